// The outbox's delivery jobs (tables in db/migrations/0004 and 0006), the same SQL on PGlite and
// PostgreSQL. Workers claim due jobs with a lease, deliver outside any transaction, then mark
// them by primary key and lease: a job taken over by another worker is left to it. Every query
// here is backed by an index and costs the same whatever the history or the backlog.
import type { SqlQueries } from "../db/sql-engine.ts";
import { fromSql, statusListSql, statusSql, toSql, type DeliveryStatus } from "./delivery-status.ts";
import { visitorChannelsSql, type DeliveryChannelName } from "./delivery-channels.ts";
import type { Lead } from "./lead.ts";

/** The wake-up topic: the `pg_notify` name the insert trigger (and the operator's actions) notify. */
export const outboxWakeupTopic = "lead_outbox_wakeup";

/**
 * A lead as a channel delivers it: with the spam check's reasons when the filter decided (the
 * suspected-spam mark is among them, server/delivery/suspected-spam-note.ts); absent when the
 * operator decided or the lead was never screened.
 */
export type DeliveredLead = Lead & { screeningReasons?: readonly string[] };

/** A claimed job with the lead it is about. */
export type ClaimedDelivery = {
  id: string;
  channel: DeliveryChannelName;
  /** This attempt's number, from 1. */
  attempt: number;
  lease: string;
  lead: DeliveredLead;
};

export type { DeliveryStatus };

/** What the operator sees of one lead's delivery on one channel. */
export type DeliveryState = {
  id: string;
  channel: DeliveryChannelName;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: Date | null;
  /** The last failed attempt's kind (http-500, timeout, ...). */
  lastErrorKind: string | null;
  /** Why it was skipped (receipt-disposable-address, ...); null unless skipped. */
  skipReason: string | null;
  deliveredAt: Date | null;
};

/**
 * How long a failed job waits: base doubling per attempt, capped, with jitter (a random part of
 * up to half the delay, so jobs that failed together do not come back together). A job is given
 * up only when both hold: at least minAttempts attempts, and maxAgeMs since its first attempt.
 */
export type RetryPolicy = { baseMs: number; capMs: number; maxAgeMs: number; minAttempts: number };

export const retryDelayMs = (policy: RetryPolicy, attempt: number, random = Math.random()) => {
  const delay = Math.min(policy.capMs, policy.baseMs * 2 ** Math.min(attempt - 1, 40));
  return delay / 2 + (delay / 2) * random;
};

/** No worker holds the job (never claimed, or its lease ran out). */
export const leaseIsFree = "(locked_until is null or locked_until <= now())";

type ClaimedRow = {
  id: string;
  channel: DeliveryChannelName;
  attempts: number;
  lease: string;
  submission_id: string;
  submitted_at: Date;
  name: string;
  email: string;
  company: string | null;
  message: string;
  screening_reasons: string[] | null;
  due_at: Date;
  created_at: Date;
};

/**
 * Takes up to `limit` due jobs of one channel for `leaseMs`, oldest due first, never one of
 * `exclude` (this worker's jobs in flight). SKIP LOCKED: workers claiming at the same moment take
 * different jobs. The claim moves next_attempt_at to the lease's end, so a claimed job is not due
 * again until its lease ran out (its worker died or hangs), and "due" stays one index range.
 */
export async function claimDeliveries(
  sql: SqlQueries,
  { channel, limit, leaseMs, exclude = [] }: { channel: DeliveryChannelName; limit: number; leaseMs: number; exclude?: readonly string[] },
): Promise<ClaimedDelivery[]> {
  const rows = await sql.query<ClaimedRow>(
    `with due as (
       select id, next_attempt_at from private.lead_deliveries
        where status = ${statusSql.pending} and channel = $1 and next_attempt_at <= now()
          and not (id = any($4::uuid[]))
        order by next_attempt_at, created_at
        limit $2
          for update skip locked),
     claimed as (
       update private.lead_deliveries d
          set attempts = d.attempts + 1, lease = gen_random_uuid(),
              locked_until = now() + make_interval(secs => $3::double precision / 1000),
              next_attempt_at = now() + make_interval(secs => $3::double precision / 1000),
              first_attempt_at = coalesce(d.first_attempt_at, now())
         from due where d.id = due.id
       returning d.id, d.channel, d.attempts, d.lease, d.submission_id, d.created_at, due.next_attempt_at as due_at)
     select c.*, s.created_at as submitted_at, s.name, s.email, s.company, s.message,
            case when sc.decided_by = 'filter' then sc.reasons end as screening_reasons
       from claimed c join public.contact_submissions s on s.id = c.submission_id
       left join private.lead_screenings sc on sc.submission_id = c.submission_id`,
    [channel, limit, leaseMs, exclude],
  );
  // In the order they were due (an update returns rows in no particular order).
  rows.sort((a, b) => a.due_at.getTime() - b.due_at.getTime() || a.created_at.getTime() - b.created_at.getTime());
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    attempt: row.attempts,
    lease: row.lease,
    lead: {
      id: row.submission_id,
      createdAt: row.submitted_at,
      name: row.name,
      email: row.email,
      company: row.company,
      message: row.message,
      ...(row.screening_reasons ? { screeningReasons: row.screening_reasons } : {}),
    },
  }));
}

