// The one call the server and `npm run worker` make: channels from the configuration, then a
// running worker (or, with no channel configured, one log line saying so).
import type { SqlEngine } from "../db/sql-engine.ts";
import type { Logger } from "../logger.ts";
import { createChannels } from "./channels.ts";
import type { NotifyConfig } from "./notify-config.ts";
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from "./outbox-worker.ts";

/** `events`: the worker's onAttempt/onScreened, for /metrics. */
export async function startLeadDelivery(
  sql: SqlEngine,
  notify: NotifyConfig,
  logger: Logger,
  events: Pick<OutboxWorkerOptions, "onAttempt" | "onScreened"> = {},
): Promise<OutboxWorker> {
  const { leaseMs, pollMs, retryBaseMs } = notify.tuning;
  const worker = createOutboxWorker({
    sql,
    channels: createChannels(notify),
    logger,
    leaseMs,
    pollMs,
    retry: retryBaseMs === undefined ? undefined : { baseMs: retryBaseMs },
    ...events,
  });
  await worker.start();
  return worker;
}
