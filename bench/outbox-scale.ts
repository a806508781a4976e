// The outbox at scale, four figures on the compiled server, started as `npm run serve`
// starts it (scripts/serve-command.ts), with a local webhook receiver that verifies every signature:
//
//   idle      CPU of an idle server with a webhook configured and nothing pending, over 30 s, on
//             each engine; on PostgreSQL also the database's transactions per second meanwhile
//             (pg_stat_database: every statement the worker sends outside a transaction is one).
//   recovery  the receiver is down (connection refused) for 30 s while 10 leads/s arrive, retries
//             sped up (OUTBOX_RETRY_BASE_SECONDS=0.1, 100× the default); then it comes back:
//             time from its return to the last backlog delivery (PostgreSQL).
//   drain     a 10,000-lead backlog on a table already holding 100,000 delivered leads: the drain
//             rate once a server starts (PostgreSQL).
//   memory    PGlite under sustained load: six rounds of 3,000 leads inserted through
//             the REST API (8 at a time) and delivered to the webhook; after each round the
//             resident memory by part and V8's view of its heap, and the round's peak.
//             BENCH_MEMORY_ROUNDS, BENCH_MEMORY_LEADS change the load; BENCH_MEMORY_PLAIN=1 starts
//             `node --enable-source-maps build/node/main.js` instead: npm run serve before its
//             memory settings (scripts/serve-command.ts).
//
// `npm run bench` runs them with BENCH_ONLY=outbox (or among the defaults); alone:
// `npx tsx bench/outbox-scale.ts [idle|recovery|drain|memory ...]`. Each part starts and removes
// everything it uses (servers, a throwaway PostgreSQL, temp dirs); together about 9 minutes, the
// memory part about 5.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { buildServer } from "../scripts/build-server.ts";
import { compiledServerCommand } from "../scripts/serve-command.ts";
import { startPostgresCluster, type PostgresCluster } from "../testing/postgres-cluster.ts";
import { killServerProcesses, startServerProcess, type ServerProcess } from "../testing/server-process.ts";
import { createStaticFixture } from "../testing/static-fixture.ts";
import { createWebhookReceiver, type WebhookReceiver } from "../testing/webhook-receiver.ts";

export const outboxParts = ["idle", "recovery", "drain", "memory"] as const;
export type OutboxPart = (typeof outboxParts)[number];

export type IdleCost = { engine: "PGlite" | "PostgreSQL"; seconds: number; cpuPercent: number; transactionsPerSecond?: number };
export type OutboxScaleResult = {
  idle?: IdleCost[];
  recovery?: {
    leads: number;
    outageSeconds: number;
    retryBaseSeconds: number;
    lastDeliveryAfterReturnMs: number;
    p50AfterReturnMs: number;
  };
  drain?: { history: number; backlog: number; seconds: number; perSecond: number };
  memory?: Awaited<ReturnType<typeof measurePgliteMemory>>;
  markdown: string;
};

const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const anonKey = "public-anon-key";
const compiled = compiledServerCommand();
const clockTicksPerSecond = 100; // getconf CLK_TCK on Linux

const proc = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" "); // after "pid (comm) "
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
  return {
    cpuSeconds: (Number(fields[11]) + Number(fields[12])) / clockTicksPerSecond, // utime + stime
    rssMb: Math.round(kib("VmRSS") / 1024),
    peakMb: Math.round(kib("VmHWM") / 1024),
  };
};

function serverEnv(extra: Record<string, string>, receiver: WebhookReceiver, fixtureDir: string) {
  return {
    STATIC_DIR: fixtureDir,
    PUBLIC_ANON_KEY: anonKey,
    RATE_LIMIT_PER_CLIENT: "off",
    RATE_LIMIT_GLOBAL_PER_MINUTE: "off",
    NOTIFY_WEBHOOK_URL: receiver.url,
    NOTIFY_WEBHOOK_SECRET: secret,
    LOG_LEVEL: "info", // as in production (and the "server listening" line the harness waits for)
    ...extra,
  };
}

