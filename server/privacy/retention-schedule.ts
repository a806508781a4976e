// Runs the retention purge (retention.ts) once at start and then once a day, in every process that
// runs the delivery worker (the server, `npm run worker`). Several such processes on one database
// each purge; the deletes are idempotent, so the second one finds nothing left to do.
import type { SqlQueries } from "../db/sql-engine.ts";
import type { Logger } from "../logger.ts";
import type { RetentionConfig } from "../settings/retention.ts";
import { purgeExpiredLeads } from "./retention.ts";

const day = 86_400_000;

export type RetentionSchedule = { stop(): Promise<void> };

export function startRetentionSchedule(sql: SqlQueries, config: RetentionConfig, logger: Logger, everyMs = day): RetentionSchedule {
  let running: Promise<void> | undefined;
  const purge = () => {
    if (running) return; // a purge slower than a day: let it finish
    running = purgeExpiredLeads(sql, config)
      .then(
        // Counts only: never an address or a lead's content.
        (counts) =>
          logger.info(
            { ...counts, leadRetentionDays: config.leadRetentionDays ?? null, spamRetentionDays: config.spamRetentionDays },
            "retention purge",
          ),
        (error: unknown) =>
          logger.warn({ err: { name: (error as Error)?.name } }, "retention purge failed (database unavailable); trying again in a day"),
      )
      .finally(() => (running = undefined));
  };
  // After start-up's own work, not in its way; a restarted process catches up at once.
  const first = setTimeout(purge, 1000);
  const daily = setInterval(purge, everyMs);
  first.unref();
  daily.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(daily);
      await running; // the database closes after this, never under a running purge
    },
  };
}
