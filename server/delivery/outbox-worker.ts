// The delivery worker. Runs inside every server and alone as `npm run worker`; any number may
// share one database. Each round it screens the leads waiting for their spam verdict
// (lead-screening.ts), then claims due jobs of the delivery channels it serves (../leads/delivery-jobs-store.ts),
// hands each to its channel with a deadline shorter than the lease, and marks it delivered or
// schedules the retry. New leads wake it at once (the wake-up topic: LISTEN/NOTIFY, in-process on
// PGlite); it also looks on its own every pollMs, in case a wake-up was missed. Idle, it makes a
// handful of queries per poll interval.
// Its parts: worker-wakeup.ts (waiting and waking), jobs-in-flight.ts (what it is delivering),
// delivery-attempt.ts (one attempt and its record), operator-alarms.ts (telling the operator);
// here, the round (screen, heartbeat, claim) and the loop that repeats it.
import { DatabaseUnavailableError } from "../db/database-errors.ts";
import type { SqlEngine } from "../db/sql-engine.ts";
import type { Logger } from "../logger.ts";
import type { DeliveryChannel } from "./channels.ts";
import { attemptDelivery, type AttemptEvent, type AttemptRecorder } from "./delivery-attempt.ts";
import { serveDeliveryChannels, touchDeliveryChannels } from "../leads/delivery-channels-store.ts";
import { createJobsInFlight, type JobsInFlight } from "./jobs-in-flight.ts";
import { screenWaitingLeads } from "./lead-screening.ts";
import { claimReceiptCapAlert } from "../leads/screening-store.ts";
import { checkOutboxLease, type OutboxTuning } from "../settings/notifications.ts";
import { createOperatorAlarms, type OperatorAlarms } from "./operator-alarms.ts";
import { receiptCapNotice } from "./operator-notice.ts";
import { reportPastGlobalBudget } from "./global-budget.ts";
import { claimDeliveries, msUntilNextDue, outboxWakeupTopic, type RetryPolicy } from "../leads/delivery-jobs-store.ts";
import type { DeliveryChannelName } from "../leads/delivery-channels.ts";
import { createWorkerWakeup, type WorkerWakeup } from "./worker-wakeup.ts";

export type { AttemptEvent };

/**
 * The worker's settings come whole from the settings schema (server/settings/notifications.ts:
 * `notify.tuning` and `notify.receiptsPerHour`): no default is applied here, so a default changed
 * in the schema is the one every process runs with (tests fill theirs from the same schema:
 * testing/outbox-kit.ts).
 */
export type OutboxWorkerOptions = OutboxTuning & {
  sql: SqlEngine;
  /** The delivery channels this worker serves; none: it only screens. */
  channels: readonly DeliveryChannel[];
  logger: Logger;
  /** Deliveries in flight at once (not a setting: ten is plenty for two channels). */
  concurrency?: number;
  /** The retry policy beyond its first delay (`retryBaseMs`): a test may shorten it. */
  retry?: Partial<Omit<RetryPolicy, "baseMs">>;
  /** Each attempt's outcome (the metrics count these). */
  onAttempt?: (event: AttemptEvent) => void;
  /** Each lead's spam verdict, once screened. */
  onScreened?: (verdict: { spam: boolean; overGlobalBudget: boolean }) => void;
  /** AUTOREPLY_MAX_PER_HOUR: visitor's receipts sent per hour by every worker together; past it they are skipped and the operator told. */
  receiptsPerHour: number;
};

export type OutboxWorker = {
  /** Registers this worker's delivery channels (adding, never removing any), then runs. */
  start(): Promise<void>;
  /** Takes no new job, lets the deliveries in flight finish and mark (up to stopGraceMs), then stops listening. */
  stop(): Promise<void>;
};

/** Retries double from the first delay up to an hour apart, for a day and at least five attempts. */
const retryPolicyBeyondFirstDelay = { capMs: 3_600_000, maxAgeMs: 24 * 3_600_000, minAttempts: 5 } as const satisfies Omit<
  RetryPolicy,
  "baseMs"
>;

const screeningBatch = 20;

/** What one round of the loop works with; `running` and `lastHeartbeat` are the loop's own state. */
type Round = {
  sql: SqlEngine;
  channels: ReadonlyMap<DeliveryChannelName, DeliveryChannel>;
  inFlight: JobsInFlight;
  alarms: OperatorAlarms;
  recorder: AttemptRecorder;
  wakeup: WorkerWakeup;
  logger: Logger;
  leaseMs: number;
  attemptTimeoutMs: number;
  pollMs: number;
  concurrency: number;
  receiptsPerHour: number;
  onScreened?: (verdict: { spam: boolean; overGlobalBudget: boolean }) => void;
};

/**
 * Screens one batch of the leads waiting for their verdict. Resolves with whether more may be
 * waiting. One batch a round, not all: a backlog of thousands (a restore, a worker that was
 * down) starts going out after the first batch instead of after the last.
 */
async function screenBatch({ sql, logger, onScreened, receiptsPerHour, alarms }: Round): Promise<boolean> {
  const screened = await screenWaitingLeads(sql, screeningBatch, receiptsPerHour);
  for (const { verdict, overGlobalBudget } of screened) onScreened?.({ spam: verdict.spam, overGlobalBudget });
  await reportPastGlobalBudget(sql, screened, logger, alarms);
  // Past the hourly cap the operator hears it once an hour, from one worker (the claim decides which).
  if (screened.some((lead) => lead.receiptSkipped === "receipt-hourly-cap") && (await claimReceiptCapAlert(sql)))
    await alarms.tell(receiptCapNotice(receiptsPerHour));
  if (screened.length > 0)
    logger.info({ leads: screened.length, held: screened.filter((lead) => lead.verdict.spam).length }, "leads screened");
  return screened.length === screeningBatch;
}

