// Every server load run and its reference, one after another so no two share the CPU:
// static pages (ours, nginx) and contact inserts (ours on PGlite, ours on PostgreSQL, pgbench).
import pg from "pg";
import { freePort } from "../../testing/free-port.ts";
import { startPostgresCluster, type PostgresCluster } from "../../testing/postgres-cluster.ts";
import { startOurServer, type OurServer } from "../our-server.ts";
import { startNginx } from "./nginx.ts";
import { runPgbench } from "./pgbench.ts";
import { insertRequest } from "./submission.ts";
import { describeLoad, ensureWrk, measureWithWrk, type HttpLoad, type LoadResult } from "./wrk.ts";

export type Measured = LoadResult & {
  name: string;
  target: string;
  command: string;
  note?: string;
  /** Requests/s of every round when the figure is the median of several alternating rounds. */
  rounds?: number[];
};

export type ServerLoadResults = {
  pages: { ours: Measured; nginx: Measured };
  inserts: { pglite: Measured; postgres: Measured; pgbench: Measured };
  nginx: { version: string; workers: number; brotliStatic: boolean };
};

type LoadSettings = {
  connections: number;
  loadSeconds: number;
  warmupSeconds: number;
  nginxWorkers: number;
  anonKey: string;
  cpuProfile: boolean;
  pageRounds: number;
  insertRounds: number;
};

/** What a browser sends for a page: both servers answer with the same precompressed brotli file. */
const pageHeaders = { "accept-encoding": "br, gzip" };

async function checkPage(url: string) {
  const response = await fetch(url, { headers: pageHeaders });
  await response.arrayBuffer();
  // The size on the wire (fetch hands back the decoded body).
  const bytes = Number(response.headers.get("content-length"));
  return { status: response.status, encoding: response.headers.get("content-encoding") ?? "identity", bytes };
}

async function measure(name: string, target: string, load: HttpLoad, warmupSeconds: number): Promise<Measured> {
  console.log(`  load: ${name} (wrk, ${load.connections} connections, ${load.seconds} s) …`);
  const result = await measureWithWrk(load, warmupSeconds);
  console.log(`    ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ${result.failed} failed`);
  return { ...result, name, target, command: describeLoad(load) };
}

/** The run with the median requests/s (its latencies belong to it), with every round's figure. */
function medianRun(runs: Measured[]): Measured {
  const sorted = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)]!, rounds: runs.map((run) => run.requestsPerSecond) };
}

/**
 * GET / on our server and on nginx, in alternating rounds (nginx, ours, nginx, ours, …), each
 * side's median reported: throughput on this VM drifts by ±20% from
 * one minute to the next, and alternating puts both servers in the same minutes.
 */
export async function loadPages(ourOrigin: string, s: LoadSettings) {
  await ensureWrk();
  const nginx = await startNginx(await freePort(), s.nginxWorkers);
  try {
    const sides = [
      { who: "nginx", origin: nginx.origin, target: `${nginx.version}, ${s.nginxWorkers} worker(s)` },
      { who: "ours", origin: ourOrigin, target: "our server" },
    ];
    const loads = [];
    for (const side of sides) {
      const page = await checkPage(`${side.origin}/`);
      if (page.status !== 200) throw new Error(`GET ${side.origin}/ answered ${page.status}`);
      const load = { url: `${side.origin}/`, headers: pageHeaders, connections: s.connections, seconds: s.loadSeconds };
      loads.push({ ...side, load, described: `${side.target}, ${page.encoding} ${page.bytes} B` });
    }
    const wrkRuns: Measured[][] = [[], []];
    for (let round = 0; round < s.pageRounds; round++) {
      for (const [i, side] of loads.entries()) {
        const warmup = round === 0 ? s.warmupSeconds : 0;
        wrkRuns[i]!.push(await measure(`GET / (${side.who})`, side.described, side.load, warmup));
      }
    }
    return {
      pages: { nginx: medianRun(wrkRuns[0]!), ours: medianRun(wrkRuns[1]!) },
      nginx: { version: nginx.version, workers: s.nginxWorkers, brotliStatic: nginx.brotliStatic },
    };
  } finally {
    await nginx.stop();
  }
}

/** Contact inserts on the PGlite server that Lighthouse already used. */
export async function loadPgliteInserts(server: OurServer, s: LoadSettings) {
  const request = insertRequest(server.origin, s.anonKey);
  const load = { ...request, connections: s.connections, seconds: s.loadSeconds };
  return measure("insert (ours, PGlite)", "our server, embedded PGlite", load, s.warmupSeconds);
}

/**
 * The rate-limit trigger counts recent submissions, so each run starts from an empty event log:
 * ours and pgbench then do the same work per insert. Rows stay; only the evidence is cleared.
 */
async function clearRateLimitEvents(cluster: PostgresCluster) {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    await client.query("truncate private.contact_submission_events");
    const { rows } = await client.query<{ n: string }>("select count(*) as n from public.contact_submissions");
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * Contact inserts on PostgreSQL: our server and pgbench on the same cluster, in alternating
 * rounds (ours, pgbench, ours, …) like the page runs, each side's median reported.
 */
export async function loadPostgres(s: LoadSettings) {
  // Default settings (fsync and synchronous commit on): a commit is as durable as in production.
  const cluster = await startPostgresCluster();
  try {
    const server = await startOurServer({
      databaseUrl: cluster.url,
      poolSize: s.connections,
      anonKey: s.anonKey,
      cpuProfile: s.cpuProfile,
      label: "postgres",
    });
    const oursRuns: Measured[] = [];
    const pgbenchRuns: Measured[] = [];
    try {
      const request = insertRequest(server.origin, s.anonKey);
      const load = { ...request, connections: s.connections, seconds: s.loadSeconds };
      const run = { connections: s.connections, threads: 2, seconds: s.loadSeconds };
      for (let round = 0; round < s.insertRounds; round++) {
        if (round === 0 && s.warmupSeconds > 0) await measureWithWrk({ ...load, seconds: s.warmupSeconds }, 0);
        const before = await clearRateLimitEvents(cluster);
        const ours = await measure("insert (ours, PostgreSQL)", "our server, PostgreSQL 15 (pg pool)", load, 0);
        const stored = (await clearRateLimitEvents(cluster)) - before;
        // Every 201 must be a committed row: a fast server that loses rows is not fast. Requests
        // still in flight when wrk stops may be stored without being counted (one per connection).
        if (stored < ours.ok || stored > ours.ok + s.connections) {
          throw new Error(`PostgreSQL run: ${ours.ok} inserts answered 201 but ${stored} rows were stored`);
        }
        oursRuns.push(ours);

        console.log(`  load: pgbench, same SQL (${s.connections} connections, ${s.loadSeconds} s) …`);
        if (round === 0 && s.warmupSeconds > 0) await runPgbench(cluster, { ...run, seconds: s.warmupSeconds });
        await clearRateLimitEvents(cluster);
        const bench = await runPgbench(cluster, run);
        console.log(`    ${bench.requestsPerSecond} tx/s, p50 ${bench.p50Ms} ms, p99 ${bench.p99Ms} ms, ${bench.failed} failed`);
        pgbenchRuns.push({ ...bench, name: "insert (pgbench)", target: "pgbench, PostgreSQL 15, same statements" });
      }
    } finally {
      await server.stop();
    }
    return { ours: medianRun(oursRuns), pgbench: medianRun(pgbenchRuns) };
  } finally {
    await cluster.stop();
  }
}
