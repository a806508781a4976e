// The delivery worker: claims due jobs (outbox-store.ts), hands each to its channel, marks it
// delivered or schedules the retry. Runs inside the server and alone as `npm run worker`; any
// number of workers may share one database. New jobs wake it at once (LISTEN/NOTIFY, in-process
// on PGlite); it also looks on its own every pollMs, in case a wake-up was missed.
import type { SqlEngine } from "../db/sql-engine.ts";
import type { Logger } from "../logger.ts";
import { DeliveryFailure, type Channel } from "./channels.ts";
import {
  claimDeliveries,
  markDelivered,
  markFailedAttempt,
  msUntilNextDue,
  outboxNotifyChannel,
  setLeadChannels,
  type ChannelName,
  type ClaimedDelivery,
  type RetryPolicy,
} from "./outbox-store.ts";

export type OutboxWorkerOptions = {
  sql: SqlEngine;
  channels: readonly Channel[];
  logger: Logger;
  /** How long a claimed job is this worker's own; longer than any delivery may take. */
  leaseMs?: number;
  /** How often to look for due jobs when no wake-up came. */
  pollMs?: number;
  /** Deliveries in flight at once. */
  concurrency?: number;
  retry?: Partial<RetryPolicy>;
  /**
   * How long stop() waits for deliveries in flight. One still running after it is left to its
   * lease: another worker (or this one's next start) tries it again, so nothing is lost.
   */
  stopGraceMs?: number;
  /** Told of each attempt's end (for /metrics). */
  onAttempt?: (event: { channel: ChannelName; outcome: "delivered" | "will-retry" | "gave-up" | "lease-lost"; durationMs: number }) => void;
  /** Told of each lead's spam verdict (for /metrics). */
  onScreened?: (verdict: { spam: boolean }) => void;
};

export type OutboxWorker = {
  /** Writes this worker's channels as the database's channel configuration, then runs. */
  start(): Promise<void>;
  /** Takes no new job, lets the deliveries in flight finish and mark (up to stopGraceMs), then stops listening. */
  stop(): Promise<void>;
};

export const defaultRetryPolicy: RetryPolicy = { baseMs: 10_000, capMs: 3_600_000, maxAgeMs: 24 * 3_600_000 };

export function createOutboxWorker({
  sql,
  channels,
  logger,
  leaseMs = 120_000,
  pollMs = 10_000,
  concurrency = 10,
  retry,
  stopGraceMs = 10_000,
  onAttempt,
}: OutboxWorkerOptions): OutboxWorker {
  const policy = { ...defaultRetryPolicy, ...retry };
  const byName = new Map(channels.map((channel) => [channel.name, channel]));
  const names = [...byName.keys()];
  const inFlight = new Set<Promise<void>>();
  let running = false;
  let loop: Promise<void> | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  // A wake-up that arrives while the loop is busy is remembered, so the loop looks once more.
  let woken = false;
  let wakeSleeper: (() => void) | undefined;
  const wake = () => {
    woken = true;
    wakeSleeper?.();
  };
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken || !running) return resolve();
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeSleeper = undefined;
        resolve();
      }
      wakeSleeper = done;
    });

  // One log line per attempt: ids, channel, outcome and error kind; never the lead or the answer.
  async function attempt(job: ClaimedDelivery) {
    const channel = byName.get(job.channel)!;
    const line = { deliveryId: job.id, channel: job.channel, attempt: job.attempt };
    let failure: string | undefined;
    const started = performance.now();
    try {
      await channel.deliver(job);
    } catch (error) {
      failure = error instanceof DeliveryFailure ? error.kind : "internal-error";
    }
    const durationMs = performance.now() - started;
    try {
      if (failure === undefined) {
        const marked = await markDelivered(sql, job);
        // Lost lease: another worker took the job over and will deliver it again (at least once).
        logger.info({ ...line, outcome: marked ? "delivered" : "delivered-lease-lost" }, "lead delivery attempt");
        onAttempt?.({ channel: job.channel, outcome: marked ? "delivered" : "lease-lost", durationMs });
      } else {
        const next = await markFailedAttempt(sql, job, failure, policy);
        const outcome = next === undefined ? "failed-lease-lost" : next.status === "failed" ? "gave-up" : "will-retry";
        logger.warn({ ...line, outcome, errorKind: failure, nextAttemptAt: next?.nextAttemptAt ?? undefined }, "lead delivery attempt");
        onAttempt?.({ channel: job.channel, outcome: outcome === "failed-lease-lost" ? "lease-lost" : outcome, durationMs });
      }
    } catch {
      // The database went away after the attempt: the lease runs out and the job is tried again.
      logger.warn({ ...line, outcome: failure ? "not-recorded" : "delivered-not-recorded", errorKind: failure }, "lead delivery attempt");
    }
  }

  async function run() {
    let databaseBackoffMs = 250;
    while (running) {
      woken = false;
      const free = concurrency - inFlight.size;
      if (free === 0) {
        await sleep(pollMs); // a finishing delivery wakes the loop
        continue;
      }
      let waitMs = pollMs;
      try {
        const claimed = await claimDeliveries(sql, { channels: names, limit: free, leaseMs });
        for (const job of claimed) {
          const delivery = attempt(job).finally(() => {
            inFlight.delete(delivery);
            wake();
          });
          inFlight.add(delivery);
        }
        databaseBackoffMs = 250;
        if (claimed.length === free) continue; // there may be more due right now
        const dueInMs = await msUntilNextDue(sql, names);
        if (dueInMs !== undefined) waitMs = Math.min(waitMs, Math.max(dueInMs, 20));
      } catch {
        logger.warn({ retryInMs: databaseBackoffMs }, "lead delivery: database unavailable");
        waitMs = databaseBackoffMs;
        databaseBackoffMs = Math.min(databaseBackoffMs * 2, pollMs);
      }
      await sleep(waitMs);
    }
  }

  return {
    async start() {
      await setLeadChannels(sql, names);
      if (names.length === 0) {
        logger.info("no lead notifications: set NOTIFY_WEBHOOK_URL or SMTP_URL to be told of each new lead");
        return;
      }
      running = true;
      unlisten = await sql.listen(outboxNotifyChannel, wake, wake);
      loop = run();
      logger.info({ channels: names }, "lead delivery started");
    },
    async stop() {
      if (!running) return;
      running = false;
      wake();
      await loop;
      let timer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<"over">((resolve) => (timer = setTimeout(() => resolve("over"), stopGraceMs)));
      if ((await Promise.race([Promise.all(inFlight), graceOver])) === "over")
        logger.warn({ deliveries: inFlight.size }, "lead delivery stopped with deliveries in flight: they are retried after their lease");
      clearTimeout(timer);
      await unlisten?.();
      await Promise.all(channels.map((channel) => channel.close()));
    },
  };
}