/**
 * Claims what is due on each channel, within the worker's and the channel's limits, and starts
 * its attempts. Resolves with whether more may be due right now (a claim filled what was free),
 * and the channels with room left (whose next due time decides how long to wait).
 */
async function claimDue(round: Round): Promise<{ moreDue: boolean; withRoom: DeliveryChannelName[] }> {
  const { sql, channels, inFlight, recorder, wakeup, leaseMs, attemptTimeoutMs } = round;
  let moreDue = false;
  const withRoom: DeliveryChannelName[] = [];
  for (const [name, channel] of channels) {
    const free = inFlight.room(name, channel.maxInFlight);
    if (free <= 0) continue; // a finishing delivery wakes the loop
    const claimed = await claimDeliveries(sql, { channel: name, limit: free, leaseMs, exclude: inFlight.ids() });
    for (const job of claimed) inFlight.add(job.id, name, attemptDelivery(recorder, channel, job, attemptTimeoutMs), wakeup.wake);
    if (claimed.length === free) moreDue = true;
    else withRoom.push(name);
  }
  return { moreDue, withRoom };
}

/** One round: screen, heartbeat and alarms (every pollMs), claim. Resolves with how long to wait before the next, or "again" at once. */
async function runRound(round: Round, heartbeatDue: boolean): Promise<number | "again"> {
  const { sql, channels, alarms, inFlight, pollMs, concurrency } = round;
  const moreToScreen = await screenBatch(round);
  if (heartbeatDue) {
    await touchDeliveryChannels(sql, [...channels.keys()]);
    await alarms.raiseDue();
  }
  const { moreDue, withRoom } = await claimDue(round);
  if (moreToScreen || (moreDue && inFlight.size < concurrency)) return "again";
  // Nothing pending: wait the poll interval (a wake-up comes first for a new lead).
  const dueInMs = withRoom.length > 0 ? await msUntilNextDue(sql, withRoom) : undefined;
  // Due now but not claimable (in flight here, or locked by another worker's claim): look again soon.
  return dueInMs === undefined ? pollMs : Math.min(pollMs, Math.max(dueInMs, 100));
}

export function createOutboxWorker({
  sql,
  channels,
  logger,
  leaseMs,
  attemptTimeoutMs,
  pollMs,
  retryBaseMs,
  concurrency = 10,
  retry,
  alertAfterMs,
  stopGraceMs,
  onAttempt,
  onScreened,
  receiptsPerHour,
}: OutboxWorkerOptions): OutboxWorker {
  // An attempt that outlives its lease runs beside the next worker's attempt of the same job.
  checkOutboxLease(leaseMs, attemptTimeoutMs);
  const byName = new Map(channels.map((channel) => [channel.name, channel]));
  const names = [...byName.keys()];
  const wakeup = createWorkerWakeup();
  const inFlight = createJobsInFlight(concurrency);
  const alarms = createOperatorAlarms({ sql, channels, logger, attemptTimeoutMs, alertAfterMs });
  const policy: RetryPolicy = { ...retryPolicyBeyondFirstDelay, ...retry, baseMs: retryBaseMs };
  const recorder: AttemptRecorder = { sql, logger, policy, alarms, onAttempt, wake: wakeup.wake };
  const round: Round = {
    sql,
    channels: byName,
    inFlight,
    alarms,
    recorder,
    wakeup,
    logger,
    leaseMs,
    attemptTimeoutMs,
    pollMs,
    concurrency,
    receiptsPerHour,
    onScreened,
  };

  let running = false;
  let loop: Promise<void> | undefined;
  let unlisten: (() => Promise<void>) | undefined;

  async function run(lastHeartbeat: number) {
    let databaseBackoffMs = 250;
    while (running) {
      wakeup.startRound();
      let waitMs: number | "again";
      try {
        const heartbeatDue = Date.now() - lastHeartbeat >= pollMs;
        if (heartbeatDue) lastHeartbeat = Date.now();
        waitMs = await runRound(round, heartbeatDue);
        databaseBackoffMs = 250;
        if (waitMs === "again") continue;
      } catch (error) {
        // Either way the loop backs off, so a bug cannot spin it; but only an outage is called one.
        if (error instanceof DatabaseUnavailableError)
          logger.warn({ retryInMs: databaseBackoffMs, error: error.message }, "lead delivery: database unavailable");
        else logger.error({ retryInMs: databaseBackoffMs, err: error }, "lead delivery round failed");
        waitMs = databaseBackoffMs;
        databaseBackoffMs = Math.min(databaseBackoffMs * 2, pollMs);
      }
      await wakeup.sleep(waitMs, () => running);
    }
  }

  return {
    async start() {
      await serveDeliveryChannels(sql, names);
      if (names.length === 0) logger.info("no lead notifications: set NOTIFY_WEBHOOK_URL or SMTP_URL to be told of each new lead");
      running = true;
      unlisten = await sql.listen(outboxWakeupTopic, wakeup.wake, wakeup.wake);
      loop = run(Date.now());
      logger.info({ channels: names }, "lead delivery started");
    },
    async stop() {
      if (!running) return;
      running = false;
      wakeup.wake();
      await loop;
      let timer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<"over">((resolve) => (timer = setTimeout(() => resolve("over"), stopGraceMs)));
      if ((await Promise.race([inFlight.settled(), graceOver])) === "over")
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
