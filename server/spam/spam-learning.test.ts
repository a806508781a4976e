// The spam model learning from the operator, on both engines: `--spam` on a few messages of a
// kind the shipped model does not know makes the next one held; `--not-spam` on a false positive
// makes a similar genuine message delivered; erasing a person takes what was learned from their
// messages out of the counts; and marks of padded ordinary enquiries (issue 42's poisoning) do
// not make the filter hold genuine messages. Leads are stored as the site stores them, screened as a worker
// screens them, and marked with the verbs `npm run leads` runs.
import { beforeAll, beforeEach, expect, it } from "vitest";
import { describeOnPostgres } from "../../testing/database-engines.ts";
import { insertLead, resetOutbox, screenAsWorker } from "../../testing/outbox-kit.ts";
import type { SqlDatabase } from "../db/sql-database.ts";
import { verbNamed } from "../leads/operator-verbs.ts";
import { erasePerson } from "../privacy/person-data.ts";
import { classifyLead, type SpamInput } from "./classify-lead.ts";
import { genuineCorpus } from "./corpus/genuine.ts";
import { officeFurnitureFourth, officeFurnitureMarks } from "./corpus/office-furniture.ts";
import { paddedMarks } from "./lesson-poisoning.ts";

// What `npm run leads -- --spam <id>` and `--not-spam <id>` run on the database.
const markLeadAsSpam = (db: SqlDatabase, id: string) => verbNamed("spam")!.run(db, { spam: id }, {}) as Promise<{ found: boolean }>;
const releaseLead = (db: SqlDatabase, id: string) => verbNamed("not-spam")!.run(db, { "not-spam": id }, {}) as Promise<{ found: boolean }>;

const newKind = officeFurnitureMarks;
const fourth = officeFurnitureFourth;

const noContext = { senderRule: null, sameMessageFromOtherAddresses: 0 } as const;

describeOnPostgres("the spam model learning from the operator", (engine) => {
  const db = () => engine().db;
  let sent = 0;
  const screen = async (fields: SpamInput) => {
    // insertLead finds the stored lead by its name: each one unique.
    const stored = { ...fields, name: `${fields.name} ${++sent}` };
    const id = await insertLead(db(), stored);
    const screened = await screenAsWorker(db().sql);
    return { id, stored, verdict: screened.find((lead) => lead.leadId === id)!.verdict };
  };
  const learnedCounts = async () =>
    await db().sql.query<{ bucket: number; spam: number; genuine: number }>(
      "select bucket, spam, genuine from private.spam_learned_counts order by bucket",
    );

  beforeAll(async () => {
    await db().setRateLimits({ perClient: Infinity, perClientWindowSeconds: 600, globalPerMinute: Infinity });
  });
  beforeEach(() => resetOutbox(db()));

  it("three messages of a new kind marked as spam make a fourth, worded differently, held", async () => {
    // The shipped model alone lets this kind through: it has never seen it.
    expect(classifyLead(fourth, noContext).spam).toBe(false);
    for (const message of newKind) {
      const { id } = await screen(message);
      expect(await markLeadAsSpam(db(), id)).toMatchObject({ found: true });
    }
    const { verdict } = await screen(fourth);
    expect(verdict.spam).toBe(true);
    expect(verdict.reasons).not.toContain("sender-marked-spam"); // another sender: the model held it
    expect(verdict.reasons.find((reason) => reason.startsWith("model +"))).toMatch(/^model \+\d\.\d\d: ".+"/);
  });

  it("a mark the other way undoes the first: --not-spam after --spam leaves only the genuine lesson", async () => {
    const { id } = await screen(newKind[0]!);
    await markLeadAsSpam(db(), id);
    const afterSpam = await learnedCounts();
    expect(afterSpam.length).toBeGreaterThan(5);
    expect(afterSpam.every((row) => row.spam === 1 && row.genuine === 0)).toBe(true);
    await releaseLead(db(), id);
    const afterRelease = await learnedCounts();
    expect(afterRelease.map((row) => row.bucket)).toEqual(afterSpam.map((row) => row.bucket));
    expect(afterRelease.every((row) => row.spam === 0 && row.genuine === 1)).toBe(true);
    // Marking the same way twice counts once.
    await releaseLead(db(), id);
    expect(await learnedCounts()).toEqual(afterRelease);
  });

  it("--not-spam on a false positive makes a similar genuine message delivered", async () => {
    const falsePositive: SpamInput = {
      name: "Nadia Rahman",
      email: "nadia@clearpath-seo.com",
      company: "ClearPath SEO",
      message:
        "Hi, we are an SEO agency. We offer SEO services, link building and guest posts to our clients, and we need a development partner to rebuild our clients' websites. Our first project: a 40-page site for a dental group. Can we talk about your rates?",
    };
    const similar: SpamInput = {
      name: "Tom Becker",
      email: "tom@rankwise-agency.de",
      company: "Rankwise",
      message:
        "Hello, we are a small SEO agency offering SEO services and link building. We need a development partner to rebuild our clients' websites: the first is a 30-page site for a law firm. What are your rates?",
    };
    const first = await screen(falsePositive);
    expect(first.verdict.spam).toBe(true);
    expect(classifyLead(similar, noContext).spam).toBe(true); // before the lesson, the shipped model holds it too
    await releaseLead(db(), first.id);
    const { verdict } = await screen(similar);
    expect(verdict.spam).toBe(false);
    // The release took weight off the model's (the shipped model alone still leans spam on it).
    expect(verdict.reasons.find((reason) => reason.startsWith("lessons "))).toMatch(/^lessons -/);
  });

  it("erasing a person removes what their messages taught the model", async () => {
    const other = await screen(newKind[1]!);
    await markLeadAsSpam(db(), other.id);
    const before = await learnedCounts();
    const erased = await screen({ ...newKind[2]!, email: "Lena.Vogt@officefit-moebel.de" });
    await markLeadAsSpam(db(), erased.id);
    expect(await learnedCounts()).not.toEqual(before);

    await erasePerson(db().sql, "lena.vogt@officefit-moebel.de");
    expect(await db().sql.query("select 1 from private.spam_lessons where submission_id = $1", [erased.id])).toEqual([]);
    expect(await learnedCounts()).toEqual(before); // every bucket of theirs taken back out, nothing else touched
  });

  it(
    "three padded marks of ordinary enquiries hold at most 1% more of a genuine set; each keeps at most 40 words",
    { timeout: 120_000 },
    async () => {
      // Issue 42, finding 1: ~4.8 KB stitched from ordinary enquiries, delivered, then marked spam.
      for (const mark of paddedMarks()) {
        const { id, verdict } = await screen(mark);
        expect(verdict.spam).toBe(false);
        await markLeadAsSpam(db(), id);
      }
      const stored = await db().sql.query<{ words: number }>("select cardinality(buckets) as words from private.spam_lessons");
      expect(stored.map((row) => row.words).every((words) => words > 0 && words <= 40)).toBe(true);

      const noLessons = { senderRule: null, sameMessageFromOtherAddresses: 0 } as const;
      let newlyHeld = 0;
      for (const message of genuineCorpus) {
        const { stored, verdict } = await screen(message);
        if (verdict.spam && !classifyLead(stored, noLessons).spam) newlyHeld++;
      }
      expect(newlyHeld).toBeLessThanOrEqual(Math.floor(genuineCorpus.length / 100));
    },
  );
});
