// How long a page change takes from the visitor's click to the new page's first paint, in
// Chromium: a header link hovered for a second first (moderate eagerness: the speculation rules
// let the browser prerender the page), and the same link with the rules removed (a plain
// document load), for scale. Each run records whether the page was in fact prerendered
// (activationStart > 0): Chromium driven by Playwright on this machine did not prerender (see
// e2e/instant-navigation.spec.ts), so the two columns then measure the same plain load.
//
// The click's time is taken in the old page (a capturing click listener), the paint's in the new
// one: its first contentful paint, or, for a page that was prerendered and painted off screen
// before the click, its activation (the moment it is shown) plus the frame that shows it. Both
// are on the same clock (performance.timeOrigin + the entry's time).
import type { Browser } from "@playwright/test";

export type ClickToPaint = { from: string; to: string; prerendered: number[]; plain: number[]; activated: number };

async function oneNavigation(browser: Browser, origin: string, from: string, to: string, name: string, prerender: boolean) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(origin + from, { waitUntil: "networkidle" });
    let clickedAt = NaN;
    page.on("console", (message) => {
      const match = /^click-at:(.+)$/.exec(message.text());
      if (match) clickedAt = Number(match[1]);
    });
    await page.evaluate(() => {
      if (!document.querySelector("script[type=speculationrules]")) throw new Error("the page has no speculation rules");
      document.addEventListener("click", () => console.log(`click-at:${performance.timeOrigin + performance.now()}`), { capture: true });
    });
    if (!prerender)
      await page.evaluate(() => document.querySelectorAll("script[type=speculationrules]").forEach((script) => script.remove()));
    const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true });
    await link.hover();
    await page.waitForTimeout(1000); // a visitor's hover, longer than moderate eagerness needs
    await link.click();
    await page.waitForURL(origin + to);
    // A string, not a function: tsx would wrap a named inner function in a helper the page lacks.
    const painted: { paint: number; activation: number; activationEpoch: number } = await page.evaluate(`new Promise((resolve) => {
      const navigation = performance.getEntriesByType("navigation")[0];
      (function check() {
        const fcp = performance.getEntriesByName("first-contentful-paint")[0];
        if (!fcp) return requestAnimationFrame(check);
        resolve({
          paint: performance.timeOrigin + fcp.startTime,
          activation: navigation.activationStart,
          activationEpoch: performance.timeOrigin + navigation.activationStart,
        });
      })();
    })`);
    if (!prerender && painted.activation > 0) throw new Error(`${to} was prerendered without speculation rules`);
    if (Number.isNaN(clickedAt)) throw new Error("the click was not recorded");
    // A page prerendered and painted before the click is shown at its activation.
    const shownAt = Math.max(painted.paint, painted.activationEpoch);
    return { ms: shownAt - clickedAt, activated: painted.activation > 0 };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
export const medianOf = median;

/** Alternating runs, prerendered and plain, of one header link. */
export async function measureClickToPaint(browser: Browser, origin: string, runs: number): Promise<ClickToPaint> {
  const [from, to, name] = ["/services", "/work", "Work"];
  const result: ClickToPaint = { from, to, prerendered: [], plain: [], activated: 0 };
  for (let i = 0; i < runs; i++) {
    const speculated = await oneNavigation(browser, origin, from, to, name, true);
    result.prerendered.push(speculated.ms);
    if (speculated.activated) result.activated++;
    result.plain.push((await oneNavigation(browser, origin, from, to, name, false)).ms);
  }
  return result;
}