/** Leads through the REST insert, `concurrency` at a time (or at `perSecond`). */
async function sendLeads(
  server: ServerProcess,
  count: number,
  { concurrency = 8, perSecond, from = 0 }: { concurrency?: number; perSecond?: number; from?: number },
) {
  let next = from;
  const started = performance.now();
  const send = async (i: number, tries = 3): Promise<void> => {
    const response = await fetch(`${server.url}/rest/v1/contact_submissions`, {
      method: "POST",
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, "Content-Type": "application/json" },
      body: JSON.stringify([
        { name: `Bench Lead ${i}`, email: `bench-${i}@example.com`, company: null, message: `Bench lead number ${i} would like a quote.` },
      ]),
    }).catch((error: unknown) => {
      // A keep-alive connection the server closed just as this request went out: send again.
      if (tries > 1) return undefined;
      throw error;
    });
    if (!response) return send(i, tries - 1);
    await response.arrayBuffer();
    if (response.status !== 201) throw new Error(`insert ${i} answered ${response.status}`);
  };
  if (perSecond) {
    const sends: Promise<void>[] = [];
    for (let i = from; i < from + count; i++) {
      await sleep(Math.max(0, started + ((i - from) * 1000) / perSecond - performance.now()));
      sends.push(send(i));
    }
    await Promise.all(sends);
    return;
  }
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < from + count) await send(next++);
    }),
  );
}

/** Transactions committed or rolled back in the cluster's `postgres` database, as the statistics have them. */
async function transactions(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Statistics are flushed by each backend at most once a second: wait that out, then read fresh.
    const [row] = (
      await client.query<{ n: string }>(
        "select pg_stat_clear_snapshot(), (select xact_commit + xact_rollback from pg_stat_database where datname = current_database()) as n",
      )
    ).rows;
    return Number(row?.n);
  } finally {
    await client.end();
  }
}

async function measureIdle(engine: IdleCost["engine"], env: Record<string, string>, cluster: PostgresCluster | undefined, seconds: number) {
  const server = await startServerProcess(env, 180_000, compiled);
  try {
    await sleep(3_000); // past start-up (migrations, the first poll)
    const before = proc(server.child.pid!);
    const xactBefore = cluster ? await transactions(cluster.url) : 0;
    await sleep(seconds * 1000);
    await sleep(cluster ? 1_500 : 0); // let the last second's statistics reach pg_stat_database
    const xactAfter = cluster ? await transactions(cluster.url) : 0;
    const after = proc(server.child.pid!);
    const cpuPercent = Math.round(((after.cpuSeconds - before.cpuSeconds) / seconds) * 1000) / 10;
    // Less the measuring connection's own transaction.
    const transactionsPerSecond = cluster ? Math.round(((xactAfter - xactBefore - 1) / (seconds + 1.5)) * 10) / 10 : undefined;
    return { engine, seconds, cpuPercent, transactionsPerSecond };
  } finally {
    await server.stop();
  }
}

async function measureRecovery(cluster: PostgresCluster, receiver: WebhookReceiver, fixtureDir: string) {
  const outageSeconds = 30;
  const perSecond = 10;
  const retryBaseSeconds = 0.1;
  const leads = outageSeconds * perSecond;
  await receiver.stop();
  receiver.received.length = 0;
  const server = await startServerProcess(
    serverEnv({ DATABASE_URL: cluster.url, OUTBOX_RETRY_BASE_SECONDS: String(retryBaseSeconds) }, receiver, fixtureDir),
    60_000,
    compiled,
  );
  try {
    await sendLeads(server, leads, { perSecond });
    await receiver.start();
    const back = performance.now();
    const received = await receiver.waitForRequests(leads, 300_000);
    const afterReturn = received.map((request) => request.at - back).sort((a, b) => a - b);
    return {
      leads,
      outageSeconds,
      retryBaseSeconds,
      lastDeliveryAfterReturnMs: Math.round(afterReturn.at(-1)!),
      p50AfterReturnMs: Math.round(afterReturn[Math.floor(afterReturn.length / 2)]!),
    };
  } finally {
    await server.stop();
  }
}

