// The screening's SQL (tables in db/migrations/0006 and 0009): the leads the insert trigger left
// unscreened, what the database knows about a lead's sender and message, the verdict and what it
// moves (spam → held; otherwise → pending, due in the order the leads came, the visitor's receipt
// → skipped when it is not to be sent), and the receipts sent (once a day per mailbox, the hourly
// cap, and each domain's share of it). The screening step that decides is server/delivery/lead-screening.ts; here is what is written.
import type { SqlEngine, SqlQueries } from "../db/sql-engine.ts";
import { currentSenderRule } from "../spam/sender-rules.ts";
import { fromSql, statusSql, toSql } from "./delivery-status.ts";
import { visitorChannelsSql } from "./delivery-channels.ts";

const receiptLockKey = 0x72637074; // "rcpt"

/**
 * A lead awaiting its verdict, with the four fields the classifier reads and `marks`: what the
 * insert trigger noted before screening (over-global-budget).
 */
export type WaitingLead = { submission_id: string; name: string; email: string; company: string | null; message: string; marks: string[] };

/** Why a lead's receipt is not sent. */
export type ReceiptSkipReason =
  "receipt-non-public-address" | "receipt-disposable-address" | "receipt-sent-recently" | "receipt-domain-cap" | "receipt-hourly-cap";

/** Up to `limit` unscreened leads, locked for this transaction (SKIP LOCKED: workers screening at once take different leads). */
export const lockWaitingLeads = (tx: SqlQueries, limit: number) =>
  tx.query<WaitingLead>(
    `select l.submission_id, s.name, s.email, s.company, s.message, l.reasons as marks
       from private.lead_screenings l join public.contact_submissions s on s.id = l.submission_id
      where l.screened_at is null
      limit $1
        for update of l skip locked`,
    [limit],
  );

/** What the database knows of the sender (the operator's rule, while it lasts) and the message (other addresses that sent it in 24 hours). */
export async function senderHistory(
  tx: SqlQueries,
  lead: WaitingLead,
  fingerprint: string,
): Promise<{ senderRule: "allow" | "deny" | null; sameMessageFromOtherAddresses: number }> {
  const [repeated] = await tx.query<{ addresses: number }>(
    `select count(distinct lower(s.email))::int as addresses
       from private.lead_screenings l join public.contact_submissions s on s.id = l.submission_id
      where l.fingerprint = $1 and l.screened_at > now() - interval '24 hours' and lower(s.email) <> lower($2)`,
    [fingerprint, lead.email],
  );
  return { senderRule: await currentSenderRule(tx, lead.email), sameMessageFromOtherAddresses: repeated?.addresses ?? 0 };
}

/** The filter's verdict on one lead, as its screening row. */
export const recordVerdict = (
  tx: SqlQueries,
  leadId: string,
  verdict: { spam: boolean; score: number; reasons: readonly string[] },
  fingerprint: string,
) =>
  tx.query(
    `update private.lead_screenings
        set screened_at = now(), spam = $2, score = $3, reasons = $4::text[], fingerprint = $5, decided_by = 'filter'
      where submission_id = $1`,
    [leadId, verdict.spam, verdict.score, verdict.reasons, fingerprint],
  );

/** Spam: the lead's jobs awaiting screening are held. */
export const holdScreenedSpam = (tx: SqlQueries, leadId: string) =>
  tx.query(`update private.lead_deliveries set status = ${toSql("screenedSpam")} where submission_id = $1 and ${fromSql("screenedSpam")}`, [
    leadId,
  ]);

/** Whether the lead has a visitor's receipt awaiting its screening. */
export async function hasReceiptAwaitingScreening(tx: SqlQueries, leadId: string): Promise<boolean> {
  const [receipt] = await tx.query(
    `select 1 from private.lead_deliveries where submission_id = $1 and channel in ${visitorChannelsSql} and status = ${statusSql.new}`,
    [leadId],
  );
  return receipt !== undefined;
}

/**
 * No spam: the lead's jobs awaiting screening become pending, due at the lead's creation (workers
 * claim oldest first, so leads go out in the order they came); its receipt is skipped with
 * `receiptSkipReason` when there is one.
 */
export const passScreened = (tx: SqlQueries, leadId: string, receiptSkipReason: string | undefined) =>
  tx.query(
    `update private.lead_deliveries
        set status = case when channel in ${visitorChannelsSql} and $2::text is not null then ${toSql("screened", "skipped")}
                          else ${toSql("screened", "pending")} end,
            skip_reason = case when channel in ${visitorChannelsSql} then $2::text end,
            next_attempt_at = created_at
      where submission_id = $1 and ${fromSql("screened")}`,
    [leadId, receiptSkipReason ?? null],
  );

/**
 * Claims a receipt for `mailbox` (hashed), or says why not: one per mailbox per 24 hours,
 * `caps.perDomainPerHour` for the mailbox's domain (hashed) and `caps.perHour` across every worker.
 * A claimed receipt is recorded in the caller's transaction.
 */
export async function claimReceipt(
  tx: SqlQueries,
  { mailbox, domain }: { mailbox: string; domain: string },
  caps: { perHour: number; perDomainPerHour: number },
): Promise<"receipt-sent-recently" | "receipt-domain-cap" | "receipt-hourly-cap" | undefined> {
  // Two workers screening two leads of one mailbox at once: the second waits for the first's
  // transaction and then sees its record. (The two-key form is a key space of its own: no one-key
  // lock elsewhere collides with it.)
  await tx.query("select pg_advisory_xact_lock($1, hashtext($2))", [receiptLockKey, mailbox]);
  const [recent] = await tx.query(
    "select 1 from private.receipts_sent where mailbox_hash = $1 and sent_at > now() - interval '24 hours' limit 1",
    [mailbox],
  );
  if (recent) return "receipt-sent-recently";
  // The hourly caps, counted across every worker: one lock for all, taken only for a receipt to send.
  await tx.query("select pg_advisory_xact_lock($1, 0)", [receiptLockKey]);
  const [sent] = await tx.query<{ count: number; domain_count: number }>(
    `select count(*)::int as count, (count(*) filter (where domain_hash = $1))::int as domain_count
       from private.receipts_sent where sent_at > now() - interval '1 hour'`,
    [domain],
  );
  // The domain's share first: a domain past it is one sender's doing, and spends none of the hour's.
  if ((sent?.domain_count ?? 0) >= caps.perDomainPerHour) return "receipt-domain-cap";
  if ((sent?.count ?? 0) >= caps.perHour) return "receipt-hourly-cap";
  await tx.query("insert into private.receipts_sent (mailbox_hash, domain_hash) values ($1, $2)", [mailbox, domain]);
  // What no rule can see any more goes, a bounded batch at a time.
  await tx.query(
    `delete from private.receipts_sent where ctid = any (array(
       select ctid from private.receipts_sent where sent_at < now() - interval '24 hours' limit 100))`,
  );
  return undefined;
}

/**
 * Claims the one notice per hour that the receipt cap was reached: true for the one worker that
 * should tell the operator now.
 */
export async function claimReceiptCapAlert(sql: SqlEngine): Promise<boolean> {
  const claimed = await sql.query(
    `update private.receipt_cap_alert set alerted_at = now()
      where alerted_at is null or alerted_at < now() - interval '1 hour' returning 1`,
  );
  return claimed.length > 0;
}
