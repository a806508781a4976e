import { expect, test } from "@playwright/test";
import { caseStudyPages, openPage } from "./support/site";

// A case study opens on the work, as the best studio sites do: at a laptop's 1440×900 and a phone's
// 375×812, every study's cover takes at least a third of the first screen, and shows whole. A cover
// drawn wider than 4:3 is a strip on a phone (a 16:10 one fills 29% at 375×812): such a study draws
// a taller phone version, which its page serves there (case-study-schema.ts, `phonePreview`).
// The phone as a phone is (isMobile: overlay scrollbars, no 15 px scrollbar gutter).
const firstScreens = [
  { viewport: { width: 1440, height: 900 }, isMobile: false },
  { viewport: { width: 375, height: 812 }, isMobile: true },
];

for (const { viewport, isMobile } of firstScreens)
  for (const { path } of caseStudyPages)
    test(`${path}'s first screen at ${viewport.width}×${viewport.height} is mostly its cover`, async ({ browser }) => {
      const context = await browser.newContext({ viewport, isMobile, hasTouch: isMobile });
      const page = await context.newPage();
      await openPage(page, path);
      const cover = page.locator("main header img").first();
      await expect(cover).toBeVisible();
      await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const shown = await cover.evaluate((img: HTMLImageElement) => {
        const box = img.getBoundingClientRect();
        const visible = Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0)) * box.width;
        return {
          share: visible / (window.innerWidth * window.innerHeight),
          aspect: box.width / box.height,
          drawn: img.naturalWidth / img.naturalHeight,
        };
      });
      expect(shown.share, `${path}: the cover's part of the first screen`).toBeGreaterThanOrEqual(1 / 3);
      expect(shown.aspect, `${path}: shown at the shape the cover is drawn at, not cropped`).toBeCloseTo(shown.drawn, 1);
      await context.close();
    });
