// One bounded HTTP load run with autocannon, in its own process (autocannon-runner.ts) so the
// load generator does not share an event loop with anything else.
import { join } from "node:path";
import { repoDir } from "../lib/paths.ts";
import { runCommand } from "../lib/processes.ts";
import { round } from "../lib/stats.ts";
import type { Result } from "autocannon";

export type HttpLoad = {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  seconds: number;
  /** Send each request from a different visitor: a new address in this header every time. */
  visitorHeader?: string;
};

export type LoadResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Responses with a 2xx status, and everything else (non-2xx, errors, timeouts). */
  ok: number;
  failed: number;
  seconds: number;
  connections: number;
};

const runner = join(repoDir, "bench/load/autocannon-runner.ts");

/** The run as one line for RESULTS.md. */
export function describeLoad(load: HttpLoad) {
  const headers = Object.entries(load.headers ?? {}).map(([name, value]) => `${name}: ${value}`);
  if (load.visitorHeader) headers.push(`${load.visitorHeader}: <a new address per request>`);
  return `autocannon ${load.method ?? "GET"} ${load.url}, ${load.connections} connections, ${load.seconds} s${headers.length ? `, headers { ${headers.join("; ")} }` : ""}${load.body ? `, body ${load.body}` : ""}`;
}

export async function runAutocannon(load: HttpLoad): Promise<LoadResult> {
  const { stdout } = await runCommand(process.execPath, ["--import", "tsx", runner, JSON.stringify(load)], {
    cwd: repoDir,
    timeoutMs: (load.seconds + 60) * 1000,
  });
  const json = JSON.parse(stdout) as Result;
  return {
    // Completed 2xx responses over the measured time: failed requests are not throughput.
    requestsPerSecond: round(json["2xx"] / json.duration, 1),
    p50Ms: json.latency.p50,
    p99Ms: json.latency.p99,
    maxMs: json.latency.max,
    ok: json["2xx"],
    failed: json.non2xx + json.errors + json.timeouts,
    seconds: round(json.duration, 2),
    connections: load.connections,
  };
}

/** A short unmeasured run first (JIT, caches, connection pools), then the measured one. */
export async function measureHttp(load: HttpLoad, warmupSeconds: number): Promise<LoadResult> {
  if (warmupSeconds > 0) await runAutocannon({ ...load, seconds: warmupSeconds });
  return runAutocannon(load);
}
