// The screening step every worker runs before delivering: each lead the insert trigger
// left unscreened gets a spam verdict (classifyLead, with what the database knows about the
// sender and the message), and its jobs awaiting screening move on in the same transaction:
// spam → held; otherwise → pending, due in the order the leads came; the visitor's receipt →
// skipped instead when the address is disposable or got a receipt in the last 24 hours.
import type { SqlEngine, SqlQueries } from "../db/sql-engine.ts";
import { outboxWakeupTopic } from "../leads/delivery-jobs-store.ts";
import { fromSql, statusSql, toSql } from "../leads/delivery-status.ts";
import { classifyLead, isDisposableAddress, messageFingerprint, type SpamVerdict } from "../spam/classify-lead.ts";
import { lessonKeyOf, type LessonKey } from "../spam/lesson-key.ts";
import { lessonBuckets } from "../spam/lesson-weights.ts";
import { learnedCounts } from "../spam/spam-lessons.ts";
import { currentSenderRule } from "../spam/sender-rules.ts";
import { shippedModel } from "../spam/spam-model.ts";
import { defaultReceiptsPerHour } from "../settings/notifications.ts";
import { isReceiptAddress, mailboxHash } from "./receipt-address.ts";

const receiptLockKey = 0x72637074; // "rcpt"

export type ReceiptSkipReason =
  "receipt-non-public-address" | "receipt-disposable-address" | "receipt-sent-recently" | "receipt-hourly-cap";

type WaitingRow = { submission_id: string; name: string; email: string; company: string | null; message: string };

export type ScreenedLead = { leadId: string; verdict: SpamVerdict; receiptSkipped?: ReceiptSkipReason };

/**
 * Screens up to `limit` unscreened leads in one transaction (SKIP LOCKED: workers screening at
 * once take different leads). Resolves with what it screened; fewer than `limit` means none is left.
 */
export async function screenWaitingLeads(sql: SqlEngine, limit = 20, receiptsPerHour = defaultReceiptsPerHour): Promise<ScreenedLead[]> {
  const key = lessonKeyOf(sql);
  return sql.transaction(async (tx) => {
    const waiting = await tx.query<WaitingRow>(
      `select l.submission_id, s.name, s.email, s.company, s.message
         from private.lead_screenings l join public.contact_submissions s on s.id = l.submission_id
        where l.screened_at is null
        limit $1
          for update of l skip locked`,
      [limit],
    );
    const screened: ScreenedLead[] = [];
    for (const lead of waiting) screened.push({ leadId: lead.submission_id, ...(await screenOne(tx, key, lead, receiptsPerHour)) });
    // Jobs became pending: wake the workers that deliver them (at commit), which may be other processes.
    if (screened.some((lead) => !lead.verdict.spam)) await tx.query("select pg_notify($1, '')", [outboxWakeupTopic]);
    return screened;
  });
}

async function screenOne(
  tx: SqlQueries,
  key: LessonKey,
  lead: WaitingRow,
  receiptsPerHour: number,
): Promise<{ verdict: SpamVerdict; receiptSkipped?: ReceiptSkipReason }> {
  const fingerprint = messageFingerprint(lead.message);
  const [repeated] = await tx.query<{ addresses: number }>(
    `select count(distinct lower(s.email))::int as addresses
       from private.lead_screenings l join public.contact_submissions s on s.id = l.submission_id
      where l.fingerprint = $1 and l.screened_at > now() - interval '24 hours' and lower(s.email) <> lower($2)`,
    [fingerprint, lead.email],
  );
  const input = { name: lead.name, email: lead.email, company: lead.company, message: lead.message };
  const verdict = classifyLead(input, {
    senderRule: await currentSenderRule(tx, lead.email),
    sameMessageFromOtherAddresses: repeated?.addresses ?? 0,
    learned: await learnedCounts(tx, key, lessonBuckets(shippedModel(), input)),
  });
  await tx.query(
    `update private.lead_screenings
        set screened_at = now(), spam = $2, score = $3, reasons = $4::text[], fingerprint = $5, decided_by = 'filter'
      where submission_id = $1`,
    [lead.submission_id, verdict.spam, verdict.score, verdict.reasons, fingerprint],
  );
  if (verdict.spam) {
    await tx.query(
      `update private.lead_deliveries set status = ${toSql("screenedSpam")} where submission_id = $1 and ${fromSql("screenedSpam")}`,
      [lead.submission_id],
    );
    return { verdict };
  }
  const [receipt] = await tx.query(
    `select 1 from private.lead_deliveries where submission_id = $1 and channel = 'receipt' and status = ${statusSql.new}`,
    [lead.submission_id],
  );
  const skipReceipt = receipt ? await receiptSkipReason(tx, lead, receiptsPerHour) : undefined;
  // Due at the lead's creation: workers claim oldest first, so leads go out in the order they came.
  await tx.query(
    `update private.lead_deliveries
        set status = case when channel = 'receipt' and $2::text is not null then ${toSql("screened", "skipped")}
                          else ${toSql("screened", "pending")} end,
            skip_reason = case when channel = 'receipt' then $2::text end,
            next_attempt_at = created_at
      where submission_id = $1 and ${fromSql("screened")}`,
    [lead.submission_id, skipReceipt ?? null],
  );
  return { verdict, receiptSkipped: skipReceipt };
}

/**
 * Why this lead's receipt is not sent, if it is not (only asked for a lead that is no spam and
 * has a receipt job). A receipt that will be sent is recorded against its mailbox (hashed) and
 * against the hourly cap in the same transaction.
 */
export async function receiptSkipReason(
  tx: SqlQueries,
  lead: { submission_id: string; email: string },
  receiptsPerHour = defaultReceiptsPerHour,
): Promise<ReceiptSkipReason | undefined> {
  if (!isReceiptAddress(lead.email)) return "receipt-non-public-address";
  if (isDisposableAddress(lead.email)) return "receipt-disposable-address";
  // One receipt per mailbox per 24 hours, also when two workers screen two leads of one mailbox
  // at once: the second waits for the first's transaction and then sees its record.
  // (The two-key form is a key space of its own: no one-key lock elsewhere collides with it.)
  const mailbox = mailboxHash(lead.email);
  await tx.query("select pg_advisory_xact_lock($1, hashtext($2))", [receiptLockKey, mailbox]);
  const [recent] = await tx.query(
    "select 1 from private.receipts_sent where mailbox_hash = $1 and sent_at > now() - interval '24 hours' limit 1",
    [mailbox],
  );
  if (recent) return "receipt-sent-recently";
  // The hourly cap, counted across every worker: one lock for all, taken only for a receipt to send.
  await tx.query("select pg_advisory_xact_lock($1, 0)", [receiptLockKey]);
  const [sent] = await tx.query<{ count: number }>(
    "select count(*)::int as count from private.receipts_sent where sent_at > now() - interval '1 hour'",
  );
  if ((sent?.count ?? 0) >= receiptsPerHour) return "receipt-hourly-cap";
  await tx.query("insert into private.receipts_sent (mailbox_hash) values ($1)", [mailbox]);
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