// The history and the backlog are written by SQL (as an operator's restore or hosted Supabase's
// inserts would be), with the server that registered the webhook channel stopped: the insert
// trigger queues one job per lead, the history's jobs are then marked delivered (and screened,
// where the schema screens leads first).
const seedSql = (from: number, to: number) => `
  insert into public.contact_submissions (name, email, company, message)
  select 'Lead ' || i, 'lead-' || i || '@example.com', null,
         'We would like a quote for project ' || md5(i::text) || ', starting next quarter.'
    from generate_series(${from}, ${to}) as i`;
const markDeliveredSql = `
  update private.lead_deliveries set status = 'delivered', delivered_at = now(), attempts = 1 where status <> 'delivered';
  do $$ begin
    if to_regclass('private.lead_screenings') is not null then
      execute 'update private.lead_screenings set screened_at = now(), spam = false, decided_by = ''filter'' where screened_at is null';
    end if;
  end $$`;

async function measureDrain(cluster: PostgresCluster, receiver: WebhookReceiver, fixtureDir: string, history = 100_000, backlog = 10_000) {
  receiver.received.length = 0;
  const env = serverEnv({ DATABASE_URL: cluster.url }, receiver, fixtureDir);
  await (await startServerProcess(env, 60_000, compiled)).stop(); // migrations, the webhook channel, limits off
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    await client.query("truncate public.contact_submissions cascade");
    await client.query(seedSql(1, history));
    await client.query(markDeliveredSql);
    await client.query("vacuum analyze");
    await client.query(seedSql(history + 1, history + backlog));
  } finally {
    await client.end();
  }
  const started = performance.now();
  const server = await startServerProcess(env, 60_000, compiled);
  try {
    await receiver.waitForRequests(backlog, 600_000).catch(async (error: unknown) => {
      // Say where the backlog stands, so a drain that never ends shows why.
      const check = new pg.Client({ connectionString: cluster.url });
      await check.connect();
      const states = await check.query("select channel, status, count(*)::int from private.lead_deliveries group by 1, 2 order by 1, 2");
      await check.end();
      throw new Error(
        `${String(error)}; deliveries by state: ${JSON.stringify(states.rows)}; server log: ${JSON.stringify(server.logs.slice(-5))}`,
      );
    });
    const seconds = (performance.now() - started) / 1000;
    return { history, backlog, seconds: Math.round(seconds * 10) / 10, perSecond: Math.round(backlog / seconds) };
  } finally {
    await server.stop();
  }
}

/**
 * The resident set by kind of mapping (/proc/<pid>/smaps): PGlite's WebAssembly memory (the
 * read-write mapping V8 follows with gigabytes of inaccessible guard pages), glibc malloc's
 * per-thread arenas (64 MiB-aligned anonymous mappings of at most 64 MiB), its main heap ([heap]),
 * the node binary and other files, and the rest (the JavaScript heap, large malloc blocks, stacks).
 */
