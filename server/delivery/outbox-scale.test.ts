// The outbox at scale: idle costs a handful of queries per poll interval; a channel
// that comes back gets its backlog at once, in order; every query a worker makes is backed by an
// index and costs the same whatever the history or the backlog (plans on PostgreSQL).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describeOnPostgres } from "../../testing/database-engines.ts";
import {
  captureLogs,
  insertLead,
  insertLeads,
  resetOutbox,
  screenAsWorker,
  stateOn,
  until,
  createTestOutboxWorker,
} from "../../testing/outbox-kit.ts";
import { startPostgresCluster, type PostgresCluster } from "../../testing/postgres-cluster.ts";
import { createWebhookReceiver } from "../../testing/webhook-receiver.ts";
import { openDatabase } from "../db/open-database.ts";
import type { SqlDatabase } from "../db/sql-database.ts";
import type { SqlEngine, SqlQueries } from "../db/sql-engine.ts";
import { createWebhookChannel } from "./channels.ts";
import { recordChannelSuccess, serveDeliveryChannels } from "../leads/delivery-channels-store.ts";
import {
  claimDeliveries,
  makeWaitingJobsDue,
  markDelivered,
  markFailedAttempt,
  msUntilNextDue,
  redeliver,
} from "../leads/delivery-jobs-store.ts";
import { type OutboxWorker } from "./outbox-worker.ts";
import { statusSql } from "../leads/delivery-status.ts";
import { lessonKeyOf, registerLessonKey } from "../spam/lesson-key.ts";

const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

/** The engine with every statement counted (queries, transactions' statements, sessions'). */
function countingEngine(sql: SqlEngine): { sql: SqlEngine; count: () => number; heartbeats: () => number } {
  let statements = 0;
  let heartbeats = 0;
  const counted = <T extends SqlQueries>(inner: T): T =>
    new Proxy(inner, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver) as unknown;
        if (property === "query" || property === "exec")
          return (...args: unknown[]) => {
            statements++;
            // touchDeliveryChannels: once per poll interval, so it counts the intervals that passed.
            if (typeof args[0] === "string" && args[0].includes("set last_served_at = now() where")) heartbeats++;
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        if (property === "transaction")
          return (work: (tx: SqlQueries) => Promise<unknown>) => {
            statements++;
            return (value as SqlEngine["transaction"]).call(target, (tx) => work(counted(tx)));
          };
        return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
  const countedSql = counted(sql);
  registerLessonKey(countedSql, lessonKeyOf(sql)); // the screening reads the lessons with the database's key
  return { sql: countedSql, count: () => statements, heartbeats: () => heartbeats };
}

describeOnPostgres("the outbox at scale", (engine) => {
  const workers: OutboxWorker[] = [];
  const db = () => engine().db;
  beforeAll(async () => {
    await db().setRateLimits({ perClient: Infinity, perClientWindowSeconds: 600, globalPerMinute: Infinity });
  });
  beforeEach(() => resetOutbox(db()));
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  });

  it("idles at a few statements per poll interval with a webhook configured and nothing pending, and still delivers after", async () => {
    const receiver = await createWebhookReceiver({ secret });
    const counting = countingEngine(db().sql);
    const worker = createTestOutboxWorker({
      sql: counting.sql,
      channels: [createWebhookChannel({ url: receiver.url, secret, format: "standard" })],
      logger: captureLogs().logger,
      pollMs: 1_000,
    });
    workers.push(worker);
    await worker.start();
    const atStart = counting.count();
    await vi.waitFor(() => expect(counting.heartbeats()).toBeGreaterThanOrEqual(2), { timeout: 20_000, interval: 20 });
    const statements = counting.count() - atStart;
    // Three rounds (two poll intervals) of: screening (a transaction and its select), heartbeat, alarm, claim, next due.
    expect(statements).toBeLessThanOrEqual(25);
    // Idle is not stalled: a lead stored now wakes it and goes out.
    const leadId = await insertLead(db());
    const [request] = await receiver.waitForRequests(1);
    expect(JSON.stringify(request!.body)).toContain(leadId);
    await receiver.stop();
  });

  it("delivers the backlog at once and in order when the receiver comes back", { timeout: 60_000 }, async () => {
    const receiver = await createWebhookReceiver({ secret, listening: false });
    const worker = createTestOutboxWorker({
      sql: db().sql,
      channels: [createWebhookChannel({ url: receiver.url, secret, format: "standard" })],
      logger: captureLogs().logger,
      pollMs: 60_000,
      concurrency: 1, // one at a time: arrival order is delivery order
      retry: { baseMs: 120_000, capMs: 120_000 }, // each failed job waits one to two minutes
    });
    workers.push(worker);
    await worker.start();
    const backlog: string[] = []; // one by one: each lead its own time, as visitors send them
    for (let i = 0; i < 12; i++) backlog.push(await insertLead(db()));
    await until(
      () => Promise.all(backlog.map((id) => stateOn(db(), id, "webhook"))),
      (states) => states.every((state) => state?.attempts === 1 && state.lastErrorKind !== null),
    );
    await receiver.start(); // back; the next lead's success tells the worker
    const next = await insertLead(db());
    const received = await receiver.waitForRequests(13, 20_000);
    await receiver.stop();
    const order = received.map((request) => (request.body as { data: { id: string } }).data.id);
    expect(order[0]).toBe(next);
    expect(order.slice(1)).toEqual(backlog);
  });

  it("flushes waiting jobs at once with --redeliver pending", async () => {
    const receiver = await createWebhookReceiver({ secret, listening: false });
    const worker = createTestOutboxWorker({
      sql: db().sql,
      channels: [createWebhookChannel({ url: receiver.url, secret, format: "standard" })],
      logger: captureLogs().logger,
      pollMs: 60_000,
      retry: { baseMs: 120_000, capMs: 120_000 },
    });
    workers.push(worker);
    await worker.start();
    const backlog = await insertLeads(
      db(),
      Array.from({ length: 5 }, () => ({})),
    );
    await until(
      () => Promise.all(backlog.map((id) => stateOn(db(), id, "webhook"))),
      (states) => states.every((state) => state?.attempts === 1 && state.lastErrorKind !== null),
    );
    await receiver.start();
    expect(await redeliver(db().sql, "pending")).toBe(5);
    await receiver.waitForRequests(5, 20_000);
    await receiver.stop();
  });
});

