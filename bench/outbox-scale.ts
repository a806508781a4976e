// The outbox at scale (issue 23), four figures on the compiled server (`node build/node/main.js`,
// as `npm run serve` runs it) with a local webhook receiver that verifies every signature:
//
//   idle      CPU of an idle server with a webhook configured and nothing pending, over 30 s, on
//             each engine; on PostgreSQL also the database's transactions per second meanwhile
//             (pg_stat_database: every statement the worker sends outside a transaction is one).
//   recovery  the receiver is down (connection refused) for 30 s while 10 leads/s arrive, retries
//             sped up (OUTBOX_RETRY_BASE_SECONDS=0.1, 100× the default); then it comes back:
//             time from its return to the last backlog delivery (PostgreSQL).
//   drain     a 10,000-lead backlog on a table already holding 100,000 delivered leads: the drain
//             rate once a server starts (PostgreSQL).
//   memory    PGlite: resident memory idle, after 5,000 inserts while the receiver is down, and
//             after their delivery once it is back.
//
// `npm run bench` runs them with BENCH_ONLY=outbox (or among the defaults); alone:
// `npx tsx bench/outbox-scale.ts [idle|recovery|drain|memory ...]`. Each part starts and removes
// everything it uses (servers, a throwaway PostgreSQL, temp dirs); together about 4 minutes.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { buildServer } from "../scripts/build-server.ts";
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
const compiled = { command: [process.execPath, "build/node/main.js"] };
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
  { concurrency = 8, perSecond }: { concurrency?: number; perSecond?: number },
) {
  let next = 0;
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
    for (let i = 0; i < count; i++) {
      await sleep(Math.max(0, started + (i * 1000) / perSecond - performance.now()));
      sends.push(send(i));
    }
    await Promise.all(sends);
    return;
  }
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await send(next++);
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
    await receiver.waitForRequests(backlog, 600_000);
    const seconds = (performance.now() - started) / 1000;
    return { history, backlog, seconds: Math.round(seconds * 10) / 10, perSecond: Math.round(backlog / seconds) };
  } finally {
    await server.stop();
  }
}

/**
 * The resident set by kind of mapping (/proc/<pid>/smaps): PGlite's WebAssembly memory (the
 * read-write mapping V8 follows with gigabytes of inaccessible guard pages), glibc malloc's
 * per-thread arenas (64 MiB-aligned anonymous mappings of at most 64 MiB), the node binary and
 * other files, and the rest (the JavaScript heap, the main malloc heap, stacks).
 */
export function residentByKind(pid: number): Record<"wasmMb" | "mallocArenasMb" | "filesMb" | "otherMb", number> {
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
  const kb = { wasm: 0, arenas: 0, files: 0, other: 0 };
  mappings.forEach((m, i) => {
    const next = mappings[i + 1];
    const size = m.end - m.start;
    if (m.path.startsWith("/")) kb.files += m.rssKb;
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
  return { wasmMb: mb(kb.wasm), mallocArenasMb: mb(kb.arenas), filesMb: mb(kb.files), otherMb: mb(kb.other) };
}

export async function measurePgliteMemory(
  receiver: WebhookReceiver,
  fixtureDir: string,
  inserts = 5_000,
  extraEnv: Record<string, string> = {},
) {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-outbox-memory-"));
  try {
    // A first start creates the database (in a child process, pglite-create.ts); measure the second.
    const env = serverEnv({ DATA_DIR: dataDir, ...extraEnv }, receiver, fixtureDir);
    await (await startServerProcess(env, 180_000, compiled)).stop();
    receiver.received.length = 0;
    const server = await startServerProcess(env, 180_000, compiled);
    const pid = server.child.pid!;
    try {
      await sleep(3_000);
      const idle = { ...proc(pid), ...residentByKind(pid) };
      const started = performance.now();
      await sendLeads(server, inserts, {});
      const afterInserts = { ...proc(pid), ...residentByKind(pid) };
      await receiver.waitForRequests(inserts, 300_000);
      const seconds = Math.round((performance.now() - started) / 100) / 10;
      await sleep(3_000); // the last marks
      const afterDelivery = { ...proc(pid), ...residentByKind(pid) };
      return {
        inserts,
        idleMb: idle.rssMb,
        afterInsertsMb: afterInserts.rssMb,
        afterDeliveryMb: afterDelivery.rssMb,
        peakMb: afterDelivery.peakMb,
        seconds,
        stages: { idle, afterInserts, afterDelivery },
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
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
      const d = (result.drain = await measureDrain(cluster!, receiver, fixture.dir));
      lines.push(
        `Drain (PostgreSQL): ${d.backlog.toLocaleString("en-US")} pending leads on a table already holding ${d.history.toLocaleString("en-US")} delivered ones`,
        `(analysed; the backlog written after), from the server's start to the last webhook: ${d.seconds} s, **${d.perSecond} leads/s**.`,
        "",
      );
    }
    if (parts.has("memory")) {
      const m = (result.memory = await measurePgliteMemory(receiver, fixture.dir));
      const row = (stage: string, r: (typeof m.stages)["idle"]) =>
        `| ${stage} | ${r.rssMb} MB | ${r.wasmMb} MB | ${r.mallocArenasMb} MB | ${r.filesMb} MB | ${r.otherMb} MB |`;
      lines.push(
        `PGlite memory: ${m.inserts.toLocaleString("en-US")} inserts (8 at a time) through the REST API, each delivered to the webhook as it`,
        `comes (${m.seconds} s in all). Resident memory (\`/proc/<pid>/status\`; peak ${m.peakMb} MB) and its parts (\`/proc/<pid>/smaps\`: PGlite's`,
        "WebAssembly memory, glibc's per-thread malloc arenas, the node binary and other files, the rest: JavaScript heap, main malloc heap).",
        "",
        "| stage | RSS | WebAssembly | malloc arenas | files | rest |",
        "|---|---:|---:|---:|---:|---:|",
        row("idle", m.stages.idle),
        row("after the inserts", m.stages.afterInserts),
        row("after their delivery", m.stages.afterDelivery),
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
