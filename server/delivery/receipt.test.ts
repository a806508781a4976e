// The visitor's receipt (AUTOREPLY=on) through a real SMTP server, parsed as a mail client reads
// it: one per delivered lead with the right headers and nothing the visitor
// typed; none within 24 hours to the same mailbox however the address is spelled; none for spam;
// none to a local, intranet or IP-literal address; and a global hourly cap that tells the operator.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { describeOnPostgres } from "../../testing/database-engines.ts";
import { captureLogs, insertLead, resetOutbox, stateOn, statesOf, until, createTestOutboxWorker } from "../../testing/outbox-kit.ts";
import { createSmtpReceiver, type SmtpReceiver } from "../../testing/smtp-receiver.ts";
import { createEmailChannel, createReceiptChannel } from "./channels.ts";
import { configuredChannels } from "../settings/notifications.ts";
import { readSettings } from "../settings/schema.ts";
import { type OutboxWorker } from "./outbox-worker.ts";

const readNotifyConfig = (env: Record<string, string>) => readSettings(env, ["notify"]).notify;

const brand = { name: "Meridian Studio", contactEmail: "hello@agency.example", siteUrl: "https://agency.example" };
const email = (smtpUrl: string) => ({ smtpUrl, to: ["team@agency.example"], from: "site@agency.example" });

describe("AUTOREPLY", () => {
  it("needs the e-mail settings, and then adds the receipt channel in the site's brand", () => {
    expect(() => readNotifyConfig({ AUTOREPLY: "on" })).toThrow("Invalid configuration: AUTOREPLY=on needs the e-mail settings");
    const config = readNotifyConfig({
      AUTOREPLY: "on",
      SMTP_URL: "smtp://127.0.0.1:2525",
      NOTIFY_EMAIL_TO: "team@agency.example",
      NOTIFY_EMAIL_FROM: "site@agency.example",
      PUBLIC_BRAND_NAME: "Acme Works",
      PUBLIC_CONTACT_EMAIL: "hi@acme.example",
    });
    expect(configuredChannels(config)).toEqual(["email", "receipt"]);
    expect(config.receipt).toMatchObject({ name: "Acme Works", contactEmail: "hi@acme.example" });
    expect(configuredChannels(readNotifyConfig({ AUTOREPLY: "off" }))).toEqual([]);
  });
});