export function residentByKind(pid: number): Record<"wasmMb" | "mallocArenasMb" | "mallocHeapMb" | "filesMb" | "otherMb", number> {
  type Mapping = { start: bigint; end: bigint; perms: string; path: string; rssKb: number };
  const mappings: Mapping[] = [];
  for (const line of readFileSync(`/proc/${pid}/smaps`, "utf8").split("\n")) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header)
      mappings.push({
        start: BigInt(`0x${header[1]}`),
        end: BigInt(`0x${header[2]}`),
        perms: header[3]!,
        path: header[4]!.trim(),
        rssKb: 0,
      });
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && mappings.length) mappings.at(-1)!.rssKb = Number(rss[1]);
  }
  const kb = { wasm: 0, arenas: 0, heap: 0, files: 0, other: 0 };
  mappings.forEach((m, i) => {
    const next = mappings[i + 1];
    const size = m.end - m.start;
    if (m.path.startsWith("/")) kb.files += m.rssKb;
    else if (m.path === "[heap]") kb.heap += m.rssKb;
    else if (
      m.path === "" &&
      m.perms.startsWith("rw") &&
      next?.start === m.end &&
      next.perms === "---p" &&
      next.end - next.start >= 1n << 32n
    )
      kb.wasm += m.rssKb;
    else if (m.path === "" && m.start % (64n << 20n) === 0n && size <= 64n << 20n) kb.arenas += m.rssKb;
    else kb.other += m.rssKb;
  });
  const mb = (value: number) => Math.round(value / 1024);
  return { wasmMb: mb(kb.wasm), mallocArenasMb: mb(kb.arenas), mallocHeapMb: mb(kb.heap), filesMb: mb(kb.files), otherMb: mb(kb.other) };
}

/** V8's view of the server's memory, from the bench-only preload bench/v8-heap-report.mjs (SIGUSR2). */
async function v8HeapReport(pid: number, file: string) {
  rmSync(file, { force: true });
  process.kill(pid, "SIGUSR2");
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  for (let waited = 0; waited < 5_000; waited += 50) {
    await sleep(50);
    let report: {
      memoryUsage: NodeJS.MemoryUsage;
      heapSizeLimit: number;
      spaces: Record<string, { size: number; used: number }>;
    };
    try {
      report = JSON.parse(readFileSync(file, "utf8")) as typeof report;
    } catch {
      continue; // not written yet
    }
    const space = (name: string) => report.spaces[name] ?? { size: NaN, used: NaN };
    return {
      /** The JavaScript heap V8 holds (heapTotal) and what its objects use (heapUsed). */
      heapTotalMb: mb(report.memoryUsage.heapTotal),
      heapUsedMb: mb(report.memoryUsage.heapUsed),
      newSpaceMb: mb(space("new_space").size),
      oldSpaceMb: mb(space("old_space").size),
      oldSpaceUsedMb: mb(space("old_space").used),
      heapLimitMb: mb(report.heapSizeLimit),
    };
  }
  throw new Error(`no V8 heap report from ${pid} within 5 s`);
}

const statusMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]) / 1024);
};

/**
 * A PGlite server under sustained load: `rounds` rounds of `perRound` leads inserted through the
 * REST API (8 at a time) and delivered to the webhook, each round's delivery awaited before the
 * next. The server is started as `npm run serve` starts it (or, `plain`, as it did before its
 * memory settings: `node --enable-source-maps build/node/main.js`).
 * After each round (2 s on, the last marks written): the resident set by part and V8's view; during
 * it, the resident set every 250 ms for the round's peak.
 */
