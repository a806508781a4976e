// One delivery attempt: the channel's try within its deadline, then what it is recorded as (the
// job marked by its lease, the channel's health, the operator told when that is due). One log
// line per attempt: ids, channel, outcome and error kind; never the lead or the answer.
import { DatabaseUnavailableError } from "../db/database-errors.ts";
import type { SqlQueries } from "../db/sql-engine.ts";
import type { Logger } from "../logger.ts";
import { DeliveryFailure, type DeliveryChannel } from "./channels.ts";
import { recordChannelFailure, recordChannelSuccess } from "../leads/delivery-channels-store.ts";
import type { OperatorAlarms } from "./operator-alarms.ts";
import { channelRecoveredNotice, deliveryFailedNotice } from "./operator-notice.ts";
import { markDelivered, markFailedAttempt, type ClaimedDelivery, type RetryPolicy } from "../leads/delivery-jobs-store.ts";
import type { DeliveryChannelName } from "../leads/delivery-channels.ts";
import { attemptOutcomes, type AttemptOutcome } from "../leads/delivery-status.ts";

export type AttemptEvent = {
  channel: DeliveryChannelName;
  outcome: AttemptOutcome;
  durationMs: number;
};

/** Runs the channel's attempt with its deadline: the signal asks it to stop, the race stops waiting. Resolves with the failure's kind, if any. */
export async function tryDelivery(channel: DeliveryChannel, job: ClaimedDelivery, attemptTimeoutMs: number): Promise<string | undefined> {
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
    return undefined;
  } catch (error) {
    return error instanceof DeliveryFailure ? error.kind : "internal-error";
  } finally {
    clearTimeout(timer);
  }
}

export type AttemptRecorder = {
  sql: SqlQueries;
  logger: Logger;
  policy: RetryPolicy;
  alarms: OperatorAlarms;
  onAttempt?: (event: AttemptEvent) => void;
  /** A channel recovered and its waiting jobs are due: the loop should look again at once. */
  wake(): void;
};

/** Tries `job` on `channel` and records the outcome; never throws (a record the database missed is retried after the lease). */
export async function attemptDelivery(recorder: AttemptRecorder, channel: DeliveryChannel, job: ClaimedDelivery, attemptTimeoutMs: number) {
  const started = performance.now();
  const failure = await tryDelivery(channel, job, attemptTimeoutMs);
  const durationMs = performance.now() - started;
  const line = { deliveryId: job.id, channel: job.channel, attempt: job.attempt };
  try {
    if (failure === undefined) await recordSuccess(recorder, job, durationMs, line);
    else await recordFailure(recorder, job, failure, durationMs, line);
  } catch (error) {
    // Not recorded: the lease runs out and the job is tried again. The database gone is expected
    // now and then; anything else is a bug in the server, logged whole under its own label.
    const unavailable = error instanceof DatabaseUnavailableError;
    const outcome = failure
      ? unavailable
        ? "failed-not-recorded"
        : "failed-record-error"
      : unavailable
        ? "delivered-not-recorded"
        : "delivered-record-error";
    if (unavailable) recorder.logger.warn({ ...line, outcome, errorKind: failure, error: error.message }, "lead delivery attempt");
    else
      recorder.logger.error(
        { ...line, outcome, errorKind: failure, err: error },
        "lead delivery attempt not recorded: an error in the server",
      );
  }
}

type AttemptLine = { deliveryId: string; channel: DeliveryChannelName; attempt: number };

async function recordSuccess(
  { sql, logger, alarms, onAttempt, wake }: AttemptRecorder,
  job: ClaimedDelivery,
  durationMs: number,
  line: AttemptLine,
) {
  const marked = await markDelivered(sql, job);
  // Lost lease: another worker took the job over and will deliver it again (at least once).
  logger.info({ ...line, outcome: marked ? attemptOutcomes.delivered : "delivered-lease-lost" }, "lead delivery attempt");
  onAttempt?.({ channel: job.channel, outcome: marked ? attemptOutcomes.delivered : attemptOutcomes.leaseLost, durationMs });
  alarms.channelWorks(job.channel, true);
  const health = await recordChannelSuccess(sql, job.channel);
  if (!health.recovered) return;
  logger.info({ channel: job.channel, madeDue: health.madeDue }, "delivery channel recovered: its waiting leads are due now");
  if (health.wasAlerted) await alarms.tell(channelRecoveredNotice(job.channel, health.failingSince));
  wake();
}

async function recordFailure(
  { sql, logger, policy, alarms, onAttempt }: AttemptRecorder,
  job: ClaimedDelivery,
  failure: string,
  durationMs: number,
  line: AttemptLine,
) {
  const next = await markFailedAttempt(sql, job, failure, policy);
  const outcome = next === undefined ? "failed-lease-lost" : next.gaveUp ? attemptOutcomes.gaveUp : attemptOutcomes.willRetry;
  logger.warn({ ...line, outcome, errorKind: failure, nextAttemptAt: next?.nextAttemptAt ?? undefined }, "lead delivery attempt");
  onAttempt?.({
    channel: job.channel,
    outcome: next === undefined ? attemptOutcomes.leaseLost : next.gaveUp ? attemptOutcomes.gaveUp : attemptOutcomes.willRetry,
    durationMs,
  });
  alarms.channelWorks(job.channel, false);
  await recordChannelFailure(sql, job.channel);
  if (outcome === "gave-up") await alarms.tell(deliveryFailedNotice(job.channel, job.id, job.lead.id, failure));
  await alarms.raiseDue();
}
