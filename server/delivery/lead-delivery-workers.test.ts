// Several workers on one PostgreSQL, and workers that die or lose their database connection.
import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { until, createTestOutboxWorker } from "../../testing/outbox-kit.ts";
import { openDatabase } from "../db/open-database.ts";
import type { SqlDatabase } from "../db/sql-database.ts";
import { commandLine } from "../../testing/compiled-commands.ts";
import { freshPostgresDatabase, type FreshPostgresDatabase } from "../../testing/shared-postgres.ts";
import { serverEnv } from "../../testing/server-process.ts";
import { createWebhookReceiver, type WebhookReceiver } from "../../testing/webhook-receiver.ts";
import { createWebhookChannel } from "./channels.ts";
import { type OutboxWorker } from "./outbox-worker.ts";
import { deliveryStates } from "../leads/delivery-jobs-store.ts";
import { statusSql } from "../leads/delivery-status.ts";

const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const root = new URL("../../", import.meta.url).pathname;
const silent = pino({ level: "silent" });

describe("lead delivery workers sharing one PostgreSQL", () => {
  let database: FreshPostgresDatabase;
  let db: SqlDatabase;
  let receiver: WebhookReceiver;
  const workers: OutboxWorker[] = [];
  const children: ChildProcess[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), "outbox-workers-"));

  const startWorker = async (options: { leaseMs?: number; concurrency?: number } = {}) => {
    const worker = createTestOutboxWorker({
      sql: db.sql,
      channels: [createWebhookChannel({ url: receiver.url, secret, format: "standard" })],
      logger: silent,
      pollMs: 60_000, // new jobs must wake the workers
      retry: { baseMs: 100, capMs: 400 },
      ...options,
    });
    workers.push(worker);
    await worker.start();
    return worker;
  };
  /** `npm run worker` as a process of its own; `running` resolves once it says it runs. */
  const spawnWorker = (env: Record<string, string>, lines: string[] = []) => {
    // Compiled once per test run, as npm run worker runs build/node/worker.js (testing/compiled-commands.ts).
    const [program, ...args] = commandLine("scripts/worker.ts");
    const child = spawn(program!, args, {
      cwd: root,
      env: serverEnv(env),
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(child);
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    const running = new Promise<void>((resolve, reject) => {
      void exited.then((code) => reject(new Error(`worker exited with ${code}`)));
      createInterface({ input: child.stdout! }).on("line", (line) => {
        lines.push(line);
        if (line.includes("worker running")) resolve();
      });
    });
    running.catch(() => {}); // awaited by the test; a later exit is expected
    const stop = (signal: NodeJS.Signals) => {
      child.kill(signal);
      return exited;
    };
    return { running, stop };
  };
  const insertLeads = (count: number, prefix: string) =>
    db.insertContactSubmissions(
      Array.from({ length: count }, (_, i) => ({ name: `${prefix} ${i}`, email: `lead${i}@example.com`, company: null, message: "Hello" })),
      { clientAddress: "203.0.113.20" },
    );
  const leadIds = async (prefix: string) =>
    (await db.sql.query<{ id: string }>("select id from public.contact_submissions where name like $1", [`${prefix} %`])).map(
      (row) => row.id,
    );

  beforeAll(async () => {
    database = await freshPostgresDatabase();
    db = await openDatabase({ databaseUrl: database.url, dataDir });
    await db.setRateLimits({ perClient: Infinity, perClientWindowSeconds: 600, globalPerMinute: Infinity });
  });
  afterAll(async () => {
    await db?.close();
    await database?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    receiver = await createWebhookReceiver({ secret });
  });
  afterEach(async () => {
    for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await receiver.stop();
  });

  it("delivers each of 200 leads exactly once with two workers claiming side by side", async () => {
    await startWorker({ concurrency: 4 });
    await startWorker({ concurrency: 4 });
    for (let batch = 0; batch < 20; batch++) await insertLeads(10, `Pair${batch}`);
    const received = await receiver.waitForRequests(200, 30_000);
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));

    expect(received).toHaveLength(200); // still 200 once both stopped: no duplicates came later
    expect(new Set(received.map((request) => request.webhookId)).size).toBe(200);
    expect(received.every((request) => request.verified)).toBe(true);
    const [counts] = await db.sql.query<{ delivered: number; attempts: number }>(
      `select count(*) filter (where status = ${statusSql.delivered})::int as delivered, sum(attempts)::int as attempts
         from private.lead_deliveries d join public.contact_submissions s on s.id = d.submission_id where s.name like 'Pair%'`,
    );
    expect(counts).toEqual({ delivered: 200, attempts: 200 });
  });

  it("hands the job of a worker killed mid-delivery to another once its lease ends, with the same webhook-id", async () => {
    receiver.answer = "hang"; // the first attempt never gets an answer
    const doomed = spawnWorker({
      DATABASE_URL: database.url,
      NOTIFY_WEBHOOK_URL: receiver.url,
      NOTIFY_WEBHOOK_SECRET: secret,
      OUTBOX_LEASE_SECONDS: "1",
      OUTBOX_ATTEMPT_TIMEOUT_SECONDS: "0.5",
    });
    await doomed.running;
    await insertLeads(1, "Killed");
    const [first] = await receiver.waitForRequests(1);
    expect(await doomed.stop("SIGKILL")).toBeNull(); // killed: no exit code

    receiver.answer = 200;
    await startWorker({ leaseMs: 1_000 });
    const [, second] = await receiver.waitForRequests(2);
    expect(second!.webhookId).toBe(first!.webhookId);
    expect(second!.verified).toBe(true);
    const [leadId] = await leadIds("Killed");
    const [state] = await until(
      async () => (await deliveryStates(db.sql, [leadId!])).get(leadId!)!,
      ([job]) => job?.status !== "pending",
    );
    expect(state).toMatchObject({ id: first!.webhookId, status: "delivered", attempts: 2 });
  });

  it("runs as npm run worker until SIGTERM, then exits 0", async () => {
    const worker = spawnWorker({ DATABASE_URL: database.url, NOTIFY_WEBHOOK_URL: receiver.url, NOTIFY_WEBHOOK_SECRET: secret });
    await worker.running;
    await insertLeads(1, "Alone");
    await receiver.waitForRequests(1);
    expect(await worker.stop("SIGTERM")).toBe(0);
  });

  it("writes its log as LOG_FORMAT says: short lines for a person with LOG_FORMAT=text", async () => {
    const lines: string[] = [];
    const worker = spawnWorker({ DATABASE_URL: database.url, LOG_FORMAT: "text" }, lines);
    await worker.running;
    expect(await worker.stop("SIGTERM")).toBe(0);
    expect(lines.find((line) => line.includes("worker running"))).toMatch(/^\d\d:\d\d:\d\d worker running$/);
    expect(lines.filter((line) => line.startsWith("{"))).toEqual([]);
  });

  it("waits SHUTDOWN_GRACE_SECONDS for a delivery in flight on SIGTERM, then leaves it to its lease", async () => {
    receiver.answer = "hang";
    const lines: string[] = [];
    const worker = spawnWorker(
      { DATABASE_URL: database.url, NOTIFY_WEBHOOK_URL: receiver.url, NOTIFY_WEBHOOK_SECRET: secret, SHUTDOWN_GRACE_SECONDS: "1" },
      lines,
    );
    await worker.running;
    await insertLeads(1, "Grace");
    await receiver.waitForRequests(1);
    expect(await worker.stop("SIGTERM")).toBe(0);
    const stopped = lines.find((line) => line.includes("stopped with deliveries in flight"));
    expect(JSON.parse(stopped!)).toMatchObject({ deliveries: 1, graceMs: 1_000 });
  });

  it("listens again after its database connection is cut, and keeps delivering", async () => {
    await startWorker();
    const listenerPids = () =>
      db.sql.query<{ pid: number }>("select pid from pg_stat_activity where application_name = 'agency-site-outbox-listener'");
    const [before] = await until(listenerPids, (rows) => rows.length === 1);
    await db.sql.query("select pg_terminate_backend($1)", [before!.pid]);
    await until(listenerPids, (rows) => rows.length === 1 && rows[0]!.pid !== before!.pid);

    await insertLeads(1, "AfterCut");
    const [request] = await receiver.waitForRequests(1);
    expect(request!.body).toMatchObject({ data: { name: "AfterCut 0" } });
  });
});
