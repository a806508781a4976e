// The operator's decisions about one lead (the spam folder), for `npm run -s leads`:
// `--not-spam <id>` releases a held lead and trusts its sender from now on; `--spam <id>` holds
// what of a lead is not delivered yet and distrusts its sender. Both teach this site's spam model
// (spam-lessons-store.ts). Each is one transaction.
// (`--redeliver` is redeliver() in delivery-jobs-store.ts; `--remove-channel` is removeDeliveryChannel()
// in delivery-channels-store.ts.)
import type { SqlSession, SqlQueries } from "../db/sql-engine.ts";
import { fromSql, toSql } from "./delivery-status.ts";
import { isVisitorChannel, visitorChannelsSql } from "./delivery-channels.ts";
import { learnFromOperator } from "./spam-lessons-store.ts";
import { lessonKeyOf } from "../spam/lesson-key.ts";
import { outboxWakeupTopic } from "./delivery-jobs-store.ts";

/** Records the operator's verdict on the lead (a lead from before screening existed gets a row). */
const recordVerdict = (tx: SqlQueries, leadId: string, spam: boolean) =>
  tx.query(
    `insert into private.lead_screenings (submission_id, screened_at, spam, decided_by, decided_at) values ($1, now(), $2, 'operator', now())
     on conflict (submission_id) do update
       set spam = $2, decided_by = 'operator', decided_at = now(), screened_at = coalesce(private.lead_screenings.screened_at, now())`,
    [leadId, spam],
  );

/** The sender's rule from now on, keyed by the lower-cased address. */
const recordSenderRule = (tx: SqlQueries, leadId: string, rule: "allow" | "deny") =>
  tx.query(
    `insert into private.sender_rules (email_lower, rule, source_submission_id)
     select lower(email), $2, id from public.contact_submissions where id = $1
     on conflict (email_lower) do update set rule = $2, decided_at = now(), source_submission_id = excluded.source_submission_id`,
    [leadId, rule],
  );

const leadExists = async (tx: SqlQueries, leadId: string) =>
  (await tx.query("select 1 from public.contact_submissions where id = $1 for update", [leadId])).length === 1;

/**
 * `--not-spam`: the lead's held jobs (and any still awaiting screening) become pending, due now,
 * and it gets a job on each active channel it has none on (one added after it was stored);
 * its sender gets an allow rule. The visitor's receipt is not sent this late: it becomes
 * `skipped` ('receipt-released-late'). Resolves with the jobs released, or undefined for no such lead.
 */
export async function releaseHeldLead(sql: SqlSession, leadId: string): Promise<{ released: number } | undefined> {
  const released = await sql.transaction(async (tx) => {
    if (!(await leadExists(tx, leadId))) return undefined;
    await recordVerdict(tx, leadId, false);
    await learnFromOperator(tx, lessonKeyOf(sql), leadId, false);
    await recordSenderRule(tx, leadId, "allow");
    const jobs = await tx.query<{ channel: string }>(
      `update private.lead_deliveries
          set status = case when channel in ${visitorChannelsSql} then ${toSql("released", "skipped")} else ${toSql("released", "pending")} end,
              last_error_kind = null,
              skip_reason = case when channel in ${visitorChannelsSql} then 'receipt-released-late' end,
              next_attempt_at = now()
        where submission_id = $1 and ${fromSql("released")}
        returning channel`,
      [leadId],
    );
    // A channel added after the lead was stored: the lead goes there too (never the receipt this late).
    const added = await tx.query(
      `insert into private.lead_deliveries (submission_id, channel, status, next_attempt_at)
       select $1, c.name, ${toSql("addedLate")}, now() from private.delivery_channels c
        where c.removed_at is null and c.name not in ${visitorChannelsSql}
       on conflict (submission_id, channel) do nothing
       returning id`,
      [leadId],
    );
    return { released: jobs.filter((job) => !isVisitorChannel(job.channel)).length + added.length };
  });
  if (released && released.released > 0) await sql.query("select pg_notify($1, '')", [outboxWakeupTopic]);
  return released;
}

/**
 * `--spam`: the lead's jobs not delivered yet (awaiting screening or pending) become held; its
 * sender gets a deny rule, so their next leads are held too. A job in flight keeps its lease:
 * if that attempt succeeds it is recorded as delivered, which is what happened. Resolves with the
 * jobs held, or undefined for no such lead.
 */
export async function markLeadSpam(sql: SqlSession, leadId: string): Promise<{ held: number } | undefined> {
  return sql.transaction(async (tx) => {
    if (!(await leadExists(tx, leadId))) return undefined;
    await recordVerdict(tx, leadId, true);
    await learnFromOperator(tx, lessonKeyOf(sql), leadId, true);
    await recordSenderRule(tx, leadId, "deny");
    const jobs = await tx.query(
      `update private.lead_deliveries set status = ${toSql("markedSpam")} where submission_id = $1 and ${fromSql("markedSpam")} returning id`,
      [leadId],
    );
    return { held: jobs.length };
  });
}
