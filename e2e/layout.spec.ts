import { expect, test } from "@playwright/test";
import { caseStudyPages, missingPage, openPage, pages, scrollThrough, slug } from "./support/site";

// Looks, at 375, 768 and 1440 wide (one project each), in the light and the dark theme: no page
// scrolls sideways, and a full-page screenshot of each is kept with the run's results for review
// (test-results/layout-*/<page>-<width>-<theme>.png, not committed).

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });
    for (const { path } of [...pages, ...caseStudyPages, missingPage]) {
      test(`${path} fits the width without scrolling sideways (${colorScheme})`, async ({ page }, testInfo) => {
        await openPage(page, path);
        await scrollThrough(page);
        await expect(page.locator("html")).toHaveClass(colorScheme);

        const width = page.viewportSize()?.width ?? 0;
        const overflow = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
          // The widest element, to name the culprit when the page does overflow.
          widest: [...document.querySelectorAll("body *")]
            .map((el) => ({ el, right: el.getBoundingClientRect().right }))
            .filter(({ el }) => !el.closest("[aria-roledescription=carousel], .marquee"))
            .sort((a, b) => b.right - a.right)
            .slice(0, 1)
            .map(
              ({ el, right }) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join(".")} ends at ${Math.round(right)}px`,
            )[0],
        }));
        expect(overflow.clientWidth).toBe(width);
        expect(overflow.scrollWidth, `${path} at ${width}px is wider than the screen: ${overflow.widest}`).toBeLessThanOrEqual(width);

        await page.screenshot({ path: testInfo.outputPath(`${slug(path)}-${width}-${colorScheme}.png`), fullPage: true });
      });
    }
  });
}
