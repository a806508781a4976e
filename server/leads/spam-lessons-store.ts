// This site's lessons for the spam model (db/migrations/0010_spam_lessons.sql, 0013): each lead
// the operator marked, as at most 40 of its message's words, each stored as a keyed bucket number
// (lesson-weights.ts chooses the words, lesson-key.ts keys them), and its sender as an HMAC of the
// address. No text, no n-gram, no word pair, no digit. The database keeps the per-bucket sums;
// the screening reads those of a lead's words. A lesson is deleted with its lead (retention,
// erasure); erasure and access also find a person's lessons by the sender's HMAC.
import type { SqlQueries } from "../db/sql-engine.ts";
import type { SpamInput } from "../spam/classify-lead.ts";
import { checkLessonKey, type LessonKey } from "../spam/lesson-key.ts";
import { lessonBuckets } from "../spam/lesson-weights.ts";
import { shippedModel, type LearnedCounts } from "../spam/spam-model.ts";

/**
 * Records the operator's label for one lead as a lesson (replacing an earlier mark of the same
 * lead, whose contribution the database's trigger takes back). In the caller's transaction.
 */
export async function learnFromOperator(tx: SqlQueries, key: LessonKey, leadId: string, spam: boolean): Promise<void> {
  const [lead] = await tx.query<SpamInput>("select name, email, company, message from public.contact_submissions where id = $1", [leadId]);
  if (!lead) return;
  await checkLessonKey(tx, key);
  const buckets = lessonBuckets(shippedModel(), lead).map(key.storedBucket);
  await tx.query(
    `insert into private.spam_lessons (submission_id, sender_hmac, spam, buckets)
     values ($1, $4, $2, $3::integer[])
     on conflict (submission_id) do update set spam = excluded.spam, buckets = excluded.buckets, learned_at = now()
       where private.spam_lessons.spam is distinct from excluded.spam`,
    [leadId, spam, buckets, key.sender(lead.email)],
  );
}

/** Erasure: deletes every lesson learned from the address's messages (the trigger takes them out of the counts). Resolves with how many. */
export async function forgetSender(tx: SqlQueries, key: LessonKey, email: string): Promise<number> {
  await checkLessonKey(tx, key);
  const gone = await tx.query("delete from private.spam_lessons where sender_hmac = $1 returning 1", [key.sender(email)]);
  return gone.length;
}

/** Access: what the lessons hold on the address, as stored (the label, when, how many keyed words). */
export async function lessonsOfSender(tx: SqlQueries, key: LessonKey, email: string): Promise<Record<string, unknown>[]> {
  await checkLessonKey(tx, key);
  return tx.query(
    `select submission_id, spam, learned_at, cardinality(buckets) as keyed_words
       from private.spam_lessons where sender_hmac = $1 order by learned_at, submission_id`,
    [key.sender(email)],
  );
}

/** What this site learned about the given buckets (with no lessons: nothing, and no query for the buckets). */
export async function learnedCounts(tx: SqlQueries, key: LessonKey, buckets: readonly number[]): Promise<LearnedCounts> {
  const [totals] = await tx.query<{ spam: number; genuine: number }>(
    "select count(*) filter (where spam)::int as spam, count(*) filter (where not spam)::int as genuine from private.spam_lessons",
  );
  const spamDocs = totals?.spam ?? 0;
  const genuineDocs = totals?.genuine ?? 0;
  if (spamDocs + genuineDocs === 0) return { spamDocs, genuineDocs, buckets: new Map() };
  const rows = await tx.query<{ bucket: number; spam: number; genuine: number }>(
    "select bucket, spam, genuine from private.spam_learned_counts where bucket = any ($1::integer[])",
    [buckets.map(key.storedBucket)],
  );
  return {
    spamDocs,
    genuineDocs,
    buckets: new Map(rows.map((row) => [key.bucketOf(row.bucket), { spam: row.spam, genuine: row.genuine }])),
  };
}
