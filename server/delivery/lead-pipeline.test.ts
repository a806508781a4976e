// The lead's way through the pipeline: screening before delivery, the delivery
// channel registry, the receipt's rules at screening, and the operator's actions
// (release, mark as spam, remove a channel, redeliver; 17.9: never a job in flight).
import { afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import { describeOnPostgres } from "../../testing/database-engines.ts";
import { captureLogs, insertLead, resetOutbox, stateOn, statesOf, until, createTestOutboxWorker } from "../../testing/outbox-kit.ts";
import { createWebhookReceiver } from "../../testing/webhook-receiver.ts";
import { createEmailChannel, createWebhookChannel } from "./channels.ts";
import { removeDeliveryChannel, serveDeliveryChannels } from "../leads/delivery-channels-store.ts";
import { markLeadSpam, releaseHeldLead } from "../leads/operator-decisions-store.ts";
import { claimDeliveries, redeliver } from "../leads/delivery-jobs-store.ts";
import { type OutboxWorker } from "./outbox-worker.ts";
import { statusSql } from "../leads/delivery-status.ts";

const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const fast = { leaseMs: 5_000, pollMs: 60_000, retry: { baseMs: 50, capMs: 200 } };

describeOnPostgres("the lead pipeline", (engine) => {
  const workers: OutboxWorker[] = [];
  const db = () => engine().db;
  /** A worker with no delivery channel: it only screens (a web replica without NOTIFY_* settings). */
  const startScreeningOnly = async (onScreened?: (verdict: { spam: boolean }) => void) => {
    const worker = createTestOutboxWorker({ sql: db().sql, channels: [], logger: captureLogs().logger, ...fast, onScreened });
    workers.push(worker);
    await worker.start();
    return worker;
  };
  const screened = (leadId: string) =>
    until(
      () => statesOf(db(), leadId),
      (states) => states.length > 0 && states.every((state) => state.status !== "new"),
    );
  const screeningOf = async (leadId: string) =>
    (
      await db().sql.query<{ spam: boolean; reasons: string[]; decided_by: string }>(
        "select spam, reasons, decided_by from private.lead_screenings where submission_id = $1",
        [leadId],
      )
    )[0];

  beforeAll(async () => {
    await db().setRateLimits({ perClient: Infinity, perClientWindowSeconds: 600, globalPerMinute: Infinity });
  });
  beforeEach(() => resetOutbox(db()));
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  });

  it("screens every lead before delivery, also in a process without delivery channels: a sender marked spam is held", async () => {
    await serveDeliveryChannels(db().sql, ["webhook"]);
    await db().sql.query("insert into private.sender_rules (email_lower, rule) values ('spammer@example.com', 'deny')");
    const verdicts: boolean[] = [];
    await startScreeningOnly((verdict) => verdicts.push(verdict.spam));
    const genuine = await insertLead(db(), { email: "ada@example.com" });
    const spam = await insertLead(db(), { email: "Spammer@Example.com" });
    expect((await screened(genuine))[0]).toMatchObject({ channel: "webhook", status: "pending" });
    expect((await screened(spam))[0]).toMatchObject({ channel: "webhook", status: "held" });
    expect(await screeningOf(spam)).toEqual({
      spam: true,
      reasons: ["sender-marked-spam", expect.stringMatching(/^model [+-]\d\.\d\d/)],
      decided_by: "filter",
    });
    expect(await screeningOf(genuine)).toMatchObject({ spam: false, decided_by: "filter" });
    expect(verdicts.sort()).toEqual([false, true]);
  });

  it("keeps delivering when a process without delivery channels starts beside the worker", async () => {
    const receiver = await createWebhookReceiver({ secret });
    const delivering = createTestOutboxWorker({
      sql: db().sql,
      channels: [createWebhookChannel({ url: receiver.url, secret, format: "standard" })],
      logger: captureLogs().logger,
      ...fast,
    });
    workers.push(delivering);
    await delivering.start();
    await startScreeningOnly(); // the web replica started without NOTIFY_* settings
    const leadId = await insertLead(db());
    const [request] = await receiver.waitForRequests(1);
    await receiver.stop();
    expect(request!.body).toMatchObject({ data: { id: leadId } });
  });

  it("cancels a removed channel's jobs, visibly; adding the channel back revives none of them, only --redeliver does", async () => {
    await serveDeliveryChannels(db().sql, ["webhook"]);
    await startScreeningOnly();
    const old = await insertLead(db());
    await screened(old);
    expect(await removeDeliveryChannel(db().sql, "webhook")).toEqual({ removed: true, cancelled: 1 });
    expect(await stateOn(db(), old, "webhook")).toMatchObject({ status: "cancelled" });
    expect(await statesOf(db(), await insertLead(db()))).toEqual([]); // removed: no job for a new lead

    const receiver = await createWebhookReceiver({ secret });
    const worker = createTestOutboxWorker({
      sql: db().sql,
      channels: [createWebhookChannel({ url: receiver.url, secret, format: "standard" })],
      logger: captureLogs().logger,
      ...fast,
    });
    workers.push(worker);
    await worker.start(); // the channel is back
    const fresh = await insertLead(db());
    const [first] = await receiver.waitForRequests(1);
    expect(first!.body).toMatchObject({ data: { id: fresh } });
    expect(await stateOn(db(), old, "webhook")).toMatchObject({ status: "cancelled" });

    expect(await redeliver(db().sql, old)).toBe(1);
    const [, second] = await receiver.waitForRequests(2);
    await receiver.stop();
    expect(second!.body).toMatchObject({ data: { id: old } });
    expect(receiver.received).toHaveLength(2);
  });

  it("keeps a channel the operator removed removed while a worker serving it runs", async () => {
    const receiver = await createWebhookReceiver({ secret });
    const worker = createTestOutboxWorker({
      sql: db().sql,
      channels: [
        createWebhookChannel({ url: receiver.url, secret, format: "standard" }),
        createEmailChannel({ smtpUrl: "smtp://127.0.0.1:9", to: ["team@agency.example"], from: "site@agency.example" }),
      ],
      logger: captureLogs().logger,
      ...fast,
      pollMs: 100,
    });
    workers.push(worker);
    await worker.start();
    await removeDeliveryChannel(db().sql, "webhook");
    const [removal] = await db().sql.query<{ removed_at: Date }>("select removed_at from private.delivery_channels where name = 'webhook'");
    const removedAt = removal!.removed_at;
    // The worker's heartbeat ran after the removal (it touched the e-mail channel it also serves).
    await until(
      () => db().sql.query<{ last_served_at: Date }>("select last_served_at from private.delivery_channels where name = 'email'"),
      ([email]) => email!.last_served_at > removedAt,
    );
    const [health] = await db().sql.query("select removed_at from private.delivery_channels where name = 'webhook'");
    await receiver.stop();
    expect(health).toEqual({ removed_at: removedAt });
  });

  it("skips the receipt at screening for a disposable address or one that got a receipt in the last 24 hours", async () => {
    await serveDeliveryChannels(db().sql, ["webhook", "receipt"]);
    await startScreeningOnly();
    const first = await insertLead(db(), { email: "Grace@Example.com" });
    expect(await screened(first)).toMatchObject([
      { channel: "receipt", status: "pending" },
      { channel: "webhook", status: "pending" },
    ]);
    const again = await insertLead(db(), { email: "grace@example.COM" });
    expect(await screened(again)).toMatchObject([
      { channel: "receipt", status: "skipped", lastErrorKind: null, skipReason: "receipt-sent-recently" },
      { channel: "webhook", status: "pending" },
    ]);
    const disposable = await insertLead(db(), { email: "someone@mailinator.com" });
    expect(await screened(disposable)).toMatchObject([
      { channel: "receipt", status: "skipped", lastErrorKind: null, skipReason: "receipt-disposable-address" },
      { channel: "webhook", status: "pending" },
    ]);
  });

  it("releases a held lead at once, trusts its sender from now on, and sends no late receipt (--not-spam)", async () => {
    await serveDeliveryChannels(db().sql, ["webhook", "receipt"]);
    await db().sql.query("insert into private.sender_rules (email_lower, rule) values ('mistaken@example.com', 'deny')");
    await startScreeningOnly();
    const held = await insertLead(db(), { email: "mistaken@example.com" });
    expect((await screened(held)).map((state) => state.status)).toEqual(["held", "held"]);

    expect(await releaseHeldLead(db().sql, held)).toEqual({ released: 1 });
    expect(await statesOf(db(), held)).toMatchObject([
      { channel: "receipt", status: "skipped", lastErrorKind: null, skipReason: "receipt-released-late" },
      { channel: "webhook", status: "pending" },
    ]);
    expect((await stateOn(db(), held, "webhook"))!.nextAttemptAt!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await screeningOf(held)).toMatchObject({ spam: false, decided_by: "operator" });
    const next = await insertLead(db(), { email: "Mistaken@example.com" });
    await screened(next);
    expect(await stateOn(db(), next, "webhook")).toMatchObject({ status: "pending" });
    expect(await releaseHeldLead(db().sql, "00000000-0000-4000-8000-000000000000")).toBeUndefined();
  });

  it("holds what of a lead is not delivered yet and the sender's next leads (--spam)", async () => {
    await serveDeliveryChannels(db().sql, ["webhook"]);
    await startScreeningOnly();
    const lead = await insertLead(db(), { email: "pitch@seo.example" });
    await screened(lead);
    expect(await markLeadSpam(db().sql, lead)).toEqual({ held: 1 });
    expect(await stateOn(db(), lead, "webhook")).toMatchObject({ status: "held" });
    expect(await screeningOf(lead)).toMatchObject({ spam: true, decided_by: "operator" });
    const next = await insertLead(db(), { email: "PITCH@seo.example" });
    expect((await screened(next))[0]).toMatchObject({ status: "held" });
  });

  // Issue 39: the suspected-spam mark reaches whoever receives the lead, as the filter decided it.
  it("gives a channel the filter's reasons of a lead delivered marked, not the operator's decision", async () => {
    await serveDeliveryChannels(db().sql, ["webhook"]);
    await startScreeningOnly();
    const marked = await insertLead(db());
    const decided = await insertLead(db());
    await screened(marked);
    await screened(decided);
    const reasons = ['model +1.31: "your"', "suspected-spam", "reads-as-job-application"];
    await db().sql.query("update private.lead_screenings set reasons = $2::text[] where submission_id = any($1::uuid[])", [
      [marked, decided],
      reasons,
    ]);
    await db().sql.query("update private.lead_screenings set decided_by = 'operator' where submission_id = $1", [decided]);
    const jobs = await claimDeliveries(db().sql, { channel: "webhook", limit: 10, leaseMs: 60_000 });
    expect(jobs.find((job) => job.lead.id === marked)!.lead.screeningReasons).toEqual(reasons);
    expect(jobs.find((job) => job.lead.id === decided)!.lead).not.toHaveProperty("screeningReasons");
  });

  it("redelivers only what no worker holds: a job in flight keeps its lease and is not sent twice at once", async () => {
    await serveDeliveryChannels(db().sql, ["webhook"]);
    await startScreeningOnly();
    const leadId = await insertLead(db());
    await screened(leadId);
    const [job] = await claimDeliveries(db().sql, { channel: "webhook", limit: 1, leaseMs: 60_000 });
    expect(job!.lead.id).toBe(leadId);

    expect(await redeliver(db().sql, leadId)).toBe(0);
    expect(await redeliver(db().sql, job!.id)).toBe(0);
    expect(await redeliver(db().sql, "pending")).toBe(0);
    const [row] = await db().sql.query<{ lease: string; attempts: number }>(
      "select lease, attempts from private.lead_deliveries where id = $1",
      [job!.id],
    );
    expect(row).toEqual({ lease: job!.lease, attempts: 1 });
  });

  it("flushes waiting jobs with --redeliver pending, and requeues failed ones only on active channels", async () => {
    await serveDeliveryChannels(db().sql, ["webhook", "email"]);
    await startScreeningOnly();
    const leadId = await insertLead(db());
    await screened(leadId);
    await db().sql.query(
      "update private.lead_deliveries set next_attempt_at = now() + interval '1 hour', attempts = 3 where submission_id = $1 and channel = 'webhook'",
      [leadId],
    );
    await db().sql.query(`update private.lead_deliveries set status = ${statusSql.failed} where submission_id = $1 and channel = 'email'`, [
      leadId,
    ]);
    expect(await redeliver(db().sql, "pending")).toBe(1);
    expect((await stateOn(db(), leadId, "webhook"))!.nextAttemptAt!.getTime()).toBeLessThanOrEqual(Date.now());

    await removeDeliveryChannel(db().sql, "email");
    expect(await redeliver(db().sql, "failed")).toBe(0);
    expect(await stateOn(db(), leadId, "email")).toMatchObject({ status: "failed" });
  });
});
