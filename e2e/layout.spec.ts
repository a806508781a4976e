import { expect, test } from "@playwright/test";
import { caseStudyPages, missingPage, openPage, pages, renderWholePage, scrollThrough, slug } from "./support/site";

// Looks, at 375, 768 and 1440 wide (one project each), in the dark and the light theme: no page
// scrolls sideways, and, on a developer's machine, a full-page screenshot of each is kept with the
// run's results for review (test-results/layout-*/<page>-<width>-<theme>.jpg, not committed). CI
// takes none: no one looks at them there, and nothing compares them, so they only cost time.
//
// Each page is loaded once, in the dark theme (the system setting the head script must read before
// the first paint), checked, then switched to the light one through the system setting, which the
// page follows live while the visitor has not chosen (app/lib/theme-script.ts): the load, the
// scroll through and the rendering of every band are done once for both themes.

test.use({ colorScheme: "dark" });

for (const { path } of [...pages, ...caseStudyPages, missingPage]) {
  test(`${path} fits the width without scrolling sideways (dark, then light)`, async ({ page }, testInfo) => {
    // Two themes' checks and screenshots in one test: the time each theme had on its own.
    test.setTimeout(testInfo.timeout * 2);
    await openPage(page, path);
    await scrollThrough(page);
    await renderWholePage(page);

    for (const colorScheme of ["dark", "light"] as const) {
      await test.step(`${colorScheme} theme`, async () => {
        if (colorScheme === "light") {
          await page.emulateMedia({ colorScheme });
          // Anything the new theme fetches is in place before pictures are measured.
          await page.waitForFunction(() => [...document.images].every((img) => img.complete));
        }
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

        // Text in the pictures is drawn into the raster at build time with the site's own fonts
        // (npm run screens, the bundler), so it cannot overflow here. What is still HTML and CSS drawn
        // like an illustration (monograms, tag chips, the facts panel) must keep its text inside.
        const overflowing = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>("[data-illustration] *, [aria-label='Technologies'] li, [aria-label='The team'] li *")]
            .filter((el) => el.offsetParent !== null)
            .flatMap((el) => {
              const box = el.getBoundingClientRect();
              return [...el.childNodes]
                .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())
                .filter((node) => {
                  const range = document.createRange();
                  range.selectNodeContents(node);
                  const text = range.getBoundingClientRect();
                  return text.left < box.left - 1 || text.right > box.right + 1;
                })
                .map((node) => `"${node.textContent?.trim().slice(0, 40)}" runs out of its ${el.tagName.toLowerCase()}`);
            }),
        );
        expect(overflowing, `${path} at ${width}px: text wider than its box`).toEqual([]);

        // Every rendered picture is fetched at the smallest size that covers it: its sizes attribute
        // tells the truth, and no picture is larger than it is shown.
        const oversized = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLImageElement>("img[srcset]")].flatMap((img) => {
            const shown = img.getBoundingClientRect().width * devicePixelRatio;
            if (!img.complete || shown === 0) return [];
            const widths = img.srcset.split(",").map((candidate) => Number(candidate.trim().split(/\s+/)[1]?.replace("w", "")));
            const enough = widths.filter((w) => w >= shown).sort((a, b) => a - b)[0] ?? Math.max(...widths);
            const fetched = Number(/-(\d+)\.(?:avif|webp)$/.exec(img.currentSrc)?.[1]); // the file's width, from its name
            return fetched > enough ? [`${img.currentSrc} is ${fetched} px wide, shown at ${Math.round(shown)}`] : [];
          }),
        );
        expect(oversized, `${path} at ${width}px: pictures larger than shown`).toEqual([]);

        // JPEG: encoding a full-page PNG took most of each theme's time, for a picture that is only looked at.
        if (!process.env.CI)
          await page.screenshot({ path: testInfo.outputPath(`${slug(path)}-${width}-${colorScheme}.jpg`), fullPage: true, quality: 80 });
      });
    }
  });
}
