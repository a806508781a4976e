// The registry of delivery channels (private.delivery_channels, 0006): which channels get a job
// for each new lead, and how each is doing. A process only adds (or re-activates) the channels it
// serves, and touches them while it serves them; nothing a process is configured with removes a
// channel: only the operator does (`leads --remove-channel`). Re-adding a channel never revives
// its old jobs; only `--redeliver` does.
import type { SqlQueries, SqlSession } from "../db/sql-engine.ts";
import { fromSql, statusSql, toSql } from "./delivery-status.ts";
import type { DeliveryChannelName } from "./delivery-channels.ts";
import { makeWaitingJobsDue, outboxWakeupTopic } from "./delivery-jobs-store.ts";

/**
 * At a worker's start: adds the channels it serves, re-activating one the operator removed (from
 * now on: its old jobs stay cancelled), and touches their heartbeat.
 */
export async function serveDeliveryChannels(sql: SqlQueries, channels: readonly DeliveryChannelName[]): Promise<void> {
  if (channels.length === 0) return;
  await sql.query(
    `insert into private.delivery_channels (name, last_served_at) select unnest($1::text[]), now()
     on conflict (name) do update
       set last_served_at = now(),
           removed_at = null,
           added_at = case when private.delivery_channels.removed_at is null then private.delivery_channels.added_at else now() end`,
    [channels],
  );
}

/**
 * On every poll: the heartbeat of the channels a worker serves. A channel the operator removed
 * while the worker runs stays removed (the worker's next start adds it back, as its settings say).
 */
export async function touchDeliveryChannels(sql: SqlQueries, channels: readonly DeliveryChannelName[]): Promise<void> {
  if (channels.length === 0) return;
  await sql.query("update private.delivery_channels set last_served_at = now() where name = any($1::text[]) and removed_at is null", [
    channels,
  ]);
}

/**
 * The operator removes a channel: no new lead gets a job for it, and its jobs not yet delivered
 * (awaiting screening or pending) become `cancelled`, visible as such in `leads`. A job in flight
 * keeps its lease, so the attempt under way is still recorded if it succeeds. Resolves with
 * whether the channel was active and how many jobs were cancelled.
 */
export async function removeDeliveryChannel(sql: SqlSession, name: DeliveryChannelName): Promise<{ removed: boolean; cancelled: number }> {
  return sql.transaction(async (tx) => {
    const removed = await tx.query(
      "update private.delivery_channels set removed_at = now() where name = $1 and removed_at is null returning name",
      [name],
    );
    const cancelled = await tx.query(
      `update private.lead_deliveries set status = ${toSql("channelRemoved")}
        where channel = $1 and ${fromSql("channelRemoved")} returning id`,
      [name],
    );
    return { removed: removed.length === 1, cancelled: cancelled.length };
  });
}

export type ChannelHealth = {
  name: DeliveryChannelName;
  active: boolean;
  removedAt: Date | null;
  /** Since when every attempt failed; null while it works. */
  failingSince: Date | null;
  /** When the operator was told it fails (null: not yet, or it recovered). */
  alertedAt: Date | null;
  lastSuccessAt: Date | null;
  /** When a worker last served it: a channel no worker serves gets no delivery. */
  lastServedAt: Date | null;
  /** Jobs waiting (pending) on it. */
  pending: number;
};

type HealthRow = {
  name: DeliveryChannelName;
  removed_at: Date | null;
  failing_since: Date | null;
  alerted_at: Date | null;
  last_success_at: Date | null;
  last_served_at: Date | null;
  pending: number;
};

/** What `leads` prints its warning line from: every channel, active or removed, and its state. */
export async function channelHealth(sql: SqlQueries): Promise<ChannelHealth[]> {
  const rows = await sql.query<HealthRow>(
    `select c.name, c.removed_at, c.failing_since, c.alerted_at, c.last_success_at, c.last_served_at,
            (select count(*)::int from private.lead_deliveries d where d.status = ${statusSql.pending} and d.channel = c.name) as pending
       from private.delivery_channels c order by c.name`,
  );
  return rows.map((row) => ({
    name: row.name,
    active: row.removed_at === null,
    removedAt: row.removed_at,
    failingSince: row.failing_since,
    alertedAt: row.alerted_at,
    lastSuccessAt: row.last_success_at,
    lastServedAt: row.last_served_at,
    pending: row.pending,
  }));
}

/**
 * After a successful attempt. Touches the channel at most every few seconds (a mark per delivery
 * would serialise every worker on one row); when the channel had been failing, this worker alone
 * (the row lock decides) learns it recovered, with whether the operator had been told, and the
 * channel's waiting jobs become due at once, in order.
 */
export async function recordChannelSuccess(
  sql: SqlQueries,
  name: DeliveryChannelName,
): Promise<{ recovered: false } | { recovered: true; failingSince: Date; wasAlerted: boolean; madeDue: number }> {
  const [row] = await sql.query<{ failing_since: Date | null; alerted_at: Date | null }>(
    `update private.delivery_channels c
        set failing_since = null, alerted_at = null, last_success_at = now()
       from (select name, failing_since, alerted_at from private.delivery_channels
              where name = $1 and (failing_since is not null or last_success_at is null or last_success_at < now() - interval '5 seconds')
                for update) old
      where c.name = old.name
      returning old.failing_since, old.alerted_at`,
    [name],
  );
  if (!row?.failing_since) return { recovered: false };
  const madeDue = await makeWaitingJobsDue(sql, name);
  if (madeDue > 0) await sql.query("select pg_notify($1, '')", [outboxWakeupTopic]);
  return { recovered: true, failingSince: row.failing_since, wasAlerted: row.alerted_at !== null, madeDue };
}

/** After a failed attempt: the channel fails since now, unless it already did. */
export async function recordChannelFailure(sql: SqlQueries, name: DeliveryChannelName): Promise<void> {
  await sql.query("update private.delivery_channels set failing_since = now() where name = $1 and failing_since is null", [name]);
}

/**
 * Claims the alarms that are due: channels of `names` failing for at least `alertAfterMs` whose
 * operator was not told yet. Atomic: of several workers, exactly one gets each alarm.
 */
export async function claimChannelAlarms(
  sql: SqlQueries,
  names: readonly DeliveryChannelName[],
  alertAfterMs: number,
): Promise<{ name: DeliveryChannelName; failingSince: Date }[]> {
  if (names.length === 0) return [];
  const rows = await sql.query<{ name: DeliveryChannelName; failing_since: Date }>(
    `update private.delivery_channels set alerted_at = now()
      where name = any($1::text[]) and removed_at is null and alerted_at is null
        and failing_since <= now() - make_interval(secs => $2::double precision / 1000)
      returning name, failing_since`,
    [names, alertAfterMs],
  );
  return rows.map((row) => ({ name: row.name, failingSince: row.failing_since }));
}
