import { expect, test, type Page } from "@playwright/test";
import { openPage } from "./support/site";

// About's hero is text from edge to edge: its signature globe must not run under any of it (in
// dark mode the lines crossed the team's names and made them hard to read). Every line of the
// globe is drawn inside its outline circle, so no word's box may touch that circle.

/** Widths from a small phone to a wide screen, with each breakpoint's first and last width. */
const widths = [360, 375, 414, 639, 640, 767, 768, 1023, 1024, 1280, 1440, 1920];

/** The words of the hero that lie inside the globe's circle (with a few pixels to spare). */
async function wordsOnTheGlobe(page: Page) {
  return page.evaluate(() => {
    const hero = document.querySelector("main h1")!.closest("header")!;
    const element = hero.querySelector<HTMLElement>(".meridian-globe")!;
    // The outline circle has radius 98 in a 200-unit square. The globe leans (rotated about its
    // centre), so its size is its layout width, not its box on screen, which the lean widens.
    const globe = element.getBoundingClientRect();
    const radius = (element.offsetWidth / 2) * 0.98 + 4;
    const centre = { x: globe.left + globe.width / 2, y: globe.top + globe.height / 2 };
    // How far into the hero the circle reaches: the globe must still show, not be pushed out of sight.
    const box = hero.getBoundingClientRect();
    const nearest = Math.hypot(
      Math.max(box.left, Math.min(centre.x, box.right)) - centre.x,
      Math.max(box.top, Math.min(centre.y, box.bottom)) - centre.y,
    );
    const reach = radius - nearest;
    const touching: string[] = [];
    const walker = document.createTreeWalker(hero, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of range.getClientRects()) {
        const x = Math.max(box.left, Math.min(centre.x, box.right));
        const y = Math.max(box.top, Math.min(centre.y, box.bottom));
        if (Math.hypot(x - centre.x, y - centre.y) < radius) touching.push(node.textContent.trim());
      }
    }
    return { touching, reach };
  });
}

for (const colorScheme of ["light", "dark"] as const) {
  test(`About's hero globe keeps clear of every word of the hero (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await openPage(page, "/about");
    // Measured in the page's own typefaces: a word set in the fallback face is a little wider.
    await page.evaluate(() => document.fonts.ready);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const { touching, reach } = await wordsOnTheGlobe(page);
      expect(touching, `words over the globe's lines at ${width} px`).toEqual([]);
      expect(reach, `the globe shows in the hero at ${width} px`).toBeGreaterThan(100);
    }
  });
}
