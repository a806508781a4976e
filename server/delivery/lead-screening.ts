// The screening step every worker runs before delivering: each lead the insert trigger
// left unscreened gets a spam verdict (classifyLead, with what the database knows about the
// sender and the message), and its jobs awaiting screening move on in the same transaction:
// spam → held; otherwise → pending; the visitor's receipt → skipped instead when the address is
// not public, is disposable, got a receipt in the last 24 hours, or its domain's or the hourly cap
// is reached. A lead past the global budget is held only if something in it looks like spam.
// This file decides; what is written is server/leads/screening-store.ts.
import type { SqlEngine, SqlQueries } from "../db/sql-engine.ts";
import { outboxWakeupTopic } from "../leads/delivery-jobs-store.ts";
import {
  claimReceipt,
  hasReceiptAwaitingScreening,
  holdScreenedSpam,
  lockWaitingLeads,
  passScreened,
  recordVerdict,
  senderHistory,
  type ReceiptSkipReason,
  type WaitingLead,
} from "../leads/screening-store.ts";
import { learnedCounts } from "../leads/spam-lessons-store.ts";
import { classifyLead, isDisposableAddress, messageFingerprint, type SpamVerdict } from "../spam/classify-lead.ts";
import { lessonKeyOf, type LessonKey } from "../spam/lesson-key.ts";
import { lessonBuckets } from "../spam/lesson-weights.ts";
import { shippedModel } from "../spam/spam-model.ts";
import { isReceiptAddress, mailboxDomainHash, mailboxHash } from "./receipt-address.ts";
import { overGlobalBudget, verdictPastGlobalBudget } from "./global-budget.ts";

export type ScreenedLead = { leadId: string; verdict: SpamVerdict; receiptSkipped?: ReceiptSkipReason; overGlobalBudget: boolean };

/**
 * Screens up to `limit` unscreened leads in one transaction (workers screening at once take
 * different leads). Resolves with what it screened; fewer than `limit` means none is left.
 * `receiptsPerHour`: AUTOREPLY_MAX_PER_HOUR, from the settings.
 */
export async function screenWaitingLeads(sql: SqlEngine, limit: number, receiptsPerHour: number): Promise<ScreenedLead[]> {
  return sql.transaction(async (tx) => {
    const screened: ScreenedLead[] = [];
    // Asked for only when a lead waits: a round's own failure (the database gone) is then what it reports.
    let key: LessonKey | undefined;
    for (const lead of await lockWaitingLeads(tx, limit)) {
      key ??= lessonKeyOf(sql);
      const overBudget = lead.marks.includes(overGlobalBudget);
      screened.push({
        leadId: lead.submission_id,
        overGlobalBudget: overBudget,
        ...(await screenOne(tx, key, lead, receiptsPerHour, overBudget)),
      });
    }
    // Jobs became pending: wake the workers that deliver them (at commit), which may be other processes.
    if (screened.some((lead) => !lead.verdict.spam)) await tx.query("select pg_notify($1, '')", [outboxWakeupTopic]);
    return screened;
  });
}

async function screenOne(
  tx: SqlQueries,
  key: LessonKey,
  lead: WaitingLead,
  receiptsPerHour: number,
  overBudget: boolean,
): Promise<{ verdict: SpamVerdict; receiptSkipped?: ReceiptSkipReason }> {
  const fingerprint = messageFingerprint(lead.message);
  const input = { name: lead.name, email: lead.email, company: lead.company, message: lead.message };
  const filtered = classifyLead(input, {
    ...(await senderHistory(tx, lead, fingerprint)),
    learned: await learnedCounts(tx, key, lessonBuckets(shippedModel(), input)),
  });
  // Past the global budget (a flood may be on): held if anything in it looks like spam, delivered marked otherwise.
  const verdict = overBudget ? verdictPastGlobalBudget(filtered) : filtered;
  await recordVerdict(tx, lead.submission_id, verdict, fingerprint);
  if (verdict.spam) {
    await holdScreenedSpam(tx, lead.submission_id);
    return { verdict };
  }
  const skipReceipt = (await hasReceiptAwaitingScreening(tx, lead.submission_id))
    ? await receiptSkipReason(tx, lead.email, receiptsPerHour)
    : undefined;
  await passScreened(tx, lead.submission_id, skipReceipt);
  return { verdict, receiptSkipped: skipReceipt };
}

/**
 * A recipient domain's share of the hourly cap: a quarter, at least one. One sender typing many
 * addresses at one domain (a victim's company, say) then spends a quarter of the hour's receipts,
 * and every other domain's visitors still get theirs.
 */
export const receiptsPerDomainPerHour = (receiptsPerHour: number) => Math.max(1, Math.ceil(receiptsPerHour / 4));

/**
 * Why this lead's receipt is not sent, if it is not (only asked for a lead that is no spam and
 * has a receipt job). A receipt that will be sent is claimed in the same transaction.
 */
async function receiptSkipReason(tx: SqlQueries, email: string, receiptsPerHour: number): Promise<ReceiptSkipReason | undefined> {
  if (!isReceiptAddress(email)) return "receipt-non-public-address";
  if (isDisposableAddress(email)) return "receipt-disposable-address";
  return claimReceipt(
    tx,
    { mailbox: mailboxHash(email), domain: mailboxDomainHash(email) },
    {
      perHour: receiptsPerHour,
      perDomainPerHour: receiptsPerDomainPerHour(receiptsPerHour),
    },
  );
}
