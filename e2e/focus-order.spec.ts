import { expect, test } from "@playwright/test";
import { focused, type Focused } from "./support/focus";
import { missingPage, openPage, pages } from "./support/site";

// Tab through every page, forwards and back, at 375 and 1440 wide: every control is reached, shows
// a focus outline that stands out, and is on screen and not hidden under the sticky header.

const check = (now: Focused, direction: string) => {
  expect.soft(now.visible, `${now.name} is on screen when focused (${direction})`).toBe(true);
  expect.soft(now.unobscured, `${now.name} is not covered by anything (${direction})`).toBe(true);
};

for (const { path } of [...pages, missingPage]) {
  test(`every control on ${path} can be reached by Tab and Shift+Tab and shows where focus is`, async ({ page }) => {
    await openPage(page, path);
    const forward: string[] = [];
    for (let step = 0; step < 120; step++) {
      await page.keyboard.press("Tab");
      const now = await focused(page);
      if (!now) break; // past the last control
      check(now, "Tab");
      expect.soft(now.indicatorContrast, `${now.name} has a focus outline that stands out (3:1)`).toBeGreaterThanOrEqual(3);
      forward.push(now.name);
    }
    expect(forward[0], "the skip link comes first").toContain("Skip to main content");
    expect(forward.length, "Tab reaches the footer").toBeGreaterThan(8);
    expect(forward.at(-1), "the last control is the footer's contact link").toContain("Contact");

    // And back up from the footer: the browser now scrolls each control in from the top edge,
    // where the sticky header is.
    const backward: string[] = [forward.at(-1)!];
    await page.keyboard.press("Shift+Tab"); // from the page's end back onto the last control
    for (let step = 1; step < forward.length; step++) {
      await page.keyboard.press("Shift+Tab");
      const now = await focused(page);
      if (!now) break;
      check(now, "Shift+Tab");
      backward.push(now.name);
    }
    expect(backward.reverse(), "Shift+Tab visits the same controls in reverse").toEqual(forward);
  });
}
