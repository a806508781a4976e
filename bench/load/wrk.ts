// The bench's one HTTP load generator: Debian's wrk, a C program that on this 2-CPU machine is not
// itself the bottleneck in front of nginx (a Node load generator is). Pages are plain GETs; inserts
// POST the supabase-js request through insert.lua, each from a new visitor address.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { benchDir } from "../lib/paths.ts";
import { runCommand } from "../lib/processes.ts";
import { round } from "../lib/stats.ts";

export type HttpLoad = {
  url: string;
  /** A POST sends `body`, every request from a new client address in X-Forwarded-For. */
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** The wrk script of a POST: insert.lua (a new visitor each time) unless given. */
  script?: string;
  connections: number;
  seconds: number;
};

export type LoadResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Responses with a 2xx or 3xx status, and everything else (other statuses, socket errors, timeouts). */
  ok: number;
  failed: number;
  seconds: number;
  connections: number;
};

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

const insertScript = join(benchDir, "load/insert.lua");

/** One thread: the other CPU is the server's. */
export function wrkArgs(load: HttpLoad) {
  const headers = Object.entries(load.headers ?? {}).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  const post = load.method === "POST" ? ["-s", load.script ?? insertScript] : [];
  const args = ["-t1", `-c${load.connections}`, `-d${load.seconds}s`, "--latency", ...post, ...headers, load.url];
  return load.method === "POST" ? [...args, "--", load.body ?? ""] : args;
}

/** The run as one line for RESULTS.md. */
export const describeLoad = (load: HttpLoad) =>
  `wrk ${wrkArgs(load)
    .map((arg) => (/[\s"'{}]/.test(arg) ? `'${arg}'` : arg))
    .join(" ")}`;

const toMs = (value: string, unit: string) => Number(value) * ({ us: 0.001, ms: 1, s: 1000 }[unit] ?? Number.NaN);

export async function runWrk(load: HttpLoad): Promise<LoadResult> {
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

/** A short unmeasured run first (JIT, caches, connection pools), then the measured one. */
export async function measureWithWrk(load: HttpLoad, warmupSeconds: number) {
  if (warmupSeconds > 0) await runWrk({ ...load, seconds: warmupSeconds });
  return runWrk(load);
}
