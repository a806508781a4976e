// Retention (issues 18.3 and 16.4): leads older than LEAD_RETENTION_DAYS, and leads held as spam
// older than SPAM_RETENTION_DAYS, are deleted with everything derived from them (delivery jobs and
// screenings go by ON DELETE CASCADE). A lead with a delivery still `new` (awaiting the spam
// check) or `pending` (on its way) is kept until it is delivered, held, skipped or failed: the
// agency must never lose a lead to the clock.
import type { SqlQueries } from "../db/sql-engine.ts";
import { statusListSql, unsettledStatuses } from "../leads/delivery-status.ts";

export type RetentionPeriods = { leadRetentionDays?: number; spamRetentionDays: number };
export type PurgeCounts = { leads: number; spam: number; senderRules: number };

// Short statements, so a first purge of years of leads never holds a long transaction (and its
// locks) against the inserts and the workers.
const batchSize = 1000;

const stillOnItsWay = `exists (select 1 from private.lead_deliveries d
                               where d.submission_id = s.id and d.status in ${statusListSql(unsettledStatuses)})`;

async function deleteInBatches(sql: SqlQueries, where: string, days: number): Promise<number> {
  let total = 0;
  for (;;) {
    const [row] = await sql.query<{ n: number }>(
      `with expired as (
         select s.id from public.contact_submissions s
          where s.created_at < now() - make_interval(days => $1::int) and ${where} and not ${stillOnItsWay}
          order by s.created_at
          limit $2
          -- Several servers and workers purge on one database: each takes rows the others do not
          -- hold, instead of waiting for them (or deadlocking with them).
          for update of s skip locked),
       gone as (delete from public.contact_submissions s using expired e where s.id = e.id returning 1)
       select count(*)::int as n from gone`,
      [days, batchSize],
    );
    const n = row?.n ?? 0;
    total += n;
    if (n < batchSize) return total;
  }
}

/** One purge; resolves with how many leads went (spam counted apart) and how many sender rules. */
export async function purgeExpiredLeads(sql: SqlQueries, periods: RetentionPeriods): Promise<PurgeCounts> {
  const spam = await deleteInBatches(
    sql,
    "exists (select 1 from private.lead_screenings sc where sc.submission_id = s.id and sc.spam)",
    periods.spamRetentionDays,
  );
  if (periods.leadRetentionDays === undefined) return { leads: 0, spam, senderRules: 0 };
  const leads = await deleteInBatches(sql, "true", periods.leadRetentionDays);
  // A sender rule names an address: it goes too once it is older than the period and no lead of
  // that address is left (a rule about a sender who keeps writing stays useful, and stays).
  const [rules] = await sql.query<{ n: number }>(
    `with gone as (
       delete from private.sender_rules r
        where r.decided_at < now() - make_interval(days => $1::int)
          and not exists (select 1 from public.contact_submissions s where lower(s.email) = r.email_lower)
       returning 1)
     select count(*)::int as n from gone`,
    [periods.leadRetentionDays],
  );
  return { leads, spam, senderRules: rules?.n ?? 0 };
}