/**
 * Marks a delivered job by primary key and lease (no status predicate, so the planner never picks
 * the pending-only index); false when the lease was lost. A job the operator cancelled or held
 * while it was in flight still becomes `delivered`: that is what happened.
 */
export async function markDelivered(sql: SqlQueries, job: Pick<ClaimedDelivery, "id" | "lease">): Promise<boolean> {
  const rows = await sql.query(
    `update private.lead_deliveries
        set status = ${toSql("attemptSucceeded")}, delivered_at = now(), lease = null, locked_until = null, last_error_kind = null
      where id = $1 and lease = $2
      returning id`,
    [job.id, job.lease],
  );
  return rows.length === 1;
}

/**
 * After a failed attempt: due again after the retry delay, or `failed` (kept, for the operator)
 * once the policy gives up. A job the operator cancelled or held meanwhile keeps that status.
 * Resolves with the new status, or undefined when the lease was lost.
 */
export async function markFailedAttempt(
  sql: SqlQueries,
  job: Pick<ClaimedDelivery, "id" | "lease" | "attempt">,
  errorKind: string,
  policy: RetryPolicy,
): Promise<{ gaveUp: boolean; nextAttemptAt: Date | null } | undefined> {
  const [row] = await sql.query<{ status: DeliveryStatus; next_attempt_at: Date }>(
    `update private.lead_deliveries
        set status = case
              when not ${fromSql("attemptFailed")} then status
              when attempts >= $5 and now() >= coalesce(first_attempt_at, now()) + make_interval(secs => $4::double precision / 1000)
                then ${toSql("attemptFailed", "failed")}
              else ${toSql("attemptFailed", "pending")} end,
            next_attempt_at = now() + make_interval(secs => $3::double precision / 1000),
            lease = null, locked_until = null, last_error_kind = $6
      where id = $1 and lease = $2
      returning status, next_attempt_at`,
    [job.id, job.lease, retryDelayMs(policy, job.attempt), policy.maxAgeMs, policy.minAttempts, errorKind],
  );
  return row && { gaveUp: row.status === "failed", nextAttemptAt: row.status === "pending" ? row.next_attempt_at : null };
}

/**
 * How long until the next job of `channels` is due (0 if one is due now), or undefined when none
 * is pending: then a worker waits its poll interval. One index probe per channel.
 */
export async function msUntilNextDue(sql: SqlQueries, channels: readonly DeliveryChannelName[]): Promise<number | undefined> {
  let soonest: number | undefined;
  for (const channel of channels) {
    const [row] = await sql.query<{ ms: number }>(
      `select (extract(epoch from next_attempt_at - now()) * 1000)::double precision as ms
         from private.lead_deliveries where status = ${statusSql.pending} and channel = $1
        order by next_attempt_at limit 1`,
      [channel],
    );
    if (row) soonest = Math.min(soonest ?? Infinity, Math.max(0, row.ms));
  }
  return soonest;
}

/**
 * Makes a channel's waiting jobs due at once, in the order they were due (their created_at, as
 * each became pending at its lead's creation), leaving jobs in flight alone. Resolves with the count.
 */
export async function makeWaitingJobsDue(sql: SqlQueries, channel: DeliveryChannelName): Promise<number> {
  const rows = await sql.query(
    `update private.lead_deliveries set next_attempt_at = created_at
      where status = ${statusSql.pending} and channel = $1 and next_attempt_at > now() and ${leaseIsFree}
      returning id`,
    [channel],
  );
  return rows.length;
}

const requeue = `status = ${toSql("redelivered")}, attempts = 0, next_attempt_at = now(), first_attempt_at = null,
                 lease = null, locked_until = null, last_error_kind = null, delivered_at = null`;
/** A visitor gets one receipt: it is sent again only when it never was. */
const receiptResendable = statusListSql(["failed", "cancelled"]);
const activeChannel = (column: string) =>
  `exists (select 1 from private.delivery_channels c where c.name = ${column} and c.removed_at is null)`;

/**
 * Leads that are not spam, screened (or from before screening existed), stored before an active
 * channel was added, with no job on it: `--redeliver missing` sends them, `leads` counts them.
 * (A lead stored while a channel is active gets its job from the insert trigger; the receipt is
 * never sent late.)
 */
const missingDelivery = `
  from public.contact_submissions s
  left join private.lead_screenings sc on sc.submission_id = s.id
  join private.delivery_channels c on c.removed_at is null and c.name not in ${visitorChannelsSql} and s.created_at < c.added_at
 where (sc.submission_id is null or (sc.screened_at is not null and not coalesce(sc.spam, false)))
   and not exists (select 1 from private.lead_deliveries d where d.submission_id = s.id and d.channel = c.name)`;

/** How many leads `--redeliver missing` would send. */
export async function countLeadsMissingDeliveries(sql: SqlQueries): Promise<number> {
  const [row] = await sql.query<{ n: number }>(`select count(distinct s.id)::int as n ${missingDelivery}`);
  return row?.n ?? 0;
}

