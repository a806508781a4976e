import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { phoneMedia } from "./picture-files";

/** The `sm` breakpoint Tailwind builds the site's `sm:` classes with: the site's theme's, or Tailwind's own. */
function smBreakpoint(): string {
  const declared = (css: string) => /--breakpoint-sm:\s*([^;]+);/.exec(css)?.[1]?.trim();
  // Paths from the repository (the app's tests run in jsdom, where import.meta.url is no file's).
  return declared(readFileSync("app/app.css", "utf8")) ?? declared(readFileSync("node_modules/tailwindcss/theme.css", "utf8"))!;
}

// A phone version is served where `phoneMedia` matches, and its box takes the wide shape where a
// `sm:` class applies (`width >= <sm>`): unless one is the other's exact complement, a window
// between the two (a zoomed 639.5 px against 639px / 640px) gets one picture in the other's box.
it("serves the phone versions exactly where the `sm:` classes stop applying", () => {
  expect(phoneMedia).toBe(`(width < ${smBreakpoint()})`);
});
