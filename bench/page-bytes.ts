// What a phone downloads to read a page to its end: every response, by kind (HTML, CSS, JS,
// images, fonts), as the bytes that crossed the wire (Resource Timing's encodedBodySize, the
// navigation's for the HTML), in Chromium at 375×812 scrolled down a screen at a time so the lazy
// pictures load as they would for a reader. BENCH_ONLY=bytes measures only this.
import type { Browser } from "@playwright/test";
import type { BenchRoute } from "./routes.ts";

export const pageKinds = ["html", "css", "js", "images", "fonts", "other"] as const;
export type PageKind = (typeof pageKinds)[number];
export type PageBytes = { route: string; bytes: Record<PageKind, number>; total: number };

/**
 * The pictures a phone downloaded per page on the build before issue 40's work (commit 119d55f,
 * the parent of its first commit), in bytes, measured by this same file: that commit checked out
 * in a worktree, `npm ci && npm run build && BENCH_SKIP_BUILD=1 BENCH_ONLY=bytes npm run bench`
 * (2026-11-29). The report prints them beside each run's: the case studies' screens became real
 * interface renders, dense and photographic where the old ones were flat drawings.
 */
export const imagesBeforeIssue40: Readonly<Record<string, number>> = {
  "/": 68_216,
  "/work": 22_272,
  "/work/clipper": 137_456,
  "/work/nightclub": 135_864,
  "/work/ticketing": 140_999,
  "/about": 39_439,
};

function kindOf(path: string, initiator: string): PageKind {
  if (/\.css$/.test(path)) return "css";
  if (/\.m?js$/.test(path)) return "js";
  if (/\.(avif|webp|png|jpe?g|svg|gif)$/.test(path) || initiator === "img") return "images";
  if (/\.woff2?$/.test(path)) return "fonts";
  return "other";
}

export async function measurePageBytes(browser: Browser, origin: string, route: BenchRoute): Promise<PageBytes> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.goto(origin + route.path, { waitUntil: "networkidle" });
    // (No named helpers inside evaluate: tsx wraps them in a __name the page does not have.)
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
        window.scrollTo({ top: y, behavior: "instant" });
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
    });
    await page.waitForLoadState("networkidle");
    await page.waitForFunction(() => [...document.images].every((img) => img.complete));
    const entries = await page.evaluate(() => [
      ...performance
        .getEntriesByType("navigation")
        .map((entry) => ({ path: "", initiator: "navigation", bytes: (entry as PerformanceNavigationTiming).encodedBodySize })),
      ...performance
        .getEntriesByType("resource")
        .map((entry) => entry as PerformanceResourceTiming)
        .map((entry) => ({ path: new URL(entry.name).pathname, initiator: entry.initiatorType, bytes: entry.encodedBodySize })),
    ]);
    const bytes = Object.fromEntries(pageKinds.map((kind) => [kind, 0])) as Record<PageKind, number>;
    for (const entry of entries) bytes[entry.initiator === "navigation" ? "html" : kindOf(entry.path, entry.initiator)] += entry.bytes;
    return { route: route.name, bytes, total: Object.values(bytes).reduce((sum, n) => sum + n, 0) };
  } finally {
    await context.close();
  }
}
