// First paint of the hydrating pages under Lighthouse's two kinds of throttling: simulated (the
// default: one unthrottled load, then modelled on a slow phone) and devtools (the page really
// loads throttled). Used to decide how the stylesheet gets ahead of the module
// preloads); `npx tsx bench/first-paint-throttling.ts <origin> [runs]` against a served build.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumFlags, chromiumPath } from "../scripts/chromium.ts";

const [origin, runsArg = "3"] = process.argv.slice(2);
if (!origin) throw new Error("usage: tsx bench/first-paint-throttling.ts <origin> [runs]");
const runs = Number(runsArg);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
try {
  for (const throttlingMethod of ["simulate", "devtools"] as const) {
    for (const path of ["/", "/contact"]) {
      const fcp: number[] = [];
      const lcp: number[] = [];
      const perf: number[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(origin + path, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
          throttlingMethod,
        });
        const lhr = result!.lhr;
        fcp.push(lhr.audits["first-contentful-paint"]!.numericValue!);
        lcp.push(lhr.audits["largest-contentful-paint"]!.numericValue!);
        perf.push(Math.round(lhr.categories.performance!.score! * 100));
      }
      console.log(
        `${throttlingMethod.padEnd(8)} ${path.padEnd(8)} FCP median ${Math.round(median(fcp))} ms (${fcp.map(Math.round).join(", ")}); ` +
          `LCP median ${Math.round(median(lcp))} ms (${lcp.map(Math.round).join(", ")}); performance ${perf.join(", ")}`,
      );
    }
  }
} finally {
  chrome.kill();
}
