// The delivery worker. Runs inside every server and alone as `npm run worker`; any number may
// share one database. Each round it screens the leads waiting for their spam verdict
// (lead-screening.ts), then claims due jobs of the delivery channels it serves (outbox-store.ts),
// hands each to its channel with a deadline shorter than the lease, and marks it delivered or
// schedules the retry. New leads wake it at once (the wake-up topic: LISTEN/NOTIFY, in-process on
// PGlite); it also looks on its own every pollMs, in case a wake-up was missed. Idle, it makes a
// handful of queries per poll interval.
import type { SqlEngine } from "../db/sql-engine.ts";
import type { Logger } from "../logger.ts";
import { DeliveryFailure, type DeliveryChannel } from "./channels.ts";
import {
  claimChannelAlarms,
  recordChannelFailure,
  recordChannelSuccess,
  serveDeliveryChannels,
  touchDeliveryChannels,
} from "./delivery-channels-store.ts";
import { claimReceiptCapAlert, screenWaitingLeads } from "./lead-screening.ts";
import {
  defaultAlertAfterMs,
  defaultAttemptTimeoutMs,
  defaultLeaseMs,
  defaultReceiptsPerHour,
  defaultStopGraceMs,
  leasePerAttemptTimeout,
} from "./notify-config.ts";
import {
  channelFailingNotice,
  channelRecoveredNotice,
  deliveryFailedNotice,
  receiptCapNotice,
  type OperatorNotice,
} from "./operator-notice.ts";
import {
  claimDeliveries,
  markDelivered,
  markFailedAttempt,
  msUntilNextDue,
  outboxWakeupTopic,
  type ClaimedDelivery,
  type DeliveryChannelName,
  type RetryPolicy,
} from "./outbox-store.ts";

export type AttemptEvent = {
  channel: DeliveryChannelName;
  outcome: "delivered" | "will-retry" | "gave-up" | "lease-lost";
  durationMs: number;
};

export type OutboxWorkerOptions = {
  sql: SqlEngine;
  /** The delivery channels this worker serves; none: it only screens. */
  channels: readonly DeliveryChannel[];
  logger: Logger;
  /** How long a claimed job is this worker's own: at least twice the attempt's deadline. */
  leaseMs?: number;
  /** The deadline of one attempt: the channel is told to give up (a signal), and the worker stops waiting. */
  attemptTimeoutMs?: number;
  /** How often to look for due jobs when no wake-up came (also the heartbeat). */
  pollMs?: number;
  /** Deliveries in flight at once. */
  concurrency?: number;
  retry?: Partial<RetryPolicy>;
  /** How long a channel fails every attempt before the operator is told. */
  alertAfterMs?: number;
  /**
   * How long stop() waits for deliveries in flight (SHUTDOWN_GRACE_SECONDS). One still running
   * after it is left to its lease: another worker (or this one's next start) tries it again.
   */
  stopGraceMs?: number;
  /** Each attempt's outcome (the metrics count these). */
  onAttempt?: (event: AttemptEvent) => void;
  /** Each lead's spam verdict, once screened. */
  onScreened?: (verdict: { spam: boolean }) => void;
  /** Visitor's receipts sent per hour by every worker together; past it they are skipped and the operator told. */
  receiptsPerHour?: number;
};

export type OutboxWorker = {
  /** Registers this worker's delivery channels (adding, never removing any), then runs. */
  start(): Promise<void>;
  /** Takes no new job, lets the deliveries in flight finish and mark (up to stopGraceMs), then stops listening. */
  stop(): Promise<void>;
};

export const defaultRetryPolicy: RetryPolicy = { baseMs: 10_000, capMs: 3_600_000, maxAgeMs: 24 * 3_600_000, minAttempts: 5 };

export class OutboxWorkerConfigError extends Error {
  override name = "OutboxWorkerConfigError";
}

const screeningBatch = 20;

