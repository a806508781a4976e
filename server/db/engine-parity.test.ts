// The two engines agree. The server's suites run on PostgreSQL (testing/database-engines.ts);
// `npm start` runs on embedded PGlite, so this suite runs one representative path through every
// part of the schema on both, asserts what each answers, and then that both answered the same:
// migrations, the insert and what anon may do, the rate limits, screening, the outbox's claim,
// retry and give-up, the operator's verbs and listing, erasure and retention, removing a channel, the
// spam check's lessons and sender rules. PGlite's own file
// behaviours (data directory, owner-only files, memory, locking, the leads socket) have their own
// tests in server/db/pglite-*.test.ts, owner-only-data-dir.test.ts and the smoke tests that spawn
// the real commands.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineNames, freshDatabases, type EngineName } from "../../testing/database-engines.ts";
import { insertLead, resetOutbox, screenAsWorker } from "../../testing/outbox-kit.ts";
import { storedLeads } from "../../testing/stored-leads.ts";
import { claimDeliveries, markDelivered, markFailedAttempt, redeliver } from "../leads/delivery-jobs-store.ts";
import { serveDeliveryChannels } from "../leads/delivery-channels-store.ts";
import { statusSql } from "../leads/delivery-status.ts";
import { listLeadsWithDeliveries } from "../leads/lead-listing-store.ts";
import { checkArgs, type VerbInput } from "../leads/operator-verb.ts";
import { verbNamed } from "../leads/operator-verbs.ts";
import { replyForDatabaseFailure } from "../intake/postgrest-error.ts";
import { erasePerson } from "../privacy/person-data.ts";
import { purgeExpiredLeads } from "../privacy/retention.ts";
import { senderRuleDays } from "../spam/sender-rules.ts";
import { actAsAnonSql, insertContactSubmissionsSql, insertParameters, requestHeadersJson } from "./insert-sql.ts";
import { readMigrations } from "./migrate.ts";
import type { SqlDatabase } from "./sql-database.ts";
import { DatabaseError } from "./types.ts";

const lead = { name: "Ada Lovelace", email: "ada@example.com", company: null, message: "A booking app for our studios" };

/** What each engine answered, behaviour by behaviour, with ids and times left out: compared at the end. */
const observed: Record<EngineName, Record<string, unknown>> = { PGlite: {}, PostgreSQL: {} };

/** A rejected statement as the HTTP layer would answer it, or "stored". */
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => "stored",
    (error: unknown) => {
      if (!(error instanceof DatabaseError)) throw error;
      const reply = replyForDatabaseFailure(error);
      return { status: reply.status, code: reply.error.code };
    },
  );

/** Runs one operator verb on the database, as the running server's socket or the command does. */
const runVerb = async (db: SqlDatabase, name: string, input: VerbInput) => {
  const verb = verbNamed(name)!;
  const checked = checkArgs(verb, input);
  if ("error" in checked) throw new Error(checked.error);
  return verb.run(db, checked.args, {});
};

