// The screening step every worker runs before delivering (issue 16): each lead the insert trigger
// left unscreened gets a spam verdict (classifyLead, with what the database knows about the
// sender and the message), and its jobs awaiting screening move on in the same transaction:
// spam → held; otherwise → pending, due in the order the leads came; the visitor's receipt →
// skipped instead when the address is disposable or got a receipt in the last 24 hours.
import type { SqlEngine, SqlQueries } from "../db/sql-engine.ts";
import { outboxWakeupTopic } from "./outbox-store.ts";
import { fromSql, statusSql, toSql } from "../leads/delivery-status.ts";
import { classifyLead, isDisposableAddress, messageFingerprint, type SpamVerdict } from "../spam/classify-lead.ts";
import { leadBuckets } from "../spam/spam-features.ts";
import { learnedCounts } from "../spam/spam-lessons.ts";

const receiptLockKey = 0x72637074; // "rcpt"

export type ReceiptSkipReason = "receipt-disposable-address" | "receipt-sent-recently";

type WaitingRow = { submission_id: string; name: string; email: string; company: string | null; message: string };

export type ScreenedLead = { leadId: string; verdict: SpamVerdict };

/**
 * Screens up to `limit` unscreened leads in one transaction (SKIP LOCKED: workers screening at
 * once take different leads). Resolves with what it screened; fewer than `limit` means none is left.
 */
export async function screenWaitingLeads(sql: SqlEngine, limit = 20): Promise<ScreenedLead[]> {
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
    for (const lead of waiting) screened.push({ leadId: lead.submission_id, verdict: await screenOne(tx, lead) });
    // Jobs became pending: wake the workers that deliver them (at commit), which may be other processes.
    if (screened.some((lead) => !lead.verdict.spam)) await tx.query("select pg_notify($1, '')", [outboxWakeupTopic]);
    return screened;
  });
}

async function screenOne(tx: SqlQueries, lead: WaitingRow): Promise<SpamVerdict> {
  const fingerprint = messageFingerprint(lead.message);
  const [rule] = await tx.query<{ rule: "allow" | "deny" }>("select rule from private.sender_rules where email_lower = lower($1)", [
    lead.email,
  ]);
  const [repeated] = await tx.query<{ addresses: number }>(
    `select count(distinct lower(s.email))::int as addresses
       from private.lead_screenings l join public.contact_submissions s on s.id = l.submission_id
      where l.fingerprint = $1 and l.screened_at > now() - interval '24 hours' and lower(s.email) <> lower($2)`,
    [fingerprint, lead.email],
  );
  const input = { name: lead.name, email: lead.email, company: lead.company, message: lead.message };
  const verdict = classifyLead(input, {
    senderRule: rule?.rule ?? null,
    sameMessageFromOtherAddresses: repeated?.addresses ?? 0,
    learned: await learnedCounts(tx, leadBuckets(input)),
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
    return verdict;
  }
  const skipReceipt = await receiptSkipReason(tx, lead);
  // Due at the lead's creation: workers claim oldest first, so leads go out in the order they came.
  await tx.query(
    `update private.lead_deliveries
        set status = case when channel = 'receipt' and $2::text is not null then ${toSql("screened", "skipped")}
                          else ${toSql("screened", "pending")} end,
            last_error_kind = case when channel = 'receipt' then $2::text end,
            next_attempt_at = created_at
      where submission_id = $1 and ${fromSql("screened")}`,
    [lead.submission_id, skipReceipt ?? null],
  );
  return verdict;
}

/** Why this lead's receipt is not sent, if it is not (only asked for a lead that is no spam). */
export async function receiptSkipReason(
  tx: SqlQueries,
  lead: { submission_id: string; email: string },
): Promise<ReceiptSkipReason | undefined> {
  if (isDisposableAddress(lead.email)) return "receipt-disposable-address";
  // One receipt per address per 24 hours, also when two workers screen two leads of one address
  // at once: the second waits for the first's transaction and then sees its receipt.
  // (The two-key form is a key space of its own: no one-key lock elsewhere collides with it.)
  await tx.query("select pg_advisory_xact_lock($1, hashtext(lower($2)))", [receiptLockKey, lead.email]);
  const [recent] = await tx.query(
    `select 1 from public.contact_submissions s
       join private.lead_deliveries d on d.submission_id = s.id and d.channel = 'receipt'
      where lower(s.email) = lower($1) and s.id <> $2
        and (d.status = ${statusSql.pending} or (d.status = ${statusSql.delivered} and d.delivered_at > now() - interval '24 hours'))
      limit 1`,
    [lead.email, lead.submission_id],
  );
  return recent ? "receipt-sent-recently" : undefined;
}
