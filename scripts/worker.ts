// `npm run worker` (the compiled build/node/worker.js; `npm run build` first): lead delivery on its own, for a site whose inserts go to hosted Supabase (or
// to add delivery capacity beside the servers). Connects with DATABASE_URL, applies the
// migrations, writes the NOTIFY_* channel configuration, delivers until SIGTERM or SIGINT.
import "../server/owner-only-umask.ts";
import { openDatabase } from "../server/db/open-database.ts";
import { exitOnSignals } from "../server/exit-on-signals.ts";
import { createLogger } from "../server/logger.ts";
import { startMetricsServer } from "../server/metrics/metrics-endpoint.ts";
import { createPipelineMetrics, startPipeline } from "../server/pipeline/start-pipeline.ts";
import { loadSettings } from "../server/settings/load-settings.ts";
import { SettingError } from "../server/settings/setting-error.ts";
import { checkSpamModel } from "../server/startup-checks.ts";
import { reportStartupFailure, unexpectedFailureLine } from "../server/startup-failure.ts";

async function main() {
  // The worker has no site port: its metrics are on METRICS_PORT (127.0.0.1) only.
  const settings = loadSettings("database", "runtime", "notify", "retention", "metrics");
  const { database, runtime, metrics: metricsConfig } = settings;
  // The embedded database belongs to the running server, which delivers by itself.
  if (!database.url)
    throw new SettingError("npm run worker needs DATABASE_URL (with the embedded database, the server delivers leads itself)");
  checkSpamModel(); // every lead's screening reads it
  const logger = createLogger(runtime.logLevel, runtime.logFormat);
  const db = await openDatabase({
    databaseUrl: database.url,
    poolSize: database.poolSize,
    dataDir: database.dataDir,
    lessonKey: database.lessonKey,
  });
  const metrics = metricsConfig.port === undefined ? undefined : createPipelineMetrics(db.sql, settings);
  const pipeline = await startPipeline(settings, { sql: db.sql, logger, metrics });
  const metricsServer = metrics && (await startMetricsServer({ metrics, port: metricsConfig.port!, token: metricsConfig.token, logger }));
  // Signals are handled before it says it runs: a supervisor (or a test) that stops it on that line
  // must not meet node's default action, which kills the process mid-start.
  exitOnSignals(logger, "finishing deliveries in flight", async () => {
    await pipeline.stop();
    await metricsServer?.close();
    await db.close();
  });
  logger.info("worker running");
}

main().catch((error: unknown) => {
  // A bad setting is its own line; anything else one line too, any URL password masked.
  const explained = error instanceof SettingError || (error instanceof Error && error.name === "StartupError");
  reportStartupFailure(explained ? error.message : unexpectedFailureLine(error, "Worker"));
  process.exit(1);
});