for (const engineName of engineNames) {
  // A whole path per test, and PGlite opening a data directory: slow on a busy machine.
  describe(`the engines agree: the schema's behaviours on ${engineName}`, { timeout: 120_000 }, () => {
    let opened: Awaited<ReturnType<(typeof freshDatabases)[number]["open"]>>;
    const db = () => opened.db;
    const seen = observed[engineName];
    const asAnon = (text: string, params: unknown[] = [], clientAddress = "203.0.113.7") =>
      db().sql.transaction(async (tx) => {
        await tx.query(actAsAnonSql, [requestHeadersJson({ clientAddress })]);
        return tx.query(text, params);
      });

    beforeAll(async () => {
      opened = await freshDatabases.find((engine) => engine.name === engineName)!.open();
    }, 120_000);
    afterAll(() => opened?.dispose());

    it("applied every migration, in order", async () => {
      const applied = await db().sql.query<{ name: string }>("select name from private.schema_migrations order by name");
      seen.migrations = applied.map((row) => row.name);
      expect(seen.migrations).toEqual((await readMigrations()).map((migration) => migration.name));
    });

    it("stores a visitor's message, and anon may insert but not read, change or delete", async () => {
      await db().setRateLimits({ perClient: 1000, perClientWindowSeconds: 600, globalPerMinute: 1000 });
      await asAnon("insert into public.contact_submissions (name, email, company, message) values ($1, $2, $3, $4)", [
        lead.name,
        lead.email,
        lead.company,
        lead.message,
      ]);
      seen.stored = (await storedLeads(db(), { limit: 10 })).map(({ name, email, company, message }) => ({
        name,
        email,
        company,
        message,
      }));
      expect(seen.stored).toEqual([lead]);
      seen.anon = {
        read: await outcome(asAnon("select * from public.contact_submissions")),
        update: await outcome(asAnon("update public.contact_submissions set message = 'changed'")),
        delete: await outcome(asAnon("delete from public.contact_submissions")),
        blankName: await outcome(db().insertContactSubmissions([{ ...lead, name: " " }], { clientAddress: "203.0.113.8" })),
      };
      expect(seen.anon).toEqual({
        read: { status: 401, code: "42501" },
        update: { status: 401, code: "42501" },
        delete: { status: 401, code: "42501" },
        blankName: { status: 400, code: "23514" },
      });
    });

    it("refuses a client over its limit, until the window has passed (the database's clock, app.now)", async () => {
      await db().setRateLimits({ perClient: 2, perClientWindowSeconds: 600, globalPerMinute: 1000 });
      const insertAt = (seconds: number) =>
        outcome(
          db().sql.transaction(async (tx) => {
            await tx.query("select set_config('app.now', $1, true)", [
              new Date(Date.parse("2030-01-01T00:00:00Z") + seconds * 1000).toISOString(),
            ]);
            await tx.query(actAsAnonSql, [requestHeadersJson({ clientAddress: "192.0.2.1" })]);
            await tx.query(insertContactSubmissionsSql, insertParameters([lead]));
          }),
        );
      seen.rateLimits = [await insertAt(0), await insertAt(1), await insertAt(2), await insertAt(601)];
      expect(seen.rateLimits).toEqual(["stored", "stored", { status: 429, code: "PT429" }, "stored"]);
      await db().setRateLimits({ perClient: Infinity, perClientWindowSeconds: 600, globalPerMinute: Infinity });
      await db().sql.exec("truncate public.contact_submissions cascade; truncate private.contact_submission_events;");
    });

    it("queues a delivery awaiting screening, screens it, then claims, retries, gives up and redelivers it", async () => {
      const { sql } = db();
      await serveDeliveryChannels(sql, ["webhook"]);
      const id = await insertLead(db(), {
        name: "Grace Hopper",
        email: "grace@example.com",
        message: "We need a booking app for our clinic",
      });
      const status = async () =>
        (await sql.query<{ status: string }>("select status from private.lead_deliveries where submission_id = $1", [id]))[0]!.status;
      const steps: unknown[] = [await status()];
      const screened = await screenAsWorker(sql);
      steps.push(
        screened.map((one) => one.verdict.spam),
        await status(),
      );

      const policy = { baseMs: 1, capMs: 1, maxAgeMs: 0, minAttempts: 2 };
      const claim = () => claimDeliveries(sql, { channel: "webhook", limit: 10, leaseMs: 60_000 });
      const [first] = await claim();
      steps.push(first!.attempt, (await claim()).length); // leased: not claimed twice
      steps.push(await markFailedAttempt(sql, first!, "http-500", policy).then((result) => result?.gaveUp), await status());
      await sql.query("update private.lead_deliveries set next_attempt_at = now() where submission_id = $1", [id]);
      const [second] = await claim();
      steps.push(
        second!.attempt,
        await markFailedAttempt(sql, second!, "http-500", policy).then((result) => result?.gaveUp),
        await status(),
      );
      steps.push(await redeliver(sql, "failed"), await status());
      const [third] = await claim();
      steps.push(await markDelivered(sql, third!), await markDelivered(sql, third!), await status());
      seen.outbox = steps;
      expect(steps).toEqual(["new", [false], "pending", 1, 0, false, "pending", 2, true, "failed", 1, "pending", true, false, "delivered"]);
    });

    it("lists leads in their folders, and the operator's --spam and --not-spam move them", async () => {
      const { sql } = db();
      const id = await insertLead(db(), {
        name: "Sam Porter",
        email: "sam@porter-physio.example",
        message: "A quote for a booking app, please",
      });
      await screenAsWorker(sql);
      const folders = async () => ({
        inbox: (await listLeadsWithDeliveries(db(), { limit: 10, folder: "inbox" })).map((one) => `${one.name} (${one.spam_decided_by})`),
        spam: (await listLeadsWithDeliveries(db(), { limit: 10, folder: "spam" })).map((one) => `${one.name} (${one.spam_decided_by})`),
      });
      const steps: unknown[] = [await folders()];
      steps.push(await runVerb(db(), "spam", { spam: id }), await folders());
      steps.push(await runVerb(db(), "not-spam", { "not-spam": id }), await folders());
      const statuses = await sql.query<{ status: string }>(`select status from private.lead_deliveries where submission_id = $1`, [id]);
      steps.push(statuses.map((row) => row.status));
      seen.folders = steps;
      expect(steps).toEqual([
        { inbox: ["Sam Porter (filter)", "Grace Hopper (filter)"], spam: [] },
        { found: true, deliveries: 1 },
        { inbox: ["Grace Hopper (filter)"], spam: ["Sam Porter (operator)"] },
        { found: true, deliveries: 1 },
        { inbox: ["Sam Porter (operator)", "Grace Hopper (filter)"], spam: [] },
        ["pending"],
      ]);
    });

    it("erases everything of one address and nothing of another, and purges leads past their retention", async () => {
      const { sql } = db();
      await insertLead(db(), { name: "Dana", email: "dana@example.com" });
      await insertLead(db(), { name: "Dana again", email: "Dana@Example.com" });
      await insertLead(db(), { name: "Adana", email: "adana@example.com" });
      const held = (await runVerb(db(), "person", { person: "DANA@example.com" })) as { leads: { name: string }[] };
      const erased = await runVerb(db(), "erase", { erase: "dana@example.com", yes: true });
      const after = (await runVerb(db(), "person", { person: "dana@example.com" })) as { leads: unknown[] };
      await sql.query(`update public.contact_submissions set created_at = now() - interval '100 days' where name = 'Grace Hopper'`);
      await sql.query(`update private.lead_deliveries set status = ${statusSql.delivered}`);
      const purged = await purgeExpiredLeads(sql, { leadRetentionDays: 90, spamRetentionDays: 30 });
      const left = (await storedLeads(db(), { limit: 10 })).map((one) => one.name).sort();
      seen.privacy = { held: held.leads.map((one) => one.name), erased, after: after.leads.length, purged, left };
      expect(seen.privacy).toEqual({
        held: ["Dana", "Dana again"],
        erased: { leads: 2, deliveries: 2, screenings: 2, senderRules: 0, lessons: 0 },
        after: 0,
        purged: { leads: 1, spam: 0, senderRules: 0 },
        left: ["Adana", "Sam Porter"],
      });
    });

    it("makes waiting deliveries due with --redeliver pending, and cancels them with --remove-channel", async () => {
      const { sql } = db();
      await insertLead(db(), { name: "Lin", email: "lin@example.com", message: "A booking app for our clinic, please" });
      await screenAsWorker(sql);
      await sql.query(`update private.lead_deliveries set next_attempt_at = now() + interval '1 hour' where status = ${statusSql.pending}`);
      const redelivered = await runVerb(db(), "redeliver", { redeliver: "pending" });
      const removed = (await runVerb(db(), "remove-channel", { "remove-channel": "webhook" })) as { removed: boolean; cancelled: number };
      const statuses = await sql.query<{ status: string }>(
        "select d.status from private.lead_deliveries d join public.contact_submissions s on s.id = d.submission_id where s.name = 'Lin'",
      );
      seen.channels = {
        redelivered,
        removed: { removed: removed.removed, cancelled: removed.cancelled },
        statuses: statuses.map((row) => row.status),
      };
      expect(seen.channels).toEqual({ redelivered: { requeued: 1 }, removed: { removed: true, cancelled: 1 }, statuses: ["cancelled"] });
    });

    // The spam check's learning (server/spam/spam-learning, sender-rules and lesson-privacy tests run
    // on PostgreSQL): what an operator's mark stores, what it changes, and what erasure and retention take.
    it("learns from --spam and --not-spam, holds a marked sender until the rule lapses, and erasure and retention take both", async () => {
      const { sql } = db();
      await resetOutbox(db());
      await serveDeliveryChannels(sql, ["webhook"]);
      const screen = async (fields: { name: string; email: string; message: string }) => {
        const id = await insertLead(db(), fields);
        const verdict = (await screenAsWorker(sql)).find((one) => one.leadId === id)!.verdict;
        return { id, held: verdict.spam, bySender: verdict.reasons.includes("sender-marked-spam") };
      };
      const learned = async () =>
        (
          await sql.query<{ buckets: number; spam: number; genuine: number }>(
            "select count(*)::int as buckets, coalesce(sum(spam), 0)::int as spam, coalesce(sum(genuine), 0)::int as genuine from private.spam_learned_counts",
          )
        )[0]!;
      const lessonWords = async () =>
        (await sql.query<{ words: number }>("select cardinality(buckets) as words from private.spam_lessons")).map((row) => row.words);
      const vendor = {
        email: "lena.vogt@officefit-moebel.de",
        message: "We need a booking app for our physiotherapy clinic, with reminders by text message.",
      };

      const first = await screen({ name: "Lena Vogt 1", ...vendor });
      const steps: Record<string, unknown> = { first: first.held };
      steps.marked = await runVerb(db(), "spam", { spam: first.id });
      const afterMark = await learned();
      steps.lessonWithinBound = (await lessonWords()).every((words) => words > 0 && words <= 40);
      const { held, bySender } = await screen({ name: "Lena Vogt 2", ...vendor, message: "Could you quote a small booking site?" });
      steps.sameSender = { held, bySender };
      await runVerb(db(), "not-spam", { "not-spam": first.id });
      const afterRelease = await learned();
      steps.turned = {
        sameBuckets: afterRelease.buckets === afterMark.buckets,
        spam: afterRelease.spam,
        genuine: afterRelease.genuine > 0,
      };
      await runVerb(db(), "spam", { spam: first.id });
      await sql.query(`update private.sender_rules set decided_at = now() - make_interval(days => $1::int) where email_lower = $2`, [
        senderRuleDays + 1,
        vendor.email,
      ]);
      steps.afterLapse = (await screen({ name: "Lena Vogt 3", ...vendor, message: "Could you quote a small booking site?" })).bySender;
      steps.erased = await erasePerson(sql, vendor.email.toUpperCase());
      steps.leftAfterErasure = await learned();

      const kept = await screen({ name: "Lena Vogt 4", ...vendor });
      await runVerb(db(), "spam", { spam: kept.id });
      await sql.query("update public.contact_submissions set created_at = now() - interval '40 days' where id = $1", [kept.id]);
      steps.purged = await purgeExpiredLeads(sql, { leadRetentionDays: 90, spamRetentionDays: 30 });
      steps.lessonsAfterPurge = (await lessonWords()).length;
      seen.spam = steps;
      expect(seen.spam).toEqual({
        first: false,
        marked: { found: true, deliveries: 1 },
        lessonWithinBound: true,
        sameSender: { held: true, bySender: true },
        turned: { sameBuckets: true, spam: 0, genuine: true },
        afterLapse: false,
        erased: expect.objectContaining({ lessons: 1, senderRules: 1 }),
        leftAfterErasure: { buckets: 0, spam: 0, genuine: 0 },
        purged: expect.objectContaining({ spam: 1 }),
        lessonsAfterPurge: 0,
      });
    });
  });
}

describe("the engines agree", () => {
  it("PGlite answered every behaviour above as PostgreSQL did", () => {
    expect(Object.keys(observed.PGlite)).toEqual([
      "migrations",
      "stored",
      "anon",
      "rateLimits",
      "outbox",
      "folders",
      "privacy",
      "channels",
      "spam",
    ]);
    expect(observed.PGlite).toEqual(observed.PostgreSQL);
  });
});
