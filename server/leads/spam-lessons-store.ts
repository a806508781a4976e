// This site's lessons for the spam model (db/migrations/0010_spam_lessons.sql): each lead the
// operator marked, as its message's hashed feature buckets (no text, no address). The database
// keeps the per-bucket sums; the screening reads those of a lead's buckets and the model adds
// them to the shipped counts. A lesson names its sender only by a SHA-256 of the lower-cased
// address, which is how erasing a person finds and removes what their messages taught.
import type { SqlQueries } from "../db/sql-engine.ts";
import type { SpamInput } from "../spam/classify-lead.ts";
import { leadBuckets } from "../spam/spam-features.ts";
import type { LearnedCounts } from "../spam/spam-model.ts";

/**
 * Records the operator's label for one lead as a lesson (replacing an earlier mark of the same
 * lead, whose contribution the database's trigger takes back). In the caller's transaction.
 */
export async function learnFromOperator(tx: SqlQueries, leadId: string, spam: boolean): Promise<void> {
  const [lead] = await tx.query<SpamInput>("select name, email, company, message from public.contact_submissions where id = $1", [leadId]);
  if (!lead) return;
  await tx.query(
    `insert into private.spam_lessons (submission_id, sender_sha256, spam, buckets)
     values ($1, ${senderHash("$4")}, $2, $3::integer[])
     on conflict (submission_id) do update set spam = excluded.spam, buckets = excluded.buckets, learned_at = now()
       where private.spam_lessons.spam is distinct from excluded.spam`,
    [leadId, spam, leadBuckets(lead), lead.email],
  );
}

/** The stored form of a sender's address: SHA-256 of the lower-cased address, in hex (the database's lower(), as sender rules use). */
const senderHash = (param: string) => `encode(sha256(convert_to(lower(${param}), 'UTF8')), 'hex')`;

/** Erasure: deletes every lesson learned from the address's messages (the trigger takes them out of the counts). Resolves with how many. */
export async function forgetSender(tx: SqlQueries, email: string): Promise<number> {
  const gone = await tx.query(`delete from private.spam_lessons where sender_sha256 = ${senderHash("$1")} returning 1`, [email]);
  return gone.length;
}

/** What this site learned about the given buckets (with no lessons: nothing, and no query for the buckets). */
export async function learnedCounts(tx: SqlQueries, buckets: readonly number[]): Promise<LearnedCounts> {
  const [totals] = await tx.query<{ spam: number; genuine: number }>(
    "select count(*) filter (where spam)::int as spam, count(*) filter (where not spam)::int as genuine from private.spam_lessons",
  );
  const spamDocs = totals?.spam ?? 0;
  const genuineDocs = totals?.genuine ?? 0;
  if (spamDocs + genuineDocs === 0) return { spamDocs, genuineDocs, buckets: new Map() };
  const rows = await tx.query<{ bucket: number; spam: number; genuine: number }>(
    "select bucket, spam, genuine from private.spam_learned_counts where bucket = any ($1::integer[])",
    [buckets],
  );
  return { spamDocs, genuineDocs, buckets: new Map(rows.map((row) => [row.bucket, { spam: row.spam, genuine: row.genuine }])) };
}
