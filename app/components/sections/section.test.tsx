import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { Section } from "./section";

it("keeps a number range in a section heading on one line, with the words as written", () => {
  render(
    <Section id="team" title="How our 2-6 engineers work">
      <p>Body</p>
    </Section>,
  );
  const heading = screen.getByRole("heading", { level: 2, name: "How our 2-6 engineers work" });
  expect(heading.querySelector("span.whitespace-nowrap")?.textContent).toBe("2-6 engineers");
});
