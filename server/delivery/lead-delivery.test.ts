// Lead delivery end to end: the insert queues the jobs (a trigger), a worker
// delivers them to a real HTTP receiver or a real SMTP server, retries, gives up, and the
// operator's redelivery queues them again.
import { afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import { DatabaseError } from "../db/types.ts";
import { describeOnPostgres } from "../../testing/database-engines.ts";
import { captureLogs, insertLeadStoredBeforeControlChecks, until, createTestOutboxWorker } from "../../testing/outbox-kit.ts";
import { createSmtpReceiver } from "../../testing/smtp-receiver.ts";
import { createWebhookReceiver } from "../../testing/webhook-receiver.ts";
import { createEmailChannel, createWebhookChannel } from "./channels.ts";
import { type OutboxWorker } from "./outbox-worker.ts";
import { removeDeliveryChannel, serveDeliveryChannels } from "../leads/delivery-channels-store.ts";
import { deliveryStates, redeliver, type DeliveryState } from "../leads/delivery-jobs-store.ts";
import { statusSql } from "../leads/delivery-status.ts";

const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
// No polling to speak of: new jobs must wake the worker, retries are timed by their due time.
const fast = { leaseMs: 5_000, pollMs: 60_000, retry: { baseMs: 50, capMs: 200 } };

describeOnPostgres("lead delivery", (engine) => {
  let worker: OutboxWorker | undefined;
  const stopWorker = async () => {
    await worker?.stop();
    worker = undefined;
  };
  let leadCount = 0;
  /** Stores one lead the way the server does (as anon) and returns its id. */
  const insertLead = async (fields: Partial<{ name: string; email: string; company: string | null; message: string }> = {}) => {
    const name = fields.name ?? `Visitor ${++leadCount} ${Math.random().toString(36).slice(2, 8)}`;
    await engine().db.insertContactSubmissions(
      [
        {
          name,
          email: fields.email ?? "ada@example.com",
          company: fields.company ?? null,
          message: fields.message ?? "We need a booking app",
        },
      ],
      { clientAddress: "203.0.113.9" },
    );
    const [row] = await engine().db.sql.query<{ id: string }>("select id from public.contact_submissions where name = $1", [name]);
    return row!.id;
  };
  const statesOf = async (leadId: string): Promise<DeliveryState[]> => (await deliveryStates(engine().db.sql, [leadId])).get(leadId) ?? [];

  beforeAll(async () => {
    await engine().db.setRateLimits({ perClient: Infinity, perClientWindowSeconds: 600, globalPerMinute: Infinity });
  });
  beforeEach(async () => {
    await engine().db.sql.query("delete from private.lead_deliveries");
    await engine().db.sql.query("delete from private.delivery_channels");
  });
  afterEach(stopWorker);

  it("queues one job per active delivery channel in the insert's transaction, awaiting screening, and none without channels", async () => {
    const { sql } = engine().db;
    await serveDeliveryChannels(sql, ["webhook", "email"]);
    const both = await insertLead();
    expect((await statesOf(both)).map((state) => [state.channel, state.status])).toEqual([
      ["email", "new"],
      ["webhook", "new"],
    ]);
    // A batch the database refuses (the second row breaks a check) queues nothing either.
    const refused = await engine()
      .db.insertContactSubmissions(
        [
          { name: "Kept out", email: "k@example.com", company: null, message: "first" },
          { name: "Kept out", email: "not an address", company: null, message: "second" },
        ],
        { clientAddress: "203.0.113.9" },
      )
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DatabaseError);
    const [{ jobs }] = (await sql.query("select count(*)::int as jobs from private.lead_deliveries")) as [{ jobs: number }];
    expect(jobs).toBe(2);

    await removeDeliveryChannel(sql, "webhook");
    await removeDeliveryChannel(sql, "email");
    expect(await statesOf(await insertLead())).toEqual([]);
  });

  it("keeps the outbox out of anon's reach", async () => {
    const denied = (text: string) =>
      engine()
        .asAnon(text)
        .then(
          () => "allowed",
          (error: unknown) => (error instanceof DatabaseError ? error.code : String(error)),
        );
    for (const table of ["private.lead_deliveries", "private.delivery_channels", "private.lead_screenings", "private.sender_rules"]) {
      expect(await denied(`select * from ${table}`)).toBe("42501");
      expect(await denied(`delete from ${table}`)).toBe("42501");
    }
    expect(await denied(`update private.lead_deliveries set status = ${statusSql.delivered}`)).toBe("42501");
    expect(await denied("insert into private.delivery_channels (name) values ('webhook')")).toBe("42501");
    expect(await denied("select private.queue_lead_deliveries()")).toBe("42501");
  });

  it("posts each new lead to the webhook at once, signed per Standard Webhooks, exactly once", async () => {
    const receiver = await createWebhookReceiver({ secret });
    const { logger } = captureLogs();
    worker = createTestOutboxWorker({
      sql: engine().db.sql,
      channels: [createWebhookChannel({ url: receiver.url, secret, format: "standard" })],
      logger,
      ...fast,
    });
    await worker.start();
    const ids = [
      await insertLead({ name: "Ada Lovelace", company: "Analytical Engines", message: "A booking app\nfor our studios" }),
      await insertLead(),
      await insertLead(),
    ];
    const received = await receiver.waitForRequests(3);
    await stopWorker();
    await receiver.stop();

    expect(received).toHaveLength(3); // nothing more arrived until the worker stopped
    expect(received.every((request) => request.verified)).toBe(true);
    const states = await deliveryStates(engine().db.sql, ids);
    const deliveryIds = ids.map((id) => states.get(id)?.[0]?.id);
    expect(new Set(received.map((request) => request.webhookId))).toEqual(new Set(deliveryIds));
    expect(ids.map((id) => states.get(id)?.[0]?.status)).toEqual(["delivered", "delivered", "delivered"]);
    const ada = received.find((request) => request.webhookId === deliveryIds[0])!.body;
    expect(ada).toEqual({
      type: "contact_submission.created",
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      data: {
        id: ids[0],
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        name: "Ada Lovelace",
        email: "ada@example.com",
        company: "Analytical Engines",
        message: "A booking app\nfor our studios",
      },
    });
  });

  it("keeps trying while the receiver is down, then failing, and delivers once it is back, with the same webhook-id", async () => {
    const receiver = await createWebhookReceiver({ secret, listening: false });
    const { lines, logger } = captureLogs();
    worker = createTestOutboxWorker({
      sql: engine().db.sql,
      channels: [createWebhookChannel({ url: receiver.url, secret, format: "standard" })],
      logger,
      ...fast,
    });
    await worker.start();
    const leadId = await insertLead({ name: "Grace Hopper", email: "grace@example.com", company: "Navy", message: "Compilers" });

    const down = await until(
      () => statesOf(leadId),
      ([state]) => (state?.attempts ?? 0) >= 2,
    );
    expect(down[0]).toMatchObject({ status: "pending", lastErrorKind: "network-ECONNREFUSED", nextAttemptAt: expect.any(Date) });

    receiver.answer = 500;
    await receiver.start();
    await receiver.waitForRequests(2);
    expect(
      (
        await until(
          () => statesOf(leadId),
          ([state]) => state?.lastErrorKind === "http-500",
        )
      )[0]?.status,
    ).toBe("pending");

    receiver.answer = 200;
    const [delivered] = await until(
      () => statesOf(leadId),
      ([state]) => state?.status === "delivered",
    );
    await stopWorker();
    await receiver.stop();

    const ids = new Set(receiver.received.map((request) => request.webhookId));
    expect(ids).toEqual(new Set([delivered!.id]));
    expect(receiver.received.filter((request) => request.answer === 200)).toHaveLength(1);
    // One line per attempt, naming the delivery and the outcome, and nothing the visitor typed or the receiver said.
    const attempts = lines.filter((line) => line.includes("lead delivery attempt"));
    expect(attempts.length).toBeGreaterThanOrEqual(4);
    expect(attempts.at(-1)).toContain('"outcome":"delivered"');
    expect(attempts.every((line) => line.includes(delivered!.id))).toBe(true);
    for (const personal of ["Grace", "grace@example.com", "Navy", "Compilers", "private error text"]) {
      expect(lines.join("\n")).not.toContain(personal);
    }
  });

  it("gives up after the retry window, keeps the job as failed, and delivers it when the operator redelivers", async () => {
    const receiver = await createWebhookReceiver({ secret });
    receiver.answer = 503;
    const { logger } = captureLogs();
    const channels = [createWebhookChannel({ url: receiver.url, secret, format: "standard" })];
    worker = createTestOutboxWorker({
      sql: engine().db.sql,
      channels,
      logger,
      ...fast,
      retry: { ...fast.retry, maxAgeMs: 0, minAttempts: 1 },
    });
    await worker.start();
    const leadId = await insertLead();
    const [failed] = await until(
      () => statesOf(leadId),
      ([state]) => state?.status === "failed",
    );
    expect(failed).toMatchObject({ attempts: 1, lastErrorKind: "http-503", nextAttemptAt: null });

    receiver.answer = 200;
    expect(await redeliver(engine().db.sql, "failed")).toBe(1);
    const [delivered] = await until(
      () => statesOf(leadId),
      ([state]) => state?.status === "delivered",
    );
    expect(delivered).toMatchObject({ id: failed!.id, attempts: 1, lastErrorKind: null });
    // Redelivering one lead queues it again even though it was delivered.
    expect(await redeliver(engine().db.sql, leadId)).toBe(1);
    await receiver.waitForRequests(3);
    await stopWorker();
    await receiver.stop();
    expect(new Set(receiver.received.map((request) => request.webhookId))).toEqual(new Set([failed!.id]));
  });

  it("stops without waiting on a receiver that never answers, and the next worker delivers that lead after the lease", async () => {
    const receiver = await createWebhookReceiver({ secret });
    receiver.answer = "hang";
    const channels = () => [createWebhookChannel({ url: receiver.url, secret, format: "standard" })];
    const { logger } = captureLogs();
    const hanging = createTestOutboxWorker({ sql: engine().db.sql, channels: channels(), logger, ...fast, leaseMs: 500, stopGraceMs: 100 });
    await hanging.start();
    const leadId = await insertLead();
    await receiver.waitForRequests(1);
    await hanging.stop(); // resolves after its grace period although the request still hangs

    receiver.answer = 200;
    worker = createTestOutboxWorker({ sql: engine().db.sql, channels: channels(), logger, ...fast, leaseMs: 500 });
    await worker.start();
    const [delivered] = await until(
      () => statesOf(leadId),
      ([state]) => state?.status === "delivered",
    );
    await stopWorker();
    await receiver.stop();
    expect(delivered!.attempts).toBeGreaterThanOrEqual(2);
    expect(new Set(receiver.received.map((request) => request.webhookId))).toEqual(new Set([delivered!.id]));
  });

  it("retries an e-mail the SMTP server refused, showing the reply code, and sends it once accepted", async () => {
    const smtp = await createSmtpReceiver();
    smtp.refuseWith = 452;
    worker = createTestOutboxWorker({
      sql: engine().db.sql,
      channels: [createEmailChannel({ smtpUrl: smtp.url, to: ["team@agency.example"], from: "site@agency.example" })],
      logger: captureLogs().logger,
      ...fast,
    });
    await worker.start();
    const leadId = await insertLead();
    const [refused] = await until(
      () => statesOf(leadId),
      ([state]) => state?.lastErrorKind !== null && state?.lastErrorKind !== undefined,
    );
    expect(refused).toMatchObject({ channel: "email", status: "pending", lastErrorKind: "smtp-452" });
    smtp.refuseWith = undefined;
    await until(
      () => statesOf(leadId),
      ([state]) => state?.status === "delivered",
    );
    await stopWorker();
    await smtp.close();
    expect(smtp.received).toHaveLength(1);
  });

  it("sends Slack-style webhooks as readable text", async () => {
    const receiver = await createWebhookReceiver();
    worker = createTestOutboxWorker({
      sql: engine().db.sql,
      channels: [createWebhookChannel({ url: receiver.url, secret: undefined, format: "slack" })],
      logger: captureLogs().logger,
      ...fast,
    });
    await worker.start();
    await insertLead({ name: "Ada <!channel>", company: "Engines & Co", email: "ada@example.com", message: "Hello\nthere" });
    const [request] = await receiver.waitForRequests(1);
    await stopWorker();
    await receiver.stop();
    expect(request!.body).toEqual({
      text: "*New contact message from Ada &lt;!channel&gt;*\nCompany: Engines &amp; Co\nE-mail: ada@example.com\n\n> Hello\n> there",
    });
  });

  it("e-mails the lead to every recipient, Reply-To the visitor, and nothing typed can add a header or a recipient", async () => {
    const smtp = await createSmtpReceiver();
    worker = createTestOutboxWorker({
      sql: engine().db.sql,
      channels: [
        createEmailChannel({ smtpUrl: smtp.url, to: ["team@agency.example", "sales@agency.example"], from: "site@agency.example" }),
      ],
      logger: captureLogs().logger,
      ...fast,
    });
    await worker.start();
    await insertLead({
      name: "Ada Lovelace",
      company: "Analytical Engines",
      email: "ada@example.com",
      message: "Line one\n<b>not bold</b>",
    });
    // The database refuses line breaks in a name now; a lead stored before it did may hold them.
    await insertLeadStoredBeforeControlChecks(engine().db, {
      name: "Mallory\r\nBcc: victim@evil.example",
      company: "Evil\nX-Injected: yes\r\nTo: other@evil.example",
      email: "mallory@evil.example",
      message: "Hi",
    });
    const mails = await smtp.waitForMails(2);
    await stopWorker();
    await smtp.close();

    const ada = mails.find((m) => m.mail.subject?.includes("Ada"))!;
    expect(ada.envelopeTo).toEqual(["team@agency.example", "sales@agency.example"]);
    expect(ada.mail.subject).toBe("New contact message from Ada Lovelace (Analytical Engines)");
    expect(ada.mail.replyTo?.value).toEqual([{ address: "ada@example.com", name: "Ada Lovelace" }]);
    expect(ada.mail.from?.value).toEqual([{ address: "site@agency.example", name: "" }]);
    expect(ada.mail.text).toContain("Company: Analytical Engines");
    expect(ada.mail.text).toContain("Line one\n<b>not bold</b>");
    expect(ada.mail.html).toContain("&lt;b&gt;not bold&lt;/b&gt;");

    const mallory = mails.find((m) => m.mail.subject?.includes("Mallory"))!;
    expect(mallory.envelopeTo).toEqual(["team@agency.example", "sales@agency.example"]);
    expect(mallory.mail.subject).toBe(
      "New contact message from Mallory Bcc: victim@evil.example (Evil X-Injected: yes To: other@evil.example)",
    );
    expect(mallory.mail.headers.has("x-injected")).toBe(false);
    expect(mallory.mail.headers.has("bcc")).toBe(false);
    expect(mallory.mail.to).toMatchObject({ value: [{ address: "team@agency.example" }, { address: "sales@agency.example" }] });
    const headerBlock = mallory.raw.split("\r\n\r\n")[0]!;
    expect(headerBlock).not.toMatch(/^(Bcc|X-Injected|To: other)/im);
  });
});