describeOnPostgres("the visitor's receipt", (engine) => {
  let smtp: SmtpReceiver;
  let worker: OutboxWorker | undefined;
  const db = () => engine().db;
  const receiptsTo = (address: string) =>
    smtp.received.filter((mail) => mail.envelopeTo.includes(address) && mail.mail.headers.get("auto-submitted") === "auto-replied");
  const settled = (leadId: string) =>
    until(
      () => statesOf(db(), leadId),
      (states) => states.length === 2 && states.every((state) => !["new", "pending"].includes(state.status)),
    );

  beforeAll(async () => {
    await db().setRateLimits({ perClient: Infinity, perClientWindowSeconds: 600, globalPerMinute: Infinity });
  });
  beforeEach(async () => {
    await resetOutbox(db());
    smtp = await createSmtpReceiver();
    worker = createTestOutboxWorker({
      sql: db().sql,
      channels: [createEmailChannel(email(smtp.url)), createReceiptChannel(email(smtp.url), brand)],
      logger: captureLogs().logger,
      pollMs: 60_000,
      retry: { baseMs: 50, capMs: 100 },
    });
    await worker.start();
  });
  afterEach(async () => {
    await worker?.stop();
    await smtp.close();
  });

  it("sends one receipt per delivered lead: the brand, the promise, Reply-To the agency, Auto-Submitted, none of the message", async () => {
    const leadId = await insertLead(db(), {
      name: "Ada Lovelace",
      email: "ada@example.com",
      company: "Analytical Engines",
      message: "Our secret roadmap is attached",
    });
    await settled(leadId);
    const [receipt, ...more] = receiptsTo("ada@example.com");
    expect(more).toEqual([]);
    expect(receipt!.envelopeTo).toEqual(["ada@example.com"]);
    expect(receipt!.mail.replyTo?.value).toEqual([{ address: "hello@agency.example", name: "" }]);
    expect(receipt!.mail.from?.value).toEqual([{ address: "site@agency.example", name: "Meridian Studio" }]);
    expect(receipt!.mail.subject).toBe("We received your message - Meridian Studio");
    expect(receipt!.mail.text).toMatch(/^Hello,\n/);
    expect(receipt!.mail.text).toContain("We reply within 1-2 business days.");
    expect(receipt!.mail.html).toContain("Meridian Studio");
    for (const typed of ["secret roadmap", "Analytical", "Ada", "Lovelace"]) {
      expect(receipt!.raw).not.toContain(typed);
    }
    expect(await stateOn(db(), leadId, "receipt")).toMatchObject({ status: "delivered" });

    // A second lead from the same address within 24 hours: delivered to the agency, no receipt.
    const again = await insertLead(db(), { email: "ADA@example.com" });
    await settled(again);
    expect(await stateOn(db(), again, "receipt")).toMatchObject({
      status: "skipped",
      lastErrorKind: null,
      skipReason: "receipt-sent-recently",
    });
    expect(await stateOn(db(), again, "email")).toMatchObject({ status: "delivered" });
    expect(receiptsTo("ada@example.com")).toHaveLength(1);
    expect(receiptsTo("ADA@example.com")).toHaveLength(0);
  });

  it("sends no receipt for spam", async () => {
    await db().sql.query("insert into private.sender_rules (email_lower, rule) values ('bot@spam.example', 'deny')");
    const leadId = await insertLead(db(), { email: "bot@spam.example" });
    expect(await settled(leadId)).toMatchObject([
      { channel: "email", status: "held" },
      { channel: "receipt", status: "held" },
    ]);
    // A later genuine lead goes out, so the spam's would have by now.
    const genuine = await insertLead(db(), { email: "grace@example.com" });
    await settled(genuine);
    expect(smtp.received.some((mail) => mail.envelopeTo.includes("bot@spam.example"))).toBe(false);
  });

  it("echoes nothing typed in the name: no link, no look-alike domain, no phone number, not even the name", async () => {
    // The spam check holds a link in the name; a sender the operator trusts is never held, so the
    // receipt itself must carry none of it.
    await db().sql.query("insert into private.sender_rules (email_lower, rule) values ('mallory@example.com', 'allow')");
    const leadId = await insertLead(db(), {
      name: "Your account is locked: call +1 800 555 0100 or visit paypal.c\u200bom, evil\uff0ecom, https://evil.example/win",
      email: "mallory@example.com",
    });
    await settled(leadId);
    const [receipt] = receiptsTo("mallory@example.com");
    expect(receipt!.envelopeTo).toEqual(["mallory@example.com"]);
    expect(receipt!.raw).not.toMatch(/locked|800|555|paypal|evil|win/i);
    // The one link is the agency's own site.
    expect(receipt!.mail.text!.match(/https?:\/\/\S+/g)).toEqual(["https://agency.example"]);
    expect(receipt!.mail.text).toMatch(/^Hello,\n/);
  });

  it("sends no receipt to a local, intranet, reserved or IP-literal address (the agency's e-mail still goes)", async () => {
    for (const email of ["root@localhost", "admin@intranet", "ops@corp.local", "me@router.home.arpa", "a@[192.0.2.1]", "a@evil\uff0ecom"]) {
      const leadId = await insertLead(db(), { email });
      await settled(leadId);
      expect({ email, receipt: await stateOn(db(), leadId, "receipt") }).toMatchObject({
        email,
        receipt: { status: "skipped", lastErrorKind: null, skipReason: "receipt-non-public-address" },
      });
      expect(await stateOn(db(), leadId, "email")).toMatchObject({ status: "delivered" });
    }
    expect(smtp.received.filter((mail) => mail.mail.headers.get("auto-submitted") === "auto-replied")).toEqual([]);
  });

  it("counts a mailbox once a day however it is spelled: +tags, case, Gmail's dots and googlemail.com", async () => {
    const first = await insertLead(db(), { email: "grace.hopper@gmail.com" });
    await settled(first);
    expect(await stateOn(db(), first, "receipt")).toMatchObject({ status: "delivered" });
    for (const email of ["GraceHopper+1@gmail.com", "g.r.a.c.e.hopper@googlemail.com", "grace.hopper+x@GMAIL.com"]) {
      const again = await insertLead(db(), { email });
      await settled(again);
      expect({ email, receipt: await stateOn(db(), again, "receipt") }).toMatchObject({
        email,
        receipt: { status: "skipped", lastErrorKind: null, skipReason: "receipt-sent-recently" },
      });
    }
    expect(smtp.received.filter((mail) => mail.mail.headers.get("auto-submitted") === "auto-replied")).toHaveLength(1);
  });

  it("counts Proton's and iCloud's spellings of one mailbox once a day too", async () => {
    for (const [first, ...others] of [
      ["user@proton.me", "u.ser@proton.me", "u-ser@proton.me", "u_ser@proton.me", "user@pm.me"],
      ["user@icloud.com", "user@me.com", "user@mac.com"],
    ] as const) {
      const lead = await insertLead(db(), { email: first });
      await settled(lead);
      expect(await stateOn(db(), lead, "receipt")).toMatchObject({ status: "delivered" });
      for (const email of others) {
        const again = await insertLead(db(), { email });
        await settled(again);
        expect({ email, receipt: await stateOn(db(), again, "receipt") }).toMatchObject({
          email,
          receipt: { skipReason: "receipt-sent-recently" },
        });
      }
    }
    expect(smtp.received.filter((mail) => mail.mail.headers.get("auto-submitted") === "auto-replied")).toHaveLength(2);
  });
});

