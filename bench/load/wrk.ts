// Debian's wrk for the static page runs: a C load generator that, unlike autocannon on this
// 2-CPU machine, is not itself the bottleneck in front of nginx.
import { existsSync } from "node:fs";
import { runCommand } from "../lib/processes.ts";
import { round } from "../lib/stats.ts";
import type { HttpLoad, LoadResult } from "./autocannon.ts";

const wrkBinary = "/usr/bin/wrk";

/** Installs Debian's wrk when missing (needs root and apt). */
export async function ensureWrk() {
  if (existsSync(wrkBinary)) return;
  console.log("  installing wrk with apt-get (not found) …");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  await runCommand("apt-get", ["install", "-y", "-q", "wrk"], { env, timeoutMs: 300_000 }).catch(async () => {
    await runCommand("apt-get", ["update", "-q"], { env, timeoutMs: 300_000 });
    await runCommand("apt-get", ["install", "-y", "-q", "wrk"], { env, timeoutMs: 300_000 });
  });
}

/** One thread: the other CPU is the server's, as with autocannon. */
export function wrkArgs(load: Pick<HttpLoad, "url" | "headers" | "connections" | "seconds">) {
  const headers = Object.entries(load.headers ?? {}).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  return ["-t1", `-c${load.connections}`, `-d${load.seconds}s`, "--latency", ...headers, load.url];
}

const toMs = (value: string, unit: string) => Number(value) * ({ us: 0.001, ms: 1, s: 1000 }[unit] ?? Number.NaN);

export async function runWrk(load: Pick<HttpLoad, "url" | "headers" | "connections" | "seconds">): Promise<LoadResult> {
  const { stdout } = await runCommand(wrkBinary, wrkArgs(load), { timeoutMs: (load.seconds + 60) * 1000 });
  const latency = (percent: number) => {
    const match = new RegExp(`^\\s*${percent}%\\s+([\\d.]+)(us|ms|s)\\s*$`, "m").exec(stdout);
    return match ? round(toMs(match[1]!, match[2]!), 2) : Number.NaN;
  };
  const total = Number(/(\d+) requests in/.exec(stdout)?.[1] ?? 0);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  const errors = socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  const max = /Latency\s+\S+\s+\S+\s+([\d.]+)(us|ms|s)/.exec(stdout);
  return {
    requestsPerSecond: round(
      Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? Number.NaN) * ((total - non2xx) / Math.max(total, 1)),
      1,
    ),
    p50Ms: latency(50),
    p99Ms: latency(99),
    maxMs: max ? round(toMs(max[1]!, max[2]!), 2) : Number.NaN,
    ok: total - non2xx,
    failed: non2xx + errors,
    seconds: load.seconds,
    connections: load.connections,
  };
}

export async function measureWithWrk(load: Pick<HttpLoad, "url" | "headers" | "connections" | "seconds">, warmupSeconds: number) {
  if (warmupSeconds > 0) await runWrk({ ...load, seconds: warmupSeconds });
  return runWrk(load);
}
