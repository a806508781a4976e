// What a lesson keeps of a marked lead, attacked the way issue 42's review did (finding 2): a
// brute force over digit strings and a word list against the stored buckets, a SHA-256 of a
// guessed address against the stored sender; and that access, erasure and retention find a
// person's lessons. On both engines, through the verbs `npm run leads` runs.
import { createHash } from "node:crypto";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { describeOnPostgres } from "../../testing/database-engines.ts";
import { insertLead, resetOutbox } from "../../testing/outbox-kit.ts";
import { verbNamed } from "../leads/operator-verbs.ts";
import { erasePerson, personData } from "../privacy/person-data.ts";
import { purgeExpiredLeads } from "../privacy/retention.ts";
import { readCorpus } from "./spam-corpus.ts";
import { hashFeature } from "./spam-features.ts";

const visitor = { name: "Greta Lindqvist", email: "Greta.Lindqvist@bakery-lindqvist.se", company: "Lindqvist Bakery" };
const phoneGroups = ["0176", "4412", "9083"];
const message =
  "Hej! Greta Lindqvist here from the sourdough bakery in Uppsala. Please call me on 0176 4412 9083 about a new website " +
  "with online preorders for our cardamom buns, cinnamon rolls and rye loaves. Thursday afternoons suit me best.";

/** The buckets of a word as spam-features.ts hashes it, unkeyed: its "w:" feature and its character n-grams. */
function attackerBuckets(word: string): number[] {
  const padded = ` ${word} `;
  const grams: number[] = [];
  for (let n = 3; n <= 5; n++) for (let j = 0; j + n <= padded.length; j++) grams.push(hashFeature(`c:${padded.slice(j, j + n)}`));
  return [hashFeature(`w:${word}`), ...grams];
}

describeOnPostgres("what a spam lesson keeps", (engine) => {
  const db = () => engine().db;
  const markSpam = async () => {
    const id = await insertLead(db(), { ...visitor, message });
    await verbNamed("spam")!.run(db(), { spam: id }, {});
    return id;
  };
  /** The stored lessons: their buckets and their sender column, whatever it is named. */
  const stored = async () =>
    (await db().sql.query<{ lesson: Record<string, unknown> }>("select to_jsonb(l) as lesson from private.spam_lessons l")).map(
      ({ lesson }) => ({
        buckets: lesson.buckets as number[],
        sender: Object.entries(lesson).find(([column]) => column.startsWith("sender"))![1] as string,
      }),
    );

  beforeAll(async () => {
    await db().setRateLimits({ perClient: Infinity, perClientWindowSeconds: 600, globalPerMinute: Infinity });
  });
  beforeEach(async () => {
    await resetOutbox(db());
    await db().sql.query("delete from public.contact_submissions");
  });

  it("gives a dictionary attack on the stored buckets nothing: no digits, no words of the message", async () => {
    await markSpam();
    const [lesson] = await stored();
    const held = new Set(lesson!.buckets);
    expect(held.size).toBeGreaterThan(0);
    const hits = (word: string) => attackerBuckets(word).some((bucket) => held.has(bucket));

    // Every four-digit string, as the review brute-forced the phone number.
    const digitHits = Array.from({ length: 10_000 }, (_, n) => String(n).padStart(4, "0")).filter((digits) =>
      held.has(hashFeature(`w:${digits}`)),
    );
    expect(phoneGroups.filter((group) => digitHits.includes(group))).toEqual([]);

    // A word list: the corpus's vocabulary and the message's own words (the attacker's best case).
    const ownWords = [...new Set(message.toLowerCase().match(/\p{L}+/gu)!)];
    const vocabulary = new Set([...readCorpus().flatMap((m) => m.message.toLowerCase().match(/\p{L}+/gu) ?? []), ...ownWords]);
    const recovered = ownWords.filter((word) => vocabulary.has(word) && hits(word));
    // A stored bucket may stand, by chance, where an unkeyed word's would: one such word in the
    // message is chance (about 40 in 65,536 each); the review recovered all of them.
    expect(recovered.length).toBeLessThanOrEqual(1);
    expect(recovered).not.toContain("greta");
    expect(recovered).not.toContain("lindqvist");
  });

  it("names the sender by nothing a guessed address confirms", async () => {
    await markSpam();
    const [lesson] = await stored();
    const guessed = (address: string) => createHash("sha256").update(address).digest("hex");
    expect(lesson!.sender).not.toBe(guessed(visitor.email.toLowerCase()));
    expect(lesson!.sender).not.toBe(guessed(visitor.email));
    expect(lesson!.sender).not.toContain(visitor.email.toLowerCase());
  });

  it("shows the lesson in --person and erases it with --erase, by the sender's key", async () => {
    const id = await markSpam();
    const data = await personData(db().sql, visitor.email.toUpperCase());
    expect(data.spam_lessons).toEqual([expect.objectContaining({ submission_id: id, spam: true })]);
    expect(await erasePerson(db().sql, visitor.email)).toMatchObject({ leads: 1, lessons: 1 });
    expect(await stored()).toEqual([]);
    expect(await db().sql.query("select 1 from private.spam_learned_counts where spam > 0 or genuine > 0")).toEqual([]);
  });

  it("goes with its lead when retention purges the lead", async () => {
    const id = await markSpam();
    await db().sql.query("update public.contact_submissions set created_at = now() - interval '40 days' where id = $1", [id]);
    await db().sql.query("update private.lead_deliveries set status = 'held' where submission_id = $1", [id]);
    expect(await purgeExpiredLeads(db().sql, { spamRetentionDays: 30 })).toMatchObject({ spam: 1 });
    expect(await stored()).toEqual([]);
    expect((await personData(db().sql, visitor.email)).spam_lessons).toEqual([]);
  });
});
