// The one call the server and `npm run worker` make: delivery channels from the configuration,
// then a running worker. With no channel configured it still screens every lead for spam.
import type { SqlEngine } from "../db/sql-engine.ts";
import type { Logger } from "../logger.ts";
import { createChannels } from "./channels.ts";
import type { NotifyConfig } from "../settings/notifications.ts";
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from "./outbox-worker.ts";

export async function startLeadDelivery(
  sql: SqlEngine,
  notify: NotifyConfig,
  logger: Logger,
  hooks: Pick<OutboxWorkerOptions, "onAttempt" | "onScreened"> = {},
): Promise<OutboxWorker> {
  const worker = createOutboxWorker({
    sql,
    channels: createChannels(notify),
    logger,
    ...notify.tuning,
    receiptsPerHour: notify.receiptsPerHour,
    ...hooks,
  });
  await worker.start();
  return worker;
}