/**
 * The operator's `--redeliver`: `failed` queues every failed job again; `missing` adds the jobs
 * of leads stored before their channel was added (see missingDelivery); `pending` makes every
 * waiting job due now (a flush after an outage); a lead's id queues each of its jobs again (and
 * adds one for an active channel it never had, the receipt excepted); a delivery's id that one.
 * Only for active channels, and never a job in flight (its lease is live: it is being delivered).
 * Resolves with the count.
 */
export async function redeliver(sql: SqlQueries, target: "failed" | "pending" | "missing" | string): Promise<number> {
  let rows: unknown[];
  if (target === "missing")
    rows = await sql.query(
      `insert into private.lead_deliveries (submission_id, channel, status, next_attempt_at)
       select s.id, c.name, ${toSql("addedLate")}, now() ${missingDelivery}
       on conflict (submission_id, channel) do nothing
       returning id`,
    );
  else if (target === "failed")
    rows = await sql.query(
      `update private.lead_deliveries d set ${requeue} where status = ${statusSql.failed} and ${activeChannel("d.channel")} returning id`,
    );
  else if (target === "pending")
    rows = await sql.query(
      `update private.lead_deliveries d set next_attempt_at = now()
        where status = ${statusSql.pending} and next_attempt_at > now() and ${leaseIsFree} and ${activeChannel("d.channel")} returning id`,
    );
  else
    rows = await sql.query(
      // A receipt is queued again only when it was never sent (failed or cancelled): a visitor
      // gets one receipt. Jobs not screened yet (new) are the screening's.
      `with by_delivery as (
         update private.lead_deliveries d set ${requeue}
          where id = $1::uuid and ${fromSql("redelivered")} and ${leaseIsFree} and ${activeChannel("d.channel")}
            and (channel not in ${visitorChannelsSql} or status in ${receiptResendable})
         returning id),
       by_lead as (
         insert into private.lead_deliveries (submission_id, channel, status)
         select s.id, c.name, ${toSql("addedLate")} from public.contact_submissions s cross join private.delivery_channels c
          where s.id = $1::uuid and c.removed_at is null and c.name not in ${visitorChannelsSql}
            and not exists (select 1 from private.lead_deliveries d
                             where d.submission_id = s.id and d.channel = c.name
                               and (not ${fromSql("redelivered", "d.status")} or d.locked_until > now()))
         on conflict (submission_id, channel) do update set ${requeue}
         returning id),
       receipt_of_lead as (
         update private.lead_deliveries d set ${requeue}
          where submission_id = $1::uuid and channel in ${visitorChannelsSql} and status in ${receiptResendable} and ${leaseIsFree}
            and ${activeChannel("d.channel")}
         returning id)
       select id from by_delivery union all select id from by_lead union all select id from receipt_of_lead`,
      [target],
    );
  if (rows.length > 0) await sql.query("select pg_notify($1, '')", [outboxWakeupTopic]);
  return rows.length;
}

type StateRow = {
  id: string;
  submission_id: string;
  channel: DeliveryChannelName;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: Date;
  last_error_kind: string | null;
  skip_reason: string | null;
  delivered_at: Date | null;
};

/** Each lead's deliveries, by lead id (leads without any are absent). */
export async function deliveryStates(sql: SqlQueries, leadIds: readonly string[]): Promise<Map<string, DeliveryState[]>> {
  const rows = await sql.query<StateRow>(
    `select id, submission_id, channel, status, attempts, next_attempt_at, last_error_kind, skip_reason, delivered_at
       from private.lead_deliveries where submission_id = any($1::uuid[]) order by channel`,
    [leadIds],
  );
  const states = new Map<string, DeliveryState[]>();
  for (const row of rows) {
    const list = states.get(row.submission_id) ?? [];
    list.push({
      id: row.id,
      channel: row.channel,
      status: row.status,
      attempts: row.attempts,
      nextAttemptAt: row.status === "pending" ? row.next_attempt_at : null,
      lastErrorKind: row.last_error_kind,
      skipReason: row.skip_reason,
      deliveredAt: row.delivered_at,
    });
    states.set(row.submission_id, list);
  }
  return states;
}

/** One channel's backlog: its jobs awaiting screening or delivery, and how old the oldest is. */
export type BacklogRow = { channel: string; pending: number; oldest_age_seconds: number | null };

/** The backlog per channel (read when Prometheus scrapes the metrics). */
export const deliveryBacklog = (sql: SqlQueries) =>
  sql.query<BacklogRow>(
    // One branch per status, so each reads its own partial index (an IN list would match
    // neither index's predicate and scan the whole table, history included).
    `select channel, count(*)::int as pending,
            extract(epoch from now() - min(created_at))::double precision as oldest_age_seconds
       from (select channel, created_at from private.lead_deliveries where status = ${statusSql.pending}
             union all
             select channel, created_at from private.lead_deliveries where status = ${statusSql.new}) as waiting
      group by channel`,
  );