describeOnPostgres("the receipts' hourly cap", (engine) => {
  const db = () => engine().db;
  /** A worker with the agency's e-mail and the receipt, `receiptsPerHour` at most; each lead's receipt outcome. */
  const startWorker = async (receiptsPerHour: number) => {
    await db().setRateLimits({ perClient: Infinity, perClientWindowSeconds: 600, globalPerMinute: Infinity });
    await resetOutbox(db());
    const smtp = await createSmtpReceiver();
    const worker = createTestOutboxWorker({
      sql: db().sql,
      channels: [createEmailChannel(email(smtp.url)), createReceiptChannel(email(smtp.url), brand)],
      logger: captureLogs().logger,
      pollMs: 60_000,
      retry: { baseMs: 50, capMs: 100 },
      receiptsPerHour,
    });
    await worker.start();
    const receiptOutcomes = async (addresses: readonly string[]) => {
      const outcomes: (string | undefined)[] = [];
      for (const address of addresses) {
        const leadId = await insertLead(db(), { email: address });
        const states = await until(
          () => statesOf(db(), leadId),
          (found) => found.length === 2 && found.every((state) => !["new", "pending"].includes(state.status)),
        );
        const receipt = states.find((state) => state.channel === "receipt");
        outcomes.push(receipt?.skipReason ?? receipt?.status);
      }
      return outcomes;
    };
    return { smtp, worker, receiptOutcomes };
  };

  it("skips receipts past AUTOREPLY_MAX_PER_HOUR from every worker together, and tells the operator once", async () => {
    const { smtp, worker, receiptOutcomes } = await startWorker(2);
    try {
      // Four domains: each domain's own budget (a quarter of the hour's, at least one) is not what stops them here.
      const outcomes = await receiptOutcomes(["ada@example.com", "grace@example.org", "hedy@example.net", "katherine@example.co.uk"]);
      expect(outcomes).toEqual(["delivered", "delivered", "receipt-hourly-cap", "receipt-hourly-cap"]);
      // The operator hears it once, by e-mail (the agency's channel), not once per skipped receipt.
      const notices = async () => smtp.received.filter((mail) => mail.mail.subject === "Visitors' receipts reached their hourly cap");
      const [notice] = await until(notices, (found) => found.length === 1);
      expect(notice!.envelopeTo).toEqual(["team@agency.example"]);
      expect(notice!.mail.text).toContain("cap of 2 an hour");
      // Four leads delivered to the agency, two receipts, one notice: the fourth lead told no one again.
      await until(
        () => Promise.resolve(smtp.received.length),
        (count) => count === 7,
      );
      expect(await notices()).toHaveLength(1);
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });

  it("gives each recipient domain a quarter of the hour's receipts, so one sender's many addresses leave the rest for everyone", async () => {
    const { smtp, worker, receiptOutcomes } = await startWorker(8);
    try {
      const attacker = ["victim1", "victim2", "victim3", "victim4", "victim5"].map((name) => `${name}@target-company.com`);
      expect(await receiptOutcomes(attacker)).toEqual([
        "delivered",
        "delivered",
        "receipt-domain-cap",
        "receipt-domain-cap",
        "receipt-domain-cap",
      ]);
      // Visitors at other domains still get theirs: the domain's refusals did not spend the hour's budget.
      expect(await receiptOutcomes(["lin@example.com", "mae@example.org"])).toEqual(["delivered", "delivered"]);
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });
});
