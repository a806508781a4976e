// Knobs for one bench run, read once from the environment. The defaults are what the
// committed RESULTS.md was measured with; smaller values make a quicker, noisier run.
import { chromiumPath } from "../../scripts/chromium.ts";
const intFrom = (name: string, fallback: number, min: number) => {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer ≥ ${min}, got "${raw}"`);
  return value;
};

export const settings = {
  /** Lighthouse runs per route and preset; the median is reported. */
  lighthouseRuns: intFrom("BENCH_LIGHTHOUSE_RUNS", 3, 1),
  /** Seconds each load run measures (after a short warm-up that is not counted). */
  loadSeconds: intFrom("BENCH_LOAD_SECONDS", 10, 1),
  warmupSeconds: intFrom("BENCH_WARMUP_SECONDS", 2, 0),
  /** Concurrent connections for every load run, ours and the references alike. */
  connections: intFrom("BENCH_CONNECTIONS", 32, 1),
  /** Alternating wrk rounds of GET / on nginx and ours; each side's median is reported. */
  pageRounds: intFrom("BENCH_PAGE_ROUNDS", 5, 1),
  /** Alternating rounds of PostgreSQL inserts, ours and pgbench; each side's median is reported. */
  insertRounds: intFrom("BENCH_INSERT_ROUNDS", 3, 1),
  /** nginx worker processes: 1 by default, like our single Node process. */
  nginxWorkers: intFrom("BENCH_NGINX_WORKERS", 1, 1),
  /** Skip `npm run build` and measure the build already in build/client. */
  skipBuild: process.env.BENCH_SKIP_BUILD === "1",
  /** Click-to-paint runs of each kind (with and without speculation rules); the median is reported. */
  clickRuns: intFrom("BENCH_CLICK_RUNS", 5, 1),
  /** Only some parts: comma-separated from lighthouse,pagejs,load,delivery,startup,outbox,spam (default: all). */
  only: new Set((process.env.BENCH_ONLY ?? "lighthouse,pagejs,bytes,load,delivery,startup,outbox,spam").split(",").map((s) => s.trim())),
  /** Write a V8 CPU profile of our server during the load runs into bench/out/. */
  cpuProfile: process.env.BENCH_CPU_PROFILE === "1",
  chromePath: process.env.CHROME_PATH ?? chromiumPath,
  anonKey: process.env.ANON_KEY ?? "public-anon-key",
};
