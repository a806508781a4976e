import lighthouse from "lighthouse";
import { chromiumPath } from "./scripts/chromium.ts";
import { startBrowser } from "./bench/lighthouse.ts";
import { startOurServer } from "./bench/our-server.ts";
const [dir, route] = process.argv.slice(2);
const server = await startOurServer({ anonKey: "public-anon-key", cpuProfile: false, label: "lcp", staticDir: dir! });
const browser = await startBrowser(chromiumPath);
try {
  for (let i = 0; i < 2; i++) {
    const r = await lighthouse(server.origin + route, { port: browser.port(), output: "json", logLevel: "error", onlyCategories: ["performance"] });
    const a = r!.lhr.audits;
    console.log("LCP", a["largest-contentful-paint"]?.numericValue, "FCP", a["first-contentful-paint"]?.numericValue);
    for (const k of ["largest-contentful-paint-element", "lcp-breakdown-insight", "lcp-discovery-insight", "prioritize-lcp-image", "lcp-lazy-loaded"]) {
      if (a[k]) console.log(k, JSON.stringify(a[k].details ?? a[k].displayValue).slice(0, 1500));
    }
    const reqs = (a["network-requests"]?.details as any)?.items ?? [];
    for (const q of reqs.slice(0, 14)) console.log(Math.round(q.networkRequestTime), Math.round(q.networkEndTime), q.priority, q.transferSize, q.url.slice(-60));
  }
} finally { browser.kill(); await server.stop(); }
