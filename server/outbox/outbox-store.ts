// The outbox's SQL (tables in db/migrations/0004_lead_outbox.sql), the same on PGlite and
// PostgreSQL. Workers claim due jobs with a lease, deliver outside any transaction, then mark
// them, and only while still holding the lease: a job taken over by another worker is left to it.
import type { SqlQueries } from "../db/sql-engine.ts";
import type { ContactSubmissionInput } from "../db/types.ts";

export const channelNames = ["webhook", "email"] as const;
export type ChannelName = (typeof channelNames)[number];

/** The channel of `pg_notify` the insert trigger sends once per transaction that queued jobs. */
export const outboxNotifyChannel = "lead_deliveries";

/** A claimed job with the lead it is about. */
export type ClaimedDelivery = {
  id: string;
  channel: ChannelName;
  /** This attempt's number, from 1. */
  attempt: number;
  lease: string;
  lead: ContactSubmissionInput & { id: string; createdAt: Date };
};

export type DeliveryStatus = "pending" | "delivered" | "failed";

/** What the operator sees of one lead's delivery on one channel. */
export type DeliveryState = {
  id: string;
  channel: ChannelName;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: Date | null;
  lastErrorKind: string | null;
  deliveredAt: Date | null;
};

/** How long a failed job waits: base, doubling per attempt, capped; given up after maxAge. */
export type RetryPolicy = { baseMs: number; capMs: number; maxAgeMs: number };

/** The channels that get a job for each new lead: exactly `channels` from now on. */
export async function setLeadChannels(sql: SqlQueries, channels: readonly ChannelName[]): Promise<void> {
  await sql.query("delete from private.lead_channels where not (channel = any($1::text[]))", [channels]);
  await sql.query("insert into private.lead_channels (channel) select unnest($1::text[]) on conflict do nothing", [channels]);
}

type ClaimedRow = {
  id: string;
  channel: ChannelName;
  attempts: number;
  lease: string;
  submission_id: string;
  submitted_at: Date;
  name: string;
  email: string;
  company: string | null;
  message: string;
};

/**
 * Takes up to `limit` due jobs of `channels` for `leaseMs`. SKIP LOCKED: workers claiming at the
 * same moment take different jobs instead of waiting for each other. A job whose lease ran out
 * (its worker died or hangs) is due again.
 */
export async function claimDeliveries(
  sql: SqlQueries,
  { channels, limit, leaseMs }: { channels: readonly ChannelName[]; limit: number; leaseMs: number },
): Promise<ClaimedDelivery[]> {
  const rows = await sql.query<ClaimedRow>(
    `with due as (
       select id from private.lead_deliveries
        where status = 'pending' and next_attempt_at <= now()
          and (locked_until is null or locked_until <= now())
          and channel = any($1::text[])
        order by next_attempt_at
        limit $2
          for update skip locked),
     claimed as (
       update private.lead_deliveries d
          set attempts = d.attempts + 1, lease = gen_random_uuid(),
              locked_until = now() + make_interval(secs => $3::double precision / 1000)
         from due where d.id = due.id
       returning d.id, d.channel, d.attempts, d.lease, d.submission_id)
     select c.*, s.created_at as submitted_at, s.name, s.email, s.company, s.message
       from claimed c join public.contact_submissions s on s.id = c.submission_id`,
    [channels, limit, leaseMs],
  );
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
    },
  }));
}

/** Marks a delivered job; false when the lease was lost (another worker owns the job now). */
export async function markDelivered(sql: SqlQueries, job: Pick<ClaimedDelivery, "id" | "lease">): Promise<boolean> {
  const rows = await sql.query(
    `update private.lead_deliveries
        set status = 'delivered', delivered_at = now(), lease = null, locked_until = null, last_error_kind = null
      where id = $1 and lease = $2 and status = 'pending'
      returning id`,
    [job.id, job.lease],
  );
  return rows.length === 1;
}

/**
 * After a failed attempt: due again after base * 2^(attempt-1), capped; or `failed` (kept, for
 * the operator) once the failure comes maxAge after the job was queued. Resolves with the new
 * status, or undefined when the lease was lost.
 */
export async function markFailedAttempt(
  sql: SqlQueries,
  job: Pick<ClaimedDelivery, "id" | "lease" | "attempt">,
  errorKind: string,
  policy: RetryPolicy,
): Promise<{ status: DeliveryStatus; nextAttemptAt: Date | null } | undefined> {
  const delayMs = Math.min(policy.capMs, policy.baseMs * 2 ** Math.min(job.attempt - 1, 40));
  const [row] = await sql.query<{ status: DeliveryStatus; next_attempt_at: Date }>(
    `update private.lead_deliveries
        set status = case when now() >= queued_at + make_interval(secs => $4::double precision / 1000) then 'failed' else 'pending' end,
            next_attempt_at = now() + make_interval(secs => $3::double precision / 1000),
            lease = null, locked_until = null, last_error_kind = $5
      where id = $1 and lease = $2 and status = 'pending'
      returning status, next_attempt_at`,
    [job.id, job.lease, delayMs, policy.maxAgeMs, errorKind],
  );
  return row && { status: row.status, nextAttemptAt: row.status === "pending" ? row.next_attempt_at : null };
}

/** How long until the next job of `channels` is due (0 if one is due now), or undefined for none. */
export async function msUntilNextDue(sql: SqlQueries, channels: readonly ChannelName[]): Promise<number | undefined> {
  const [row] = await sql.query<{ ms: number | null }>(
    `select greatest(0, extract(epoch from min(greatest(next_attempt_at, coalesce(locked_until, next_attempt_at))) - now()) * 1000)::double precision as ms
       from private.lead_deliveries where status = 'pending' and channel = any($1::text[])`,
    [channels],
  );
  return row?.ms ?? undefined;
}

/**
 * Queues deliveries again: `failed` for every failed job, or one lead's id (every configured
 * channel, including ones it never had a job for) or one delivery's id. Resolves with the count.
 */
export async function redeliver(sql: SqlQueries, target: "failed" | string): Promise<number> {
  const requeue = `status = 'pending', attempts = 0, next_attempt_at = now(), queued_at = now(),
                   lease = null, locked_until = null, last_error_kind = null, delivered_at = null`;
  const rows =
    target === "failed"
      ? await sql.query(`update private.lead_deliveries set ${requeue} where status = 'failed' returning id`)
      : await sql.query(
          `with by_delivery as (
             update private.lead_deliveries set ${requeue} where id = $1::uuid returning id),
           by_lead as (
             insert into private.lead_deliveries (submission_id, channel)
             select s.id, c.channel from public.contact_submissions s cross join private.lead_channels c
              where s.id = $1::uuid
             on conflict (submission_id, channel) do update set ${requeue}
             returning id)
           select id from by_delivery union all select id from by_lead`,
          [target],
        );
  if (rows.length > 0) await sql.query("select pg_notify($1, '')", [outboxNotifyChannel]);
  return rows.length;
}

type StateRow = {
  id: string;
  submission_id: string;
  channel: ChannelName;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: Date;
  last_error_kind: string | null;
  delivered_at: Date | null;
};

/** Each lead's deliveries, by lead id (leads without any are absent). */
export async function deliveryStates(sql: SqlQueries, leadIds: readonly string[]): Promise<Map<string, DeliveryState[]>> {
  const rows = await sql.query<StateRow>(
    `select id, submission_id, channel, status, attempts, next_attempt_at, last_error_kind, delivered_at
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
      deliveredAt: row.delivered_at,
    });
    states.set(row.submission_id, list);
  }
  return states;
}
