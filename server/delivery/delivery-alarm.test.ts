// The alarm: a delivery channel failing every attempt for
// ALERT_AFTER_MINUTES is announced once through the other working channels, once more when it
// recovers, by one worker of several; with one channel, an error-level log line and what
// `leads` prints its warning from; a job given up on is announced the same way.
import { afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import { describeOnPostgres } from "../../testing/database-engines.ts";
import {
  captureLogs,
  insertLead,
  resetOutbox,
  stateOn,
  until,
  createTestOutboxWorker,
  type TestOutboxWorkerOptions,
} from "../../testing/outbox-kit.ts";
import { createSmtpReceiver, type SmtpReceiver } from "../../testing/smtp-receiver.ts";
import { createWebhookReceiver, type WebhookReceiver } from "../../testing/webhook-receiver.ts";
import { createEmailChannel, createWebhookChannel } from "./channels.ts";
import { channelHealth } from "../leads/delivery-channels-store.ts";
import { type OutboxWorker } from "./outbox-worker.ts";

const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

describeOnPostgres("the delivery alarm", (engine) => {
  const workers: OutboxWorker[] = [];
  let receiver: WebhookReceiver;
  let smtp: SmtpReceiver;
  const db = () => engine().db;
  const start = async (options: Partial<TestOutboxWorkerOptions> & { withEmail?: boolean } = {}) => {
    const { withEmail = true, ...rest } = options;
    const channels = [createWebhookChannel({ url: receiver.url, secret, format: "standard" })];
    if (withEmail) channels.push(createEmailChannel({ smtpUrl: smtp.url, to: ["team@agency.example"], from: "site@agency.example" }));
    const worker = createTestOutboxWorker({
      sql: db().sql,
      channels,
      logger: captureLogs().logger,
      pollMs: 60_000,
      alertAfterMs: 300,
      retry: { baseMs: 50, capMs: 100 },
      ...rest,
    });
    workers.push(worker);
    await worker.start();
    return worker;
  };
  const mailsAbout = (subject: string) => smtp.received.filter((mail) => mail.mail.subject === subject);

  beforeAll(async () => {
    await db().setRateLimits({ perClient: Infinity, perClientWindowSeconds: 600, globalPerMinute: Infinity });
  });
  beforeEach(async () => {
    await resetOutbox(db());
    receiver = await createWebhookReceiver({ secret });
    smtp = await createSmtpReceiver();
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await receiver.stop();
    await smtp.close();
  });

  it("tells the operator once by e-mail when the webhook keeps failing, and once when it recovers, from one of two workers", async () => {
    receiver.answer = 500;
    await start();
    await start();
    await insertLead(db(), { name: "Ada Secret", email: "ada.secret@example.com", message: "Confidential plans" });
    await until(
      async () => mailsAbout("Lead delivery by webhook is failing").length,
      (count) => count >= 1,
    );
    const seen = receiver.received.length;
    await receiver.waitForRequests(seen + 4); // more failures: no second alarm
    expect(mailsAbout("Lead delivery by webhook is failing")).toHaveLength(1);
    const [health] = (await channelHealth(db().sql)).filter((channel) => channel.name === "webhook");
    expect(health).toMatchObject({ active: true, failingSince: expect.any(Date), alertedAt: expect.any(Date) });

    receiver.answer = 200;
    await until(
      async () => mailsAbout("Lead delivery by webhook works again").length,
      (count) => count >= 1,
    );
    await insertLead(db()); // more successes: no second recovery notice
    await receiver.waitForRequests(receiver.received.filter((request) => request.answer === 200).length + 1);
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    expect(mailsAbout("Lead delivery by webhook is failing")).toHaveLength(1);
    expect(mailsAbout("Lead delivery by webhook works again")).toHaveLength(1);
    const notices = smtp.received.filter((mail) => mail.mail.subject?.startsWith("Lead delivery by webhook"));
    for (const notice of notices) {
      expect(notice.mail.text).not.toMatch(/Ada|ada\.secret|Confidential/);
      expect(notice.envelopeTo).toEqual(["team@agency.example"]);
    }
    const [after] = (await channelHealth(db().sql)).filter((channel) => channel.name === "webhook");
    expect(after).toMatchObject({ failingSince: null, alertedAt: null, lastSuccessAt: expect.any(Date) });
  });

  it("with one channel, says so in an error-level log line and in what `leads` reads", async () => {
    receiver.answer = 503;
    const { lines, logger } = captureLogs();
    await start({ withEmail: false, logger });
    await insertLead(db());
    const line = await until(
      async () => lines.find((entry) => entry.includes('"notice":"channel-failing"')),
      (found) => found !== undefined,
    );
    expect(JSON.parse(line!)).toMatchObject({ level: 50, channel: "webhook" });
    expect(JSON.parse(line!).msg).toMatch(/^Lead delivery by webhook has failed every attempt for \d+ minutes/);
    const [health] = await channelHealth(db().sql);
    expect(health).toMatchObject({
      name: "webhook",
      active: true,
      failingSince: expect.any(Date),
      alertedAt: expect.any(Date),
      pending: 1,
    });
  });

  it("announces a lead given up on through the other channel", async () => {
    receiver.answer = 503;
    await start({ retry: { baseMs: 50, capMs: 100, maxAgeMs: 0, minAttempts: 2 }, alertAfterMs: 3_600_000 });
    const leadId = await insertLead(db());
    await until(
      () => stateOn(db(), leadId, "webhook"),
      (state) => state?.status === "failed",
    );
    const [notice] = await until(
      async () => mailsAbout("A lead could not be delivered by webhook"),
      (found) => found.length >= 1,
    );
    expect(notice!.mail.text).toContain(leadId);
    expect(notice!.mail.text).toContain("npm run -s leads -- --redeliver failed");
  });
});
