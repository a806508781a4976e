// Turns what the drivers throw into the two kinds of failure the rest of the server tells apart:
// DatabaseError (Postgres refused this request: a check, a privilege, a rate limit) and anything
// else (Postgres could not be reached or gave up: the HTTP layer answers 503).
import { DatabaseError } from "./types.ts";

/** Postgres is unreachable, shutting down, out of resources or timed out. Not a DatabaseError on purpose. */
export class DatabaseUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "DatabaseUnavailableError";
  }
}

// The error both pg and PGlite throw for an ErrorResponse from the server (pg-protocol's shape).
type PostgresErrorResponse = Error & { code: string; severity: string; detail?: string; hint?: string };

const isPostgresErrorResponse = (error: unknown): error is PostgresErrorResponse =>
  error instanceof Error &&
  typeof (error as Partial<PostgresErrorResponse>).severity === "string" &&
  /^[0-9A-Z]{5}$/.test(String((error as Partial<PostgresErrorResponse>).code));

// SQLSTATE classes that say "the database is not able to serve", not "this request is wrong":
// 08 connection exception, 53 insufficient resources, 57 operator intervention (shutdown, statement timeout).
const unavailableClasses = new Set(["08", "53", "57"]);

/** Maps anything a driver threw; the result is what a Database method rejects with. */
export function toDatabaseFailure(error: unknown): Error {
  if (error instanceof DatabaseError || error instanceof DatabaseUnavailableError) return error;
  if (!isPostgresErrorResponse(error)) {
    const message = error instanceof Error ? error.message : String(error);
    return new DatabaseUnavailableError(`Database unavailable: ${message}`, { cause: error });
  }
  if (unavailableClasses.has(error.code.slice(0, 2))) {
    return new DatabaseUnavailableError(`Database unavailable: ${error.code} ${error.message}`, { cause: error });
  }
  return new DatabaseError(error.code, error.message, error.detail ?? null, error.hint ?? null);
}

/**
 * Runs a driver call and rejects with toDatabaseFailure's mapping. Errors already mapped (from
 * queries inside a transaction's work) pass through unchanged.
 */
export async function mapFailure<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toDatabaseFailure(error);
  }
}
