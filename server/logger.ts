import { pino, type Logger } from "pino";

export type { Logger };

/**
 * Structured JSON logs. Leads are personal data: nothing here logs request bodies, e-mail
 * addresses or database error details (PostgreSQL's "Failing row contains (...)" holds the row).
 */
export const createLogger = (level: string) => pino({ level, base: { service: "agency-site" }, timestamp: pino.stdTimeFunctions.isoTime });
