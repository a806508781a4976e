// How a long-running process (the server, or `npm run worker`) logs and stops.
import { oneOf, seconds, settingsPart } from "./rules.ts";

export const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export const logFormats = ["json", "text"] as const;

/** Also the default of a delivery worker built without settings (tests). */
export const defaultShutdownGraceMs = 10_000;

export const runtimeSettings = settingsPart(
  {
    LOG_LEVEL: oneOf(logLevels).default("info"),
    // json: one JSON object per line, for a log collector; text: short lines for a person at a
    // terminal (`npm start` sets it unless the shell sets LOG_FORMAT).
    LOG_FORMAT: oneOf(logFormats).default("json"),
    // Seconds to let requests and deliveries in flight finish after SIGTERM: the server cuts the
    // connections left after it, and a delivery still running is left to its lease.
    SHUTDOWN_GRACE_SECONDS: seconds(0, 600).default(defaultShutdownGraceMs / 1000),
  },
  (s) => ({ logLevel: s.LOG_LEVEL, logFormat: s.LOG_FORMAT, shutdownGraceMs: s.SHUTDOWN_GRACE_SECONDS * 1000 }),
);
