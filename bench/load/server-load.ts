// Every server load run and its reference, one after another so no two share the CPU:
// static pages (ours, nginx) and contact inserts (ours on PGlite, ours on PostgreSQL, pgbench).
import pg from "pg";
import { startPostgresCluster, type PostgresCluster } from "../../server/test/postgres-cluster.ts";
import { freePort } from "../lib/processes.ts";
import { startOurServer, type OurServer } from "../our-server.ts";
import { describeLoad, measureHttp, type HttpLoad, type LoadResult } from "./autocannon.ts";
import { startNginx } from "./nginx.ts";
import { runPgbench } from "./pgbench.ts";
import { insertRequest } from "./submission.ts";
import { ensureWrk, measureWithWrk, wrkArgs } from "./wrk.ts";

export type Measured = LoadResult & { name: string; target: string; command: string; note?: string };

export type ServerLoadResults = {
  /** Static page runs with autocannon, and with wrk (which, unlike autocannon, keeps up with nginx). */
  pages: { ours: Measured; nginx: Measured };
  pagesWrk: { ours: Measured; nginx: Measured };
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

async function measure(
  name: string,
  target: string,
  load: HttpLoad,
  warmupSeconds: number,
  tool: "autocannon" | "wrk" = "autocannon",
): Promise<Measured> {
  console.log(`  load: ${name} (${tool}, ${load.connections} connections, ${load.seconds} s) …`);
  const result = tool === "wrk" ? await measureWithWrk(load, warmupSeconds) : await measureHttp(load, warmupSeconds);
  console.log(`    ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ${result.failed} failed`);
  const command =
    tool === "wrk"
      ? `wrk ${wrkArgs(load)
          .map((arg) => (/\s/.test(arg) ? `'${arg}'` : arg))
          .join(" ")}`
      : describeLoad(load);
  return { ...result, name, target, command };
}

/** GET / with both load generators. */
async function measurePage(who: string, target: string, origin: string, s: LoadSettings) {
  const page = await checkPage(`${origin}/`);
  if (page.status !== 200) throw new Error(`GET ${origin}/ answered ${page.status}`);
  const load = { url: `${origin}/`, headers: pageHeaders, connections: s.connections, seconds: s.loadSeconds };
  const described = `${target}, ${page.encoding} ${page.bytes} B`;
  return {
    autocannon: await measure(`GET / (${who})`, described, load, s.warmupSeconds),
    wrk: await measure(`GET / (${who}, wrk)`, described, load, s.warmupSeconds, "wrk"),
  };
}

/** Pages and inserts on the PGlite server that Lighthouse already used. */
export async function loadOurPgliteServer(server: OurServer, s: LoadSettings) {
  await ensureWrk();
  const pages = await measurePage("ours", "our server", server.origin, s);
  const request = insertRequest(server.origin, s.anonKey);
  const inserts = await measure(
    "insert (ours, PGlite)",
    "our server, embedded PGlite",
    { ...request, connections: s.connections, seconds: s.loadSeconds },
    s.warmupSeconds,
  );
  return { pages, inserts };
}

export async function loadNginx(s: LoadSettings) {
  const nginx = await startNginx(await freePort(), s.nginxWorkers);
  try {
    const pages = await measurePage("nginx", `${nginx.version}, ${s.nginxWorkers} worker(s)`, nginx.origin, s);
    return { pages, info: { version: nginx.version, workers: s.nginxWorkers, brotliStatic: nginx.brotliStatic } };
  } finally {
    await nginx.stop();
  }
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

export async function loadPostgres(s: LoadSettings) {
  // Default settings (fsync and synchronous commit on): a commit is as durable as in production.
  const cluster = await startPostgresCluster();
  try {
    const server = await startOurServer({ databaseUrl: cluster.url, anonKey: s.anonKey, cpuProfile: s.cpuProfile, label: "postgres" });
    let ours: Measured;
    try {
      const request = insertRequest(server.origin, s.anonKey);
      const load = { ...request, connections: s.connections, seconds: s.loadSeconds };
      if (s.warmupSeconds > 0) await measureHttp({ ...load, seconds: s.warmupSeconds }, 0);
      const before = await clearRateLimitEvents(cluster);
      ours = await measure("insert (ours, PostgreSQL)", "our server, PostgreSQL 15 (pg pool)", load, 0);
      const stored = (await clearRateLimitEvents(cluster)) - before;
      // Every 201 must be a committed row: a fast server that loses rows is not fast. Requests
      // still in flight when autocannon stops may be stored without being counted (one per connection).
      if (stored < ours.ok || stored > ours.ok + s.connections) {
        throw new Error(`PostgreSQL run: ${ours.ok} inserts answered 201 but ${stored} rows were stored`);
      }
    } finally {
      await server.stop();
    }
    console.log(`  load: pgbench, same SQL (${s.connections} connections, ${s.loadSeconds} s) …`);
    const run = { connections: s.connections, threads: 2, seconds: s.loadSeconds };
    if (s.warmupSeconds > 0) await runPgbench(cluster, { ...run, seconds: s.warmupSeconds });
    await clearRateLimitEvents(cluster);
    const bench = await runPgbench(cluster, run);
    console.log(`    ${bench.requestsPerSecond} tx/s, p50 ${bench.p50Ms} ms, p99 ${bench.p99Ms} ms, ${bench.failed} failed`);
    const pgbench: Measured = { ...bench, name: "insert (pgbench)", target: "pgbench, PostgreSQL 15, same statements" };
    return { ours, pgbench };
  } finally {
    await cluster.stop();
  }
}