type PlanNode = { "Node Type": string; "Relation Name"?: string; "Index Name"?: string; Plans?: PlanNode[] };
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe("outbox query plans on PostgreSQL with 100,000 delivered and 5,000 pending jobs", () => {
  let cluster: PostgresCluster;
  let db: SqlDatabase;
  const dataDir = mkdtempSync(join(tmpdir(), "outbox-plans-"));

  const waitingLead = {
    submission_id: "00000000-0000-4000-8000-000000000003",
    name: "Lead 3",
    email: "lead3@example.com",
    company: null,
    message: "Hello",
    marks: [],
  };

  /** Each statement a store function makes, explained (not run): its plan's nodes, by statement. */
  const plansOf = async (call: (sql: SqlEngine) => Promise<unknown>) => {
    const plans: PlanNode[][] = [];
    const explaining: SqlQueries = {
      async query(text, params) {
        if (/^\s*select pg_notify/.test(text)) return [];
        const [row] = await db.sql.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(`explain (format json) ${text}`, params);
        plans.push(nodesOf(row!["QUERY PLAN"][0].Plan));
        // The screening's first statement finds one lead, so that its other statements are explained too.
        return (/screened_at is null/.test(text) ? [waitingLead] : []) as never[];
      },
      exec: async () => {},
    };
    const engine = { ...db.sql, ...explaining, transaction: (work: (tx: SqlQueries) => Promise<unknown>) => work(explaining) } as SqlEngine;
    registerLessonKey(engine, lessonKeyOf(db.sql)); // the screening reads the lessons with the database's key
    await call(engine);
    return plans;
  };
  // The tables that grow with history and backlog (a sequential scan of the operator's few sender
  // rules or of the three channels is the right plan for a handful of rows).
  const growing = new Set(["lead_deliveries", "lead_screenings", "contact_submissions"]);
  const seqScansAndSorts = (plans: PlanNode[][]) =>
    plans
      .flat()
      .filter(
        (node) =>
          (node["Node Type"] === "Seq Scan" && growing.has(node["Relation Name"] ?? "")) ||
          node["Node Type"] === "Sort" ||
          node["Node Type"] === "Incremental Sort",
      );

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    db = await openDatabase({ databaseUrl: cluster.url, dataDir });
    await serveDeliveryChannels(db.sql, ["webhook", "email"]);
    // The history and the backlog, written in bulk (the trigger would add screenings and jobs one by one).
    // Through psql, past the client's query timeout; as a replica would, without triggers (the
    // queueing trigger, the rate limit, the foreign-key checks) that would add rows one by one.
    execFileSync("/usr/lib/postgresql/15/bin/psql", [cluster.url, "-v", "ON_ERROR_STOP=1", "-q"], {
      input: `
        set session_replication_role = replica;
        insert into public.contact_submissions (name, email, message, created_at)
          select 'Lead ' || i, 'lead' || i || '@example.com', 'Hello', now() - make_interval(mins => 105000 - i)
            from generate_series(1, 105000) i;
        insert into private.lead_screenings (submission_id, screened_at, spam, fingerprint, decided_by)
          select id, created_at, false, md5(name), 'filter' from public.contact_submissions;
        insert into private.lead_deliveries (submission_id, channel, status, attempts, next_attempt_at, created_at, delivered_at)
          select id, 'webhook', case when pending then ${statusSql.pending} else ${statusSql.delivered} end, 1, created_at, created_at,
                 case when pending then null else created_at end
            from (select id, created_at, substring(name from 6)::int > 100000 as pending from public.contact_submissions) s;
      `,
      stdio: ["pipe", "ignore", "pipe"],
    });
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const everyQuery = async () => ({
    claim: await plansOf((sql) => claimDeliveries(sql, { channel: "webhook", limit: 10, leaseMs: 60_000, exclude: [] })),
    nextDue: await plansOf((sql) => msUntilNextDue(sql, ["webhook", "email"])),
    markDelivered: await plansOf((sql) =>
      markDelivered(sql, { id: "00000000-0000-4000-8000-000000000001", lease: "00000000-0000-4000-8000-000000000002" }),
    ),
    markFailed: await plansOf((sql) =>
      markFailedAttempt(
        sql,
        { id: "00000000-0000-4000-8000-000000000001", lease: "00000000-0000-4000-8000-000000000002", attempt: 1 },
        "http-500",
        { baseMs: 1, capMs: 1, maxAgeMs: 0, minAttempts: 1 },
      ),
    ),
    screen: await plansOf((sql) => screenAsWorker(sql)),
    recovered: await plansOf((sql) => recordChannelSuccess(sql, "webhook")),
    // Touches every waiting job of the channel, once per recovery: by index, in no sort.
    madeDue: await plansOf((sql) => makeWaitingJobsDue(sql, "webhook")),
  });

  it("plans every query with indexes, no sequential scan and no sort of the backlog, before and after ANALYZE", async () => {
    for (const phase of ["fresh statistics", "analyzed"]) {
      if (phase === "analyzed") await db.sql.query("analyze");
      const plans = await everyQuery();
      for (const [name, statements] of Object.entries(plans)) {
        expect({ name, phase, found: seqScansAndSorts(statements) }).toEqual({ name, phase, found: [] });
      }
      const markIndexes = [...plans.markDelivered, ...plans.markFailed].flat().flatMap((node) => node["Index Name"] ?? []);
      expect(markIndexes).toEqual(["lead_deliveries_pkey", "lead_deliveries_pkey"]);
      expect(plans.claim.flat().some((node) => node["Index Name"] === "lead_deliveries_due_idx")).toBe(true);
      // The next due time is one index probe per channel (a Limit over the due index), never an aggregate over the backlog.
      for (const statement of plans.nextDue) {
        expect(statement.map((node) => node["Node Type"])).toContain("Limit");
        expect(statement.map((node) => node["Node Type"])).not.toContain("Aggregate");
      }
    }
  });
});