export async function measurePgliteMemory(
  receiver: WebhookReceiver,
  fixtureDir: string,
  { rounds = 6, perRound = 3_000, plain = false }: { rounds?: number; perRound?: number; plain?: boolean } = {},
) {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-outbox-memory-"));
  const reportFile = join(dataDir, "..", `${dataDir.split("/").at(-1)}-v8.json`);
  const how = plain ? { command: [process.execPath, "--enable-source-maps", "build/node/main.js"] } : compiled;
  const preload = new URL("./v8-heap-report.mjs", import.meta.url).href;
  try {
    // A first start creates the database (in a child process, pglite-create.ts); measure the second.
    const env = serverEnv(
      { DATA_DIR: dataDir, NODE_OPTIONS: `--import=${preload}`, V8_HEAP_REPORT_FILE: reportFile },
      receiver,
      fixtureDir,
    );
    await (await startServerProcess(env, 180_000, how)).stop();
    receiver.received.length = 0;
    const started = performance.now();
    const server = await startServerProcess(env, 180_000, how);
    const pid = server.child.pid!;
    const sample = async () => ({ ...proc(pid), ...residentByKind(pid), v8: await v8HeapReport(pid, reportFile) });
    try {
      await sleep(3_000);
      const idle = await sample();
      const measured: ({ round: number; leads: number; roundPeakMb: number; insertsPerSecond: number; deliveredSeconds: number } & Awaited<
        ReturnType<typeof sample>
      >)[] = [];
      for (let round = 1; round <= rounds; round++) {
        let roundPeakMb = 0;
        const watch = setInterval(() => (roundPeakMb = Math.max(roundPeakMb, statusMb(pid))), 250);
        try {
          const roundStarted = performance.now();
          await sendLeads(server, perRound, { from: (round - 1) * perRound });
          const insertSeconds = (performance.now() - roundStarted) / 1000;
          await receiver.waitForRequests(round * perRound, 300_000);
          const deliveredSeconds = Math.round((performance.now() - roundStarted) / 100) / 10;
          await sleep(2_000); // the last marks
          roundPeakMb = Math.max(roundPeakMb, statusMb(pid));
          measured.push({
            round,
            leads: round * perRound,
            roundPeakMb,
            insertsPerSecond: Math.round(perRound / insertSeconds),
            deliveredSeconds,
            ...(await sample()),
          });
        } finally {
          clearInterval(watch);
        }
      }
      const last = measured.at(-1) ?? idle;
      return {
        command: plain ? "node --enable-source-maps build/node/main.js" : "npm run serve",
        rounds,
        perRound,
        idle,
        measured,
        /** The most the process was resident at any time (VmHWM), start-up included. */
        peakMb: last.peakMb,
        afterDeliveryMb: last.rssMb,
        seconds: Math.round((performance.now() - started) / 1000),
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(reportFile, { force: true });
  }
}

export async function benchOutboxScale(parts: ReadonlySet<OutboxPart> = new Set(outboxParts)): Promise<OutboxScaleResult> {
  await buildServer();
  const fixture = createStaticFixture();
  const receiver = await createWebhookReceiver({ secret });
  const needsPostgres = parts.has("idle") || parts.has("recovery") || parts.has("drain");
  const cluster = needsPostgres ? await startPostgresCluster({ settings: { fsync: "off", synchronous_commit: "off" } }) : undefined;
  const result: OutboxScaleResult = { markdown: "" };
  const lines: string[] = [];
  try {
    if (parts.has("idle")) {
      const pgliteDir = mkdtempSync(join(tmpdir(), "bench-outbox-idle-"));
      try {
        const pgliteEnv = serverEnv({ DATA_DIR: pgliteDir }, receiver, fixture.dir);
        await (await startServerProcess(pgliteEnv, 180_000, compiled)).stop(); // creates the database
        result.idle = [
          await measureIdle("PGlite", pgliteEnv, undefined, 30),
          await measureIdle("PostgreSQL", serverEnv({ DATABASE_URL: cluster!.url }, receiver, fixture.dir), cluster, 30),
        ];
      } finally {
        rmSync(pgliteDir, { recursive: true, force: true });
      }
      lines.push(
        "Idle, a webhook configured, nothing pending, 30 s (after 3 s settling): the server's CPU (utime + stime from `/proc/<pid>/stat`) and,",
        "on PostgreSQL, the database's transactions per second (`pg_stat_database` xact_commit + xact_rollback, less the measuring query).",
        "",
        "| engine | server CPU | database transactions/s |",
        "|---|---:|---:|",
        ...result.idle.map((r) => `| ${r.engine} | ${r.cpuPercent}% | ${r.transactionsPerSecond ?? "–"} |`),
        "",
      );
    }
    if (parts.has("recovery")) {
      const r = (result.recovery = await measureRecovery(cluster!, receiver, fixture.dir));
      lines.push(
        `Recovery after an outage (PostgreSQL): the receiver refuses connections while ${r.leads} leads arrive over ${r.outageSeconds} s`,
        `(retries sped up: OUTBOX_RETRY_BASE_SECONDS=${r.retryBaseSeconds}), then comes back. From its return to the backlog's`,
        `median delivery: ${(r.p50AfterReturnMs / 1000).toFixed(1)} s; to the last: **${(r.lastDeliveryAfterReturnMs / 1000).toFixed(1)} s**.`,
        "",
      );
    }
    if (parts.has("drain")) {
      const d = (result.drain = await measureDrain(
        cluster!,
        receiver,
        fixture.dir,
        Number(process.env.BENCH_DRAIN_HISTORY ?? 100_000),
        Number(process.env.BENCH_DRAIN_BACKLOG ?? 10_000),
      ));
      lines.push(
        `Drain (PostgreSQL): ${d.backlog.toLocaleString("en-US")} pending leads on a table already holding ${d.history.toLocaleString("en-US")} delivered ones`,
        `(analysed; the backlog written after), from the server's start to the last webhook: ${d.seconds} s, **${d.perSecond} leads/s**.`,
        "",
      );
    }
    if (parts.has("memory")) {
      const m = (result.memory = await measurePgliteMemory(receiver, fixture.dir, {
        rounds: Number(process.env.BENCH_MEMORY_ROUNDS ?? 6),
        perRound: Number(process.env.BENCH_MEMORY_LEADS ?? 3_000),
        plain: process.env.BENCH_MEMORY_PLAIN === "1",
      }));
      type Stage = (typeof m.measured)[number];
      const row = (stage: string, r: typeof m.idle & Partial<Stage>) =>
        `| ${stage} | ${r.roundPeakMb === undefined ? "–" : `${r.roundPeakMb} MB`} | ${r.rssMb} MB | ${r.wasmMb} MB | ${r.mallocArenasMb} MB | ` +
        `${r.mallocHeapMb} MB | ${r.filesMb} MB | ${r.otherMb} MB | ${r.v8.heapTotalMb} MB (${r.v8.heapUsedMb} used) | ` +
        `${r.v8.newSpaceMb} MB | ${r.v8.oldSpaceMb} MB (${r.v8.oldSpaceUsedMb} used) | ` +
        `${r.insertsPerSecond ?? "–"} | ${r.deliveredSeconds === undefined ? "–" : `${r.deliveredSeconds} s`} |`;
      lines.push(
        `PGlite memory under sustained load: ${m.rounds} rounds of ${m.perRound.toLocaleString("en-US")} leads inserted through the REST API (8 at a time),`,
        `each delivered to the webhook before the next round; the server run as \`${m.command}\` (${m.seconds} s in all).`,
        `Resident memory: **peak ${m.peakMb} MB** (VmHWM, start-up included), ${m.afterDeliveryMb} MB after the last round. Its parts after each round`,
        "(`/proc/<pid>/smaps`: PGlite's WebAssembly memory, glibc's per-thread malloc arenas and main heap, the node binary and other files,",
        "the rest: mostly the JavaScript heap) and V8's view (`process.memoryUsage()`, `v8.getHeapSpaceStatistics()`, from bench/v8-heap-report.mjs).",
        "",
        "| after | round peak | RSS | WebAssembly | malloc arenas | malloc heap | files | rest | JS heap | new space | old space | inserts/s | delivered in |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
        row("start (idle)", m.idle),
        ...m.measured.map((r) => row(`round ${r.round} (${r.leads.toLocaleString("en-US")} leads)`, r)),
        "",
      );
    }
  } finally {
    await killServerProcesses();
    await receiver.stop();
    await cluster?.stop();
    fixture.remove();
  }
  result.markdown = lines.join("\n");
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((part) => !(outboxParts as readonly string[]).includes(part));
  if (unknown.length) throw new Error(`unknown part(s) ${unknown.join(", ")}: choose from ${outboxParts.join(", ")}`);
  const result = await benchOutboxScale(new Set((asked.length ? asked : outboxParts) as OutboxPart[]));
  console.log(result.markdown);
  console.log(JSON.stringify({ ...result, markdown: undefined }));
}
