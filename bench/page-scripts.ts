// What a browser downloads as JavaScript before the visitor touches a page, measured in Chromium
// (not read from the build): every script the page loads, inline and external, until the
// network is idle. External scripts count with the bytes that crossed the wire (compressed, from
// Resource Timing's encodedBodySize); inline scripts arrive inside the compressed HTML, so each
// counts as its gzip size on its own (an upper bound of what it adds to the page). JSON-LD is
// data, not a script the browser runs, and is left out; the speculation rules count.
import { gzipSync } from "node:zlib";
import { chromium, type Browser } from "@playwright/test";
import { chromiumFlags } from "../scripts/chromium.ts";
import type { BenchRoute } from "./routes.ts";

export type PageScripts = {
  route: string;
  /** Compressed bytes: external scripts as transferred, plus the inline scripts gzipped. */
  total: number;
  external: { url: string; bytes: number }[];
  inline: { kind: string; bytes: number }[];
  hydrates: boolean;
};

export const launchChromium = (chromePath: string): Promise<Browser> =>
  chromium.launch({ executablePath: chromePath, args: chromiumFlags });

export async function measurePageScripts(browser: Browser, origin: string, route: BenchRoute): Promise<PageScripts> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(origin + route.path, { waitUntil: "networkidle" });
    // A page that hydrates may start its downloads late (after its first paint): wait for React,
    // then until no new resource has started for a second.
    await page.waitForFunction(() => {
      const main = document.querySelector("main");
      return (
        !document.querySelector("script[type=module]") || (main !== null && Object.keys(main).some((k) => k.startsWith("__reactFiber")))
      );
    });
    for (let count = -1; ;) {
      const now = await page.evaluate(() => performance.getEntriesByType("resource").length);
      if (now === count) break;
      count = now;
      await page.waitForTimeout(1000);
    }
    const found = await page.evaluate(() => ({
      external: performance
        .getEntriesByType("resource")
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => ({ url: new URL(entry.name).pathname, bytes: entry.encodedBodySize })),
      inline: [...document.querySelectorAll("script:not([src])")]
        .filter((script) => !/json/.test(script.getAttribute("type") ?? ""))
        .map((script) => ({ kind: script.getAttribute("type") || "classic", text: script.textContent ?? "" })),
      hydrates: document.querySelector("script[type=module]") !== null,
    }));
    const inline = found.inline
      .filter((s) => s.text.length > 0)
      .map((s) => ({ kind: s.kind, bytes: gzipSync(s.text, { level: 9 }).length }));
    const total = [...found.external, ...inline].reduce((sum, s) => sum + s.bytes, 0);
    return { route: route.name, total, external: found.external, inline, hydrates: found.hydrates };
  } finally {
    await context.close();
  }
}
