// What one client flooding the contact insert costs everyone else: the p99 of genuine inserts
// (each from a new visitor) alone, and while wrk floods from one address the per-client limit
// refuses. Our server on PGlite, compiled, as `npm run serve` runs it.
// Alone: `npx tsx bench/refusal-flood.ts` (after `npm run build` and one `npm run bench`, which
// copies the build to bench/out/site), or `BENCH_ONLY=flood npm run bench`.
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { benchDir } from "./lib/paths.ts";
import { percentile, round } from "./lib/stats.ts";
import { insertRequest } from "./load/submission.ts";
import { describeLoad, ensureWrk, runWrk, type LoadResult } from "./load/wrk.ts";
import { startOurServer } from "./our-server.ts";

const anonKey = "bench-anon-key";
const floodSeconds = 20;
const floodConnections = 8;
const genuineInserts = 100;

type Latencies = { count: number; failed: number; p50Ms: number; p99Ms: number; maxMs: number };
export type RefusalFloodResult = { alone: Latencies; duringFlood: Latencies; flood: LoadResult & { command: string }; markdown: string };

/** `count` inserts one after another, each from a new visitor address, until `until` resolves. */
async function genuine(origin: string, count: number, firstAddress: number, until?: Promise<unknown>): Promise<Latencies> {
  const request = insertRequest(origin, anonKey);
  let stopped = false;
  void until?.then(() => (stopped = true));
  const times: number[] = [];
  let failed = 0;
  for (let i = 0; i < count && !stopped; i++) {
    const address = firstAddress + i;
    const started = performance.now();
    const response = await fetch(request.url, {
      method: "POST",
      headers: { ...request.headers, "x-forwarded-for": `198.19.${Math.floor(address / 256) % 256}.${address % 256}` },
      body: request.body,
      signal: AbortSignal.timeout(30_000),
    }).catch(() => undefined);
    await response?.arrayBuffer();
    times.push(performance.now() - started);
    if (response?.status !== 201) failed++;
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    count: times.length,
    failed,
    p50Ms: round(percentile(sorted, 50), 1),
    p99Ms: round(percentile(sorted, 99), 1),
    maxMs: round(sorted.at(-1) ?? Number.NaN, 1),
  };
}

export async function benchRefusalFlood(): Promise<RefusalFloodResult> {
  await ensureWrk();
  // BENCH_FLOOD_DATA_DIR: a PGlite data directory made earlier, to compare two builds on one database.
  const server = await startOurServer({
    anonKey,
    cpuProfile: false,
    label: "flood",
    dataDir: process.env.BENCH_FLOOD_DATA_DIR || undefined,
  });
  try {
    await genuine(server.origin, 20, 60_000); // warm-up: JIT, the database's caches
    const alone = await genuine(server.origin, genuineInserts, 0);
    const request = insertRequest(server.origin, anonKey);
    const load = { ...request, script: join(benchDir, "load/flood.lua"), connections: floodConnections, seconds: floodSeconds };
    const flooding = runWrk(load);
    await new Promise((resolve) => setTimeout(resolve, 1000)); // the flood is under way
    const duringFlood = await genuine(server.origin, genuineInserts, 1000, flooding);
    const floodResult = await flooding;
    const floodRate = round((floodResult.ok + floodResult.failed) / floodSeconds, 0);
    const row = (what: string, l: Latencies) => `| ${what} | ${l.count} | ${l.failed} | ${l.p50Ms} | ${l.p99Ms} | ${l.maxMs} |`;
    const markdown = [
      `Genuine inserts (one at a time, each from a new visitor) on PGlite, alone and while wrk floods from one client address (${floodConnections} connections, ${floodSeconds} s, about ${floodRate} requests/s, ${floodResult.failed} refused or failed, ${floodResult.ok} stored):`,
      "",
      "| genuine inserts | count | not 201 | p50 ms | p99 ms | max ms |",
      "| --- | --- | --- | --- | --- | --- |",
      row("alone", alone),
      row("during the flood", duringFlood),
      "",
      `Flood: \`${describeLoad(load)}\``,
    ].join("\n");
    return { alone, duringFlood, flood: { ...floodResult, command: describeLoad(load) }, markdown };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const result = await benchRefusalFlood();
  console.log(result.markdown);
}