export function createOutboxWorker({
  sql,
  channels,
  logger,
  leaseMs = defaultLeaseMs,
  attemptTimeoutMs = Math.min(defaultAttemptTimeoutMs, leaseMs / leasePerAttemptTimeout),
  pollMs = 10_000,
  concurrency = 10,
  retry,
  alertAfterMs = defaultAlertAfterMs,
  stopGraceMs = defaultStopGraceMs,
  onAttempt,
  onScreened,
  receiptsPerHour = defaultReceiptsPerHour,
}: OutboxWorkerOptions): OutboxWorker {
  // An attempt that outlives its lease runs beside the next worker's attempt of the same job.
  if (leaseMs < attemptTimeoutMs * leasePerAttemptTimeout)
    throw new OutboxWorkerConfigError(
      `the outbox lease (${leaseMs} ms) must be at least ${leasePerAttemptTimeout} × the attempt timeout (${attemptTimeoutMs} ms)`,
    );
  const policy = { ...defaultRetryPolicy, ...retry };
  const byName = new Map(channels.map((channel) => [channel.name, channel]));
  const names = [...byName.keys()];
  /** Jobs in flight, by delivery id (never claimed twice by this worker), and per channel. */
  const inFlight = new Map<string, Promise<void>>();
  const inFlightOn = new Map<DeliveryChannelName, number>(names.map((name) => [name, 0]));
  let running = false;
  let loop: Promise<void> | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let lastHeartbeat = 0;
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

  /**
   * Tells the operator through every other channel this worker serves that works (never the
   * visitor's receipt), each within an attempt's deadline; and always in the log, at error level.
   */
  async function tellOperator(notice: OperatorNotice, failingChannels: ReadonlySet<DeliveryChannelName>) {
    const line = { channel: notice.channel, notice: notice.kind };
    if (notice.kind === "channel-recovered") logger.warn(line, notice.summary);
    else logger.error(line, notice.summary);
    const others = channels.filter((channel) => channel.notify && channel.name !== notice.channel && !failingChannels.has(channel.name));
    await Promise.all(
      others.map((channel) =>
        channel.notify!(notice, AbortSignal.timeout(attemptTimeoutMs)).then(
          () => logger.info({ ...line, via: channel.name }, "operator told"),
          (error: unknown) =>
            logger.error(
              { ...line, via: channel.name, errorKind: error instanceof DeliveryFailure ? error.kind : "internal-error" },
              "operator could not be told",
            ),
        ),
      ),
    );
  }

  /** The channels failing right now, as this worker last heard (for "every other working channel"). */
  const failing = new Set<DeliveryChannelName>();

  /** Runs the channel's attempt with its deadline: the signal asks it to stop, the race stops waiting. */
  async function deliverWithDeadline(channel: DeliveryChannel, job: ClaimedDelivery) {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort(new DOMException("attempt deadline", "TimeoutError"));
        reject(new DeliveryFailure("timeout"));
      }, attemptTimeoutMs);
    });
    try {
      await Promise.race([channel.deliver(job, controller.signal), deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  // One log line per attempt: ids, channel, outcome and error kind; never the lead or the answer.
  async function attempt(job: ClaimedDelivery) {
    const channel = byName.get(job.channel)!;
    const line = { deliveryId: job.id, channel: job.channel, attempt: job.attempt };
    const started = performance.now();
    let failure: string | undefined;
    try {
      await deliverWithDeadline(channel, job);
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
        failing.delete(job.channel);
        const health = await recordChannelSuccess(sql, job.channel);
        if (health.recovered) {
          logger.info({ channel: job.channel, madeDue: health.madeDue }, "delivery channel recovered: its waiting leads are due now");
          if (health.wasAlerted) await tellOperator(channelRecoveredNotice(job.channel, health.failingSince), failing);
          wake();
        }
      } else {
        const next = await markFailedAttempt(sql, job, failure, policy);
        const outcome = next === undefined ? "failed-lease-lost" : next.status === "failed" ? "gave-up" : "will-retry";
        logger.warn({ ...line, outcome, errorKind: failure, nextAttemptAt: next?.nextAttemptAt ?? undefined }, "lead delivery attempt");
        onAttempt?.({
          channel: job.channel,
          outcome: next === undefined ? "lease-lost" : outcome === "gave-up" ? "gave-up" : "will-retry",
          durationMs,
        });
        failing.add(job.channel);
        await recordChannelFailure(sql, job.channel);
        if (outcome === "gave-up") await tellOperator(deliveryFailedNotice(job.channel, job.id, job.lead.id, failure), failing);
        await raiseAlarms();
      }
    } catch {
      // The database went away after the attempt: the lease runs out and the job is tried again.
      logger.warn({ ...line, outcome: failure ? "not-recorded" : "delivered-not-recorded", errorKind: failure }, "lead delivery attempt");
    }
  }

  /** Claims and sends the channel alarms that are due (one worker gets each). */
  async function raiseAlarms() {
    for (const alarm of await claimChannelAlarms(sql, names, alertAfterMs)) {
      failing.add(alarm.name);
      await tellOperator(channelFailingNotice(alarm.name, alarm.failingSince), failing);
    }
  }

  /**
   * Screens one batch of the leads waiting for their verdict. Resolves with whether more may be
   * waiting. One batch a round, not all: a backlog of thousands (a restore, a worker that was
   * down) starts going out after the first batch instead of after the last.
   */
  async function screen(): Promise<boolean> {
    const screened = await screenWaitingLeads(sql, screeningBatch, receiptsPerHour);
    for (const { verdict } of screened) onScreened?.({ spam: verdict.spam });
    if (screened.some((lead) => lead.receiptSkipped === "receipt-hourly-cap") && (await claimReceiptCapAlert(sql)))
      await tellOperator(receiptCapNotice(receiptsPerHour), failing);
    if (screened.length > 0)
      logger.info({ leads: screened.length, held: screened.filter((lead) => lead.verdict.spam).length }, "leads screened");
    return screened.length === screeningBatch;
  }

  /**
   * Claims what is due on each channel, within the worker's and the channel's limits. Resolves
   * with whether more may be due right now (a claim filled what was free), and the channels with
   * room left (whose next due time decides how long to wait).
   */
  async function claim(): Promise<{ moreDue: boolean; withRoom: DeliveryChannelName[] }> {
    let moreDue = false;
    const withRoom: DeliveryChannelName[] = [];
    for (const name of names) {
      const free = Math.min(concurrency - inFlight.size, (byName.get(name)!.maxInFlight ?? Infinity) - inFlightOn.get(name)!);
      if (free <= 0) continue; // a finishing delivery wakes the loop
      const claimed = await claimDeliveries(sql, { channel: name, limit: free, leaseMs, exclude: [...inFlight.keys()] });
      for (const job of claimed) {
        inFlightOn.set(name, inFlightOn.get(name)! + 1);
        const delivery = attempt(job).finally(() => {
          inFlight.delete(job.id);
          inFlightOn.set(name, inFlightOn.get(name)! - 1);
          wake();
        });
        inFlight.set(job.id, delivery);
      }
      if (claimed.length === free) moreDue = true;
      else withRoom.push(name);
    }
    return { moreDue, withRoom };
  }

  async function run() {
    let databaseBackoffMs = 250;
    while (running) {
      woken = false;
      let waitMs = pollMs;
      try {
        const moreToScreen = await screen();
        if (Date.now() - lastHeartbeat >= pollMs) {
          lastHeartbeat = Date.now();
          await touchDeliveryChannels(sql, names);
          await raiseAlarms();
        }
        const { moreDue, withRoom } = await claim();
        databaseBackoffMs = 250;
        if (moreToScreen || (moreDue && inFlight.size < concurrency)) continue;
        // Nothing pending: wait the poll interval (a wake-up comes first for a new lead).
        const dueInMs = withRoom.length > 0 ? await msUntilNextDue(sql, withRoom) : undefined;
        // Due now but not claimable (in flight here, or locked by another worker's claim): look again soon.
        if (dueInMs !== undefined) waitMs = Math.min(waitMs, Math.max(dueInMs, 100));
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
      await serveDeliveryChannels(sql, names);
      lastHeartbeat = Date.now();
      if (names.length === 0) logger.info("no lead notifications: set NOTIFY_WEBHOOK_URL or SMTP_URL to be told of each new lead");
      running = true;
      unlisten = await sql.listen(outboxWakeupTopic, wake, wake);
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
      if ((await Promise.race([Promise.all(inFlight.values()), graceOver])) === "over")
        logger.warn(
          { deliveries: inFlight.size, graceMs: stopGraceMs },
          "lead delivery stopped with deliveries in flight: they are retried after their lease",
        );
      clearTimeout(timer);
      await unlisten?.();
      await Promise.all(channels.map((channel) => channel.close()));
    },
  };
}
