// Errors in the shape and with the statuses of Supabase's REST API (PostgREST), so the browser's
// supabase-js `error` looks the same whichever backend answered.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { DatabaseError } from "../db/types.ts";

export type PostgrestError = { code: string; message: string; details: string | null; hint: string | null };
export type ErrorReply = { status: ContentfulStatusCode; error: PostgrestError; headers?: Record<string, string> };

export const errorReply = (
  status: ContentfulStatusCode,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
  headers?: Record<string, string>,
): ErrorReply => ({ status, error: { code, message, details, hint }, headers });

export const sendError = (c: Context, { status, error, headers }: ErrorReply) => c.json(error, status, headers);

/** PostgREST's own mapping of SQLSTATE classes to HTTP statuses, for the anonymous role. */
function statusForSqlState(code: string): ContentfulStatusCode {
  if (code === "42501") return 401; // insufficient privilege, as an anonymous caller
  if (code === "23505" || code === "23503") return 409;
  if (/^(08|53|57P)/.test(code)) return 503; // connection, resources, shutdown
  if (/^(22|23|P0|42)/.test(code)) return 400;
  return 500;
}

const parseJson = (text: string | null): unknown => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * What to answer for a database failure. SQL may choose the status and headers itself, as
 * PostgREST allows (`raise sqlstate 'PGRST' using message = '{…}', detail = '{"status":…,"headers":…}'`):
 * the rate-limit trigger uses that for 429 and Retry-After, on our server and on Supabase alike.
 */
export function replyForDatabaseFailure(failure: unknown): ErrorReply {
  if (!(failure instanceof DatabaseError)) {
    return errorReply(
      503,
      "PGRST001",
      "Database client error. Retrying the connection.",
      null,
      "The database is unavailable; try again shortly.",
    );
  }
  if (failure.code === "PGRST") {
    const body = parseJson(failure.message) as Partial<PostgrestError> | undefined;
    const meta = parseJson(failure.details) as { status?: number; headers?: Record<string, string> } | undefined;
    return errorReply(
      (meta?.status ?? 400) as ContentfulStatusCode,
      body?.code ?? "PGRST",
      body?.message ?? "Request refused",
      body?.details ?? null,
      body?.hint ?? null,
      meta?.headers,
    );
  }
  return errorReply(statusForSqlState(failure.code), failure.code, failure.message, failure.details, failure.hint);
}
