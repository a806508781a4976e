// `npm run worker` (the compiled build/node/worker.js; `npm run build` first): lead delivery on its own, for a site whose inserts go to hosted Supabase (or
// to add delivery capacity beside the servers). Connects with DATABASE_URL, applies the
// migrations, writes the NOTIFY_* channel configuration, delivers until SIGTERM or SIGINT.
import { openDatabase } from "../server/db/open-database.ts";
import { loadEnvFile } from "../server/env-file.ts";
import { exitOnSignals } from "../server/exit-on-signals.ts";
import { createLogger } from "../server/logger.ts";
import { startLeadDelivery } from "../server/outbox/lead-delivery.ts";
import { NotifyConfigError, readNotifyConfig } from "../server/outbox/notify-config.ts";
import { readRetentionConfig, RetentionConfigError } from "../server/privacy/retention-config.ts";
import { startRetentionSchedule } from "../server/privacy/retention-schedule.ts";
import { unexpectedFailureLine } from "../server/startup-failure.ts";

async function main() {
  loadEnvFile();
  const notify = readNotifyConfig(process.env);
  const retentionConfig = readRetentionConfig(process.env);
  const databaseUrl = process.env.DATABASE_URL?.trim();
  // The embedded database belongs to the running server, which delivers by itself.
  if (!databaseUrl)
    throw new NotifyConfigError("npm run worker needs DATABASE_URL (with the embedded database, the server delivers leads itself)");
  if (!/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new NotifyConfigError("Invalid configuration: DATABASE_URL must start with postgres:// or postgresql://");
  const logger = createLogger(process.env.LOG_LEVEL?.trim() || "info");
  const db = await openDatabase({ databaseUrl, dataDir: "unused" });
  const worker = await startLeadDelivery(db.sql, notify, logger);
  const retention = startRetentionSchedule(db.sql, retentionConfig, logger); // beside the worker (issue 18.3)
  logger.info("worker running");

  exitOnSignals(logger, "finishing deliveries in flight", async () => {
    await Promise.all([worker.stop(), retention.stop()]);
    await db.close();
  });
}

main().catch((error: unknown) => {
  if (error instanceof NotifyConfigError || error instanceof RetentionConfigError) console.error(error.message);
  else console.error(unexpectedFailureLine(error, "Worker")); // one line, any URL password masked
  process.exit(1);
});
