// One delivery attempt and its limits: a deadline shorter than the lease, never
// two attempts of one job at once, exactly once through a slow relay with a backlog;
// giving up counted from attempts and the first attempt, with jitter; no password over a
// plain SMTP connection; chat mentions that ping no one.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { describeOnPostgres } from "../../testing/database-engines.ts";
import {
  captureLogs,
  insertLead,
  insertLeads,
  resetOutbox,
  stateOn,
  until,
  createTestOutboxWorker,
  schemaOutboxDefaults,
  type TestOutboxWorkerOptions,
} from "../../testing/outbox-kit.ts";
import { createSmtpReceiver } from "../../testing/smtp-receiver.ts";
import { createWebhookReceiver } from "../../testing/webhook-receiver.ts";
import { createEmailChannel, createWebhookChannel } from "./channels.ts";
import { serveDeliveryChannels } from "../leads/delivery-channels-store.ts";
import { readSettings } from "../settings/schema.ts";
import { SettingError } from "../settings/setting-error.ts";
import { retryDelayMs } from "../leads/delivery-jobs-store.ts";
import { createOutboxWorker, type OutboxWorker } from "./outbox-worker.ts";

const readNotifyConfig = (env: Record<string, string>) => readSettings(env, ["notify"]).notify;

const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

describe("the lease and the attempt's deadline", () => {
  it("refuses a lease shorter than twice the attempt timeout, in the worker and in the settings", () => {
    expect(() =>
      createOutboxWorker({
        ...schemaOutboxDefaults().tuning,
        receiptsPerHour: 20,
        sql: {} as never,
        channels: [],
        logger: captureLogs().logger,
        leaseMs: 1_000,
        attemptTimeoutMs: 800,
      }),
    ).toThrow(
      new SettingError("Invalid configuration: OUTBOX_LEASE_SECONDS (1) must be at least 2 × OUTBOX_ATTEMPT_TIMEOUT_SECONDS (0.8)"),
    );
    expect(() => readNotifyConfig({ OUTBOX_LEASE_SECONDS: "20" })).toThrow(
      "Invalid configuration: OUTBOX_LEASE_SECONDS (20) must be at least 2 × OUTBOX_ATTEMPT_TIMEOUT_SECONDS (30)",
    );
    expect(readNotifyConfig({ OUTBOX_LEASE_SECONDS: "20", OUTBOX_ATTEMPT_TIMEOUT_SECONDS: "10" }).tuning).toMatchObject({
      leaseMs: 20_000,
      attemptTimeoutMs: 10_000,
    });
  });

  it("waits between half and all of the doubled delay (jitter), capped", () => {
    const policy = { baseMs: 1_000, capMs: 8_000, maxAgeMs: 0, minAttempts: 1 };
    expect(retryDelayMs(policy, 1, 0)).toBe(500);
    expect(retryDelayMs(policy, 1, 1)).toBe(1_000);
    expect(retryDelayMs(policy, 3, 0.5)).toBe(3_000);
    expect(retryDelayMs(policy, 10, 1)).toBe(8_000);
  });
});

