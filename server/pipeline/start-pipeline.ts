// The lead pipeline beside one database, wired once for both processes that run it: the server
// (server/main.ts) and `npm run worker` (scripts/worker.ts). It is the delivery worker, with its
// channels from the NOTIFY_* settings, and the retention schedule beside it; every value comes
// from the settings schema (server/settings/), none is re-applied here.
import type { SqlEngine } from "../db/sql-engine.ts";
import { startLeadDelivery } from "../delivery/start-delivery.ts";
import type { Logger } from "../logger.ts";
import { createServerMetrics, type ServerMetrics } from "../metrics/server-metrics.ts";
import { startRetentionSchedule } from "../privacy/retention-schedule.ts";
import { configuredChannels, type NotifyConfig } from "../settings/notifications.ts";
import type { RetentionConfig } from "../settings/retention.ts";

/** What the pipeline reads of the settings: the `notify` and `retention` parts. */
export type PipelineSettings = { notify: NotifyConfig; retention: RetentionConfig };

export type Pipeline = {
  /** Stops both side by side, each bounded: deliveries in flight finish and are marked (a longer one is left to its lease). */
  stop(): Promise<void>;
};

/** The metrics of a process that runs the pipeline: the outbox's counters for each configured channel. */
export const createPipelineMetrics = (sql: SqlEngine, settings: Pick<PipelineSettings, "notify">): ServerMetrics =>
  createServerMetrics({ sql, channels: configuredChannels(settings.notify) });

/** Starts delivery (registering this process's channels) and the retention schedule; resolves once both run. */
export async function startPipeline(
  settings: PipelineSettings,
  { sql, logger, metrics }: { sql: SqlEngine; logger: Logger; metrics?: ServerMetrics },
): Promise<Pipeline> {
  const delivery = await startLeadDelivery(sql, settings.notify, logger, metrics?.outboxEvents);
  const retention = startRetentionSchedule(sql, settings.retention, logger);
  return {
    async stop() {
      await Promise.all([delivery.stop(), retention.stop()]);
    },
  };
}
