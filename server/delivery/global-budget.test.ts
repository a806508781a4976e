// Past the global budget (RATE_LIMIT_GLOBAL_PER_MINUTE), a genuine lead is not held silently: it
// is delivered with a mark when nothing in it looks like spam, a spammy one is held, and the
// operator hears of it in the log, the metrics and one notice per episode (not one per lead).
import { afterEach, beforeEach, expect, it } from "vitest";
import { describeOnPostgres } from "../../testing/database-engines.ts";
import { captureLogs, insertLead, resetOutbox, stateOn, statesOf, until, createTestOutboxWorker } from "../../testing/outbox-kit.ts";
import { createSmtpReceiver, type SmtpReceiver } from "../../testing/smtp-receiver.ts";
import { createEmailChannel } from "./channels.ts";
import { type OutboxWorker } from "./outbox-worker.ts";

const email = (smtpUrl: string) => ({ smtpUrl, to: ["team@agency.example"], from: "site@agency.example" });
const noticeSubject = "Contact messages arrived past the global budget";

describeOnPostgres("leads past the global budget", (engine) => {
  const db = () => engine().db;
  let smtp: SmtpReceiver;
  let worker: OutboxWorker | undefined;
  let logs: ReturnType<typeof captureLogs>;
  const screened: { spam: boolean; overGlobalBudget: boolean }[] = [];

  beforeEach(async () => {
    await resetOutbox(db());
    await db().sql.query("update private.global_budget_alert set last_seen_at = null, alerted_at = null");
    smtp = await createSmtpReceiver();
    logs = captureLogs();
    worker = createTestOutboxWorker({
      sql: db().sql,
      channels: [createEmailChannel(email(smtp.url))],
      logger: logs.logger,
      pollMs: 60_000,
      retry: { baseMs: 50, capMs: 100 },
      onScreened: (verdict) => screened.push(verdict),
    });
    await worker.start();
  });
  afterEach(async () => {
    await worker?.stop();
    await smtp.close();
    await db().setRateLimits({ perClient: Infinity, perClientWindowSeconds: 600, globalPerMinute: Infinity });
  });

  const settled = (leadId: string) =>
    until(
      () => statesOf(db(), leadId),
      (states) => states.length === 1 && states.every((state) => !["new", "pending"].includes(state.status)),
    );
  const reasonsOf = async (leadId: string) =>
    (await db().sql.query<{ reasons: string[] }>("select reasons from private.lead_screenings where submission_id = $1", [leadId]))[0]
      ?.reasons;

  it("delivers a genuine lead with a mark, holds a spammy one, and tells the operator once", async () => {
    // Spend the minute's budget first (earlier rows of this minute may already count towards it).
    await db().setRateLimits({ perClient: Infinity, perClientWindowSeconds: 600, globalPerMinute: 1 });
    await insertLead(db(), { message: "A first enquiry about an app for our clinic" });
    const genuine = await insertLead(db(), { message: "We need a booking app for our three studios. Could we talk next week?" });
    const spammy = await insertLead(db(), {
      message: "Casino bonus! Free spins https://bit.ly/a1 https://bit.ly/b2 https://tinyurl.com/c3 claim now",
    });
    const another = await insertLead(db(), { message: "Our shop needs a new website with online ordering, budget about 20k." });

    await Promise.all([genuine, spammy, another].map(settled));
    expect(await stateOn(db(), genuine, "email")).toMatchObject({ status: "delivered" });
    expect(await stateOn(db(), another, "email")).toMatchObject({ status: "delivered" });
    expect(await reasonsOf(genuine)).toContain("over-global-budget");
    expect(await stateOn(db(), spammy, "email")).toMatchObject({ status: "held" });
    expect(await reasonsOf(spammy)).toContain("over-global-budget");

    // One notice for the episode, however many leads came past the budget.
    const notices = () => Promise.resolve(smtp.received.filter((mail) => mail.mail.subject === noticeSubject));
    const [notice] = await until(notices, (found) => found.length === 1);
    expect(notice!.mail.text).toContain("RATE_LIMIT_GLOBAL_PER_MINUTE");
    const past = screened.filter((verdict) => verdict.overGlobalBudget);
    expect(past).toHaveLength(3);
    expect(past.filter((verdict) => verdict.spam)).toHaveLength(1);
    expect(logs.lines.some((line) => /"level":40.*"msg":"leads arrived past the global budget"/.test(line))).toBe(true);
    // Four agency e-mails can only be: the first lead, the two genuine ones past the budget, and the one notice.
    await until(
      () => Promise.resolve(smtp.received.length),
      (count) => count === 4,
    );
    expect(await notices()).toHaveLength(1);
  });
});
