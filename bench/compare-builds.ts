// Lighthouse (mobile, performance only) on one route of two or more builds, their runs
// interleaved, each build served by its own server as `npm run serve` runs it. For a change
// whose effect is smaller than the machine's noise: a burst of load from elsewhere hits every
// build's run of that round, not one build's every run.
//   npx tsx bench/compare-builds.ts <build dir>,<build dir>[,...] [runs=7] [route=/]
// Copy a build (`cp -r build/client /tmp/before`) before changing the code, then compare it with
// the new one. Used for bench/ANALYSIS.md, "Home on a phone".
import lighthouse from "lighthouse";
import { chromiumPath } from "../scripts/chromium.ts";
import { startBrowser } from "./lighthouse.ts";
import { median, round } from "./lib/stats.ts";
import { startOurServer, type OurServer } from "./our-server.ts";

const [dirList, runsArg = "7", route = "/"] = process.argv.slice(2);
if (!dirList) {
  console.error("usage: npx tsx bench/compare-builds.ts <build dir>,<build dir>[,...] [runs=7] [route=/]");
  process.exit(2);
}
const dirs = dirList.split(",");
const runs = Number(runsArg);

type Run = { score: number; lcpMs: number; tbtMs: number };
const results = new Map<string, Run[]>(dirs.map((dir) => [dir, []]));
const servers: OurServer[] = [];
for (const [i, dir] of dirs.entries()) {
  servers.push(await startOurServer({ anonKey: "public-anon-key", cpuProfile: false, label: `compare-${i}`, staticDir: dir }));
}
const browser = await startBrowser(chromiumPath);
try {
  for (let round_ = 1; round_ <= runs; round_++) {
    for (const [i, dir] of dirs.entries()) {
      const result = await lighthouse(servers[i]!.origin + route, {
        port: browser.port(),
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
      });
      const lhr = result?.lhr;
      if (!lhr || lhr.runtimeError) {
        // A trace lost on a busy machine (NO_NAVSTART): skip the run, in a fresh browser.
        console.warn(`  ${dir} run ${round_}: ${lhr?.runtimeError?.code ?? "no result"}, skipped`);
        await browser.restart();
        continue;
      }
      const run = {
        score: round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: round(lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN),
        tbtMs: round(lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN),
      };
      results.get(dir)!.push(run);
      console.log(`  ${dir} run ${round_}/${runs}: ${run.score}, LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms`);
    }
  }
} finally {
  browser.kill();
  for (const server of servers) await server.stop();
}

for (const [dir, list] of results) {
  const range = (pick: (run: Run) => number) => `${median(list.map(pick))} (${Math.min(...list.map(pick))}–${Math.max(...list.map(pick))})`;
  console.log(
    `${dir}: scores ${list.map((run) => run.score).join(", ")}; LCP median ${range((run) => run.lcpMs)} ms; TBT median ${range((run) => run.tbtMs)} ms`,
  );
}