describeOnPostgres("delivery attempts", (engine) => {
  const workers: OutboxWorker[] = [];
  const db = () => engine().db;
  const start = async (
    options: Omit<TestOutboxWorkerOptions, "sql" | "logger"> & { logger?: ReturnType<typeof captureLogs>["logger"] },
  ) => {
    const worker = createTestOutboxWorker({ sql: db().sql, logger: captureLogs().logger, pollMs: 60_000, ...options });
    workers.push(worker);
    await worker.start();
    return worker;
  };

  beforeAll(async () => {
    await db().setRateLimits({ perClient: Infinity, perClientWindowSeconds: 600, globalPerMinute: Infinity });
  });
  beforeEach(() => resetOutbox(db()));
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  });

  it("never runs two attempts of one job at once, whatever the lease, against a receiver slower than the deadline", async () => {
    const receiver = await createWebhookReceiver({ secret });
    receiver.delayMs = 1_500; // slower than the attempt's deadline: every attempt times out
    // Attempts of the job running at once, counted where the worker hands it to the channel.
    const webhook = createWebhookChannel({ url: receiver.url, secret, format: "standard" });
    let running = 0;
    let peak = 0;
    const counted = {
      ...webhook,
      async deliver(...args: Parameters<typeof webhook.deliver>) {
        peak = Math.max(peak, ++running);
        try {
          await webhook.deliver(...args);
        } finally {
          running--;
        }
      },
    };
    await start({
      channels: [counted],
      leaseMs: 600,
      attemptTimeoutMs: 300,
      retry: { baseMs: 20, capMs: 40 },
    });
    const leadId = await insertLead(db());
    await receiver.waitForRequests(5);
    const state = await stateOn(db(), leadId, "webhook");
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await receiver.stop();
    expect(peak).toBe(1);
    expect(state).toMatchObject({ status: "pending", lastErrorKind: "timeout" });
  });

  it("gives up on a receiver that never answers: each attempt ends at its deadline, and the job becomes failed", async () => {
    const receiver = await createWebhookReceiver({ secret });
    receiver.answer = "hang";
    await start({
      channels: [createWebhookChannel({ url: receiver.url, secret, format: "standard" })],
      leaseMs: 1_000,
      attemptTimeoutMs: 200,
      retry: { baseMs: 20, capMs: 40, maxAgeMs: 0, minAttempts: 3 },
    });
    const leadId = await insertLead(db());
    const failed = await until(
      () => stateOn(db(), leadId, "webhook"),
      (state) => state?.status === "failed",
    );
    await receiver.stop();
    expect(failed).toMatchObject({ attempts: 3, lastErrorKind: "timeout" });
  });

  it(
    "delivers a backlog exactly once through a slow mail relay, none waiting in the pool past its lease",
    { timeout: 60_000 },
    async () => {
      const smtp = await createSmtpReceiver();
      // 16 leads through 2 connections at 800 ms each: queued in the pool, the last would wait 6.4 s.
      smtp.delayMs = 800;
      await start({
        channels: [createEmailChannel({ smtpUrl: smtp.url, to: ["team@agency.example"], from: "site@agency.example" })],
        leaseMs: 6_000,
        attemptTimeoutMs: 3_000,
        concurrency: 16,
        retry: { baseMs: 50, capMs: 100 },
      });
      const ids = await insertLeads(
        db(),
        Array.from({ length: 16 }, () => ({})),
      );
      await smtp.waitForMails(16, 30_000);
      const states = await until(
        () => Promise.all(ids.map((id) => stateOn(db(), id, "email"))),
        (all) => all.every((state) => state?.status === "delivered"),
      );
      await Promise.all(workers.splice(0).map((worker) => worker.stop()));
      await smtp.close();
      expect(smtp.received).toHaveLength(16);
      expect(new Set(smtp.received.map((mail) => mail.mail.messageId)).size).toBe(16);
      expect(states.map((state) => state!.attempts)).toEqual(ids.map(() => 1));
    },
  );

  it("counts giving up from the attempts and the first attempt: a lead queued two days ago survives one 5xx", async () => {
    const receiver = await createWebhookReceiver({ secret });
    receiver.answer = 503;
    const channels = [createWebhookChannel({ url: receiver.url, secret, format: "standard" })];
    // No delivering worker ran for two days: the lead and its job are that old, never attempted.
    await serveDeliveryChannels(db().sql, ["webhook"]);
    await start({ channels: [] });
    const leadId = await insertLead(db());
    await until(
      () => stateOn(db(), leadId, "webhook"),
      (state) => state?.status === "pending",
    );
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await db().sql.query(
      "update private.lead_deliveries set created_at = now() - interval '2 days', next_attempt_at = now() - interval '2 days' where submission_id = $1",
      [leadId],
    );
    await start({ channels, leaseMs: 5_000, retry: { baseMs: 60_000, capMs: 60_000 } });
    const afterOne = await until(
      () => stateOn(db(), leadId, "webhook"),
      (state) => (state?.attempts ?? 0) >= 1 && state?.lastErrorKind !== null,
    );
    await receiver.stop();
    expect(afterOne).toMatchObject({ status: "pending", attempts: 1, lastErrorKind: "http-503" });
  });

  it("refuses to send an SMTP password over a relay that offers no STARTTLS, with a clear error kind", async () => {
    const smtp = await createSmtpReceiver({ acceptLogin: true });
    const url = smtp.url.replace("smtp://", "smtp://site-user:s3cret@");
    const channels = [createEmailChannel({ smtpUrl: url, to: ["team@agency.example"], from: "site@agency.example" })];
    await start({ channels, retry: { baseMs: 60_000, capMs: 60_000 } });
    const leadId = await insertLead(db());
    const refused = await until(
      () => stateOn(db(), leadId, "email"),
      (state) => state?.lastErrorKind !== null && state?.lastErrorKind !== undefined,
    );
    expect(refused).toMatchObject({ status: "pending", lastErrorKind: "smtp-tls-required" });
    expect(smtp.received).toHaveLength(0);
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));

    // SMTP_ALLOW_PLAINTEXT=1: a relay on the same host may take it in clear.
    await db().sql.query("delete from private.lead_deliveries");
    const allowed = [createEmailChannel({ smtpUrl: url, to: ["team@agency.example"], from: "site@agency.example", allowPlaintext: true })];
    await start({ channels: allowed });
    await insertLead(db());
    const [mail] = await smtp.waitForMails(1);
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await smtp.close();
    expect(mail!.user).toBe("site-user");
  });

  it("neutralises @everyone, @here and @channel in chat messages, as <!channel> is", async () => {
    const receiver = await createWebhookReceiver();
    await start({ channels: [createWebhookChannel({ url: receiver.url, secret: undefined, format: "slack" })] });
    await insertLead(db(), { name: "Eve @everyone", company: "@here Co", message: "Hi @channel and @ALL" });
    const [request] = await receiver.waitForRequests(1);
    await receiver.stop();
    const text = (request!.body as { text: string }).text;
    expect(text).not.toMatch(/@(everyone|here|channel|all)\b/i);
    expect(text).toContain("Eve @\u200beveryone");
    expect(text).toContain("Hi @\u200bchannel and @\u200bALL");
  });
});
