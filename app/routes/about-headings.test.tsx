import { screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { renderRoute } from "~/test/render-route";

// The spec sets About's headings in Title Case ('Who We Are', 'What We Do', 'Our Philosophy',
// 'Who We Work With'); the page's other section headings follow them instead of mixing in
// sentence case. Short joining words stay lower case.
it("sets every section heading on About in the spec's Title Case", () => {
  renderRoute("/about");
  const main = within(screen.getByRole("main"));
  const small = new Set(["a", "an", "and", "as", "at", "by", "for", "in", "of", "on", "or", "the", "to", "with"]);
  const headings = [main.getByRole("heading", { level: 1 }), ...main.getAllByRole("heading", { level: 2 })].map((h) => h.textContent!);
  const sentenceCase = headings.filter((heading) =>
    heading.split(/\s+/).some((word, i) => /^[a-z]/.test(word) && (i === 0 || !small.has(word))),
  );
  expect(sentenceCase).toEqual([]);
});
