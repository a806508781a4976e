import { render } from "@testing-library/react";
import { expect, it } from "vitest";
import { keepTogether } from "./keep-together";

it("wraps each number range, with the word it counts, in a span that does not break", () => {
  const { container } = render(<p>{keepTogether("Full-stack engineers (1-3) reply within 1-2 business days.")}</p>);
  const kept = [...container.querySelectorAll("span.whitespace-nowrap")].map((span) => span.textContent);
  expect(kept).toEqual(["(1-3)", "1-2 business days"]);
  // The words themselves are unchanged, hyphens included.
  expect(container.textContent).toBe("Full-stack engineers (1-3) reply within 1-2 business days.");
});

it("leaves text without a range as it is", () => {
  expect(keepTogether("Full-stack engineers")).toBe("Full-stack engineers");
});

it("keeps a short compound such as Wi-Fi whole, and leaves longer ones free to break", () => {
  const { container } = render(<p>{keepTogether("The Wi-Fi died; the check-in line held.")}</p>);
  expect([...container.querySelectorAll("span.whitespace-nowrap")].map((span) => span.textContent)).toEqual(["Wi-Fi"]);
  expect(container.textContent).toBe("The Wi-Fi died; the check-in line held.");
});
