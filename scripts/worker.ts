// `npm run worker` (the compiled build/node/worker.js; `npm run build` first): lead delivery on its own, for a site whose inserts go to hosted Supabase (or
// to add delivery capacity beside the servers). Connects with DATABASE_URL, applies the
// migrations, writes the NOTIFY_* channel configuration, delivers until SIGTERM or SIGINT.
import "../server/owner-only-umask.ts";
import { openDatabase } from "../server/db/open-database.ts";
import { loadEnvFile } from "../server/env-file.ts";
import { exitOnSignals } from "../server/exit-on-signals.ts";
import { createLogger } from "../server/logger.ts";
import { startLeadDelivery } from "../server/outbox/lead-delivery.ts";
import { MetricsConfigError, readMetricsConfig } from "../server/metrics/metrics-config.ts";
import { startMetricsServer } from "../server/metrics/metrics-endpoint.ts";
import { createServerMetrics } from "../server/metrics/server-metrics.ts";
import { configuredChannels, NotifyConfigError, readNotifyConfig } from "../server/outbox/notify-config.ts";
import { readRetentionConfig, RetentionConfigError } from "../server/privacy/retention-config.ts";
import { startRetentionSchedule } from "../server/privacy/retention-schedule.ts";
import { unexpectedFailureLine } from "../server/startup-failure.ts";

async function main() {
  loadEnvFile();
  const notify = readNotifyConfig(process.env);
  // The worker has no site port: its metrics are on METRICS_PORT (127.0.0.1) only.
  const metricsConfig = readMetricsConfig(process.env);
  const retentionConfig = readRetentionConfig(process.env);
  const databaseUrl = process.env.DATABASE_URL?.trim();
  // The embedded database belongs to the running server, which delivers by itself.
  if (!databaseUrl)
    throw new NotifyConfigError("npm run worker needs DATABASE_URL (with the embedded database, the server delivers leads itself)");
  if (!/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new NotifyConfigError("Invalid configuration: DATABASE_URL must start with postgres:// or postgresql://");
  const logger = createLogger(process.env.LOG_LEVEL?.trim() || "info");
  const db = await openDatabase({ databaseUrl, dataDir: "unused" });
  const metrics = metricsConfig.port === undefined ? undefined : createServerMetrics({ sql: db.sql, channels: configuredChannels(notify) });
  const worker = await startLeadDelivery(db.sql, notify, logger, metrics?.outboxEvents);
  const retention = startRetentionSchedule(db.sql, retentionConfig, logger); // beside the worker (issue 18.3)
  const metricsServer = metrics && (await startMetricsServer({ metrics, port: metricsConfig.port!, token: metricsConfig.token, logger }));
  logger.info("worker running");

  exitOnSignals(logger, "finishing deliveries in flight", async () => {
    await Promise.all([worker.stop(), retention.stop()]);
    await metricsServer?.close();
    await db.close();
  });
}

main().catch((error: unknown) => {
  if (
    error instanceof NotifyConfigError ||
    error instanceof RetentionConfigError ||
    error instanceof MetricsConfigError ||
    (error instanceof Error && error.name === "StartupError")
  )
    console.error(error.message);
  else console.error(unexpectedFailureLine(error, "Worker")); // one line, any URL password masked
  process.exit(1);
});
