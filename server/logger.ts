import { pino, type Logger } from "pino";
import { textLogStream } from "./text-log.ts";

export type { Logger };

/**
 * Structured JSON logs. Leads are personal data: nothing here logs request bodies, e-mail
 * addresses or database error details (PostgreSQL's "Failing row contains (...)" holds the row).
 */
export const createLogger = (level: string, format: "json" | "text" = "json") =>
  pino(
    { level, base: { service: "agency-site" }, timestamp: pino.stdTimeFunctions.isoTime },
    // text: for a person at a terminal (`npm start` sets it); the same records, one short line each.
    format === "text" ? textLogStream() : undefined,
  );
