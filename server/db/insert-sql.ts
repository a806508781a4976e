// The SQL of one public insert, exactly as both engines run it (the benchmark's pgbench reference
// runs the very same statements: bench/load/pgbench.ts). One insert is four round trips:
//   begin; actAsAnonSql; insertContactSubmissionsSql; commit;
import type { ContactSubmissionInput, RequestContext } from "./types.ts";

/**
 * Switches the transaction to `anon` and hands Postgres the request context, the way PostgREST
 * does (`SET LOCAL ROLE`, `request.headers` as JSON with lower-case names), in one statement.
 * $1: the request headers as JSON text (see requestHeadersJson).
 */
export const actAsAnonSql = "select set_config('role', 'anon', true), set_config('request.headers', $1, true)";

/**
 * Every row of a batch in one statement, so the batch is stored whole or not at all.
 * $1..$4: text arrays of names, e-mails, companies (null for none) and messages, same length.
 * No RETURNING: anon may not read the table.
 */
export const insertContactSubmissionsSql =
  "insert into public.contact_submissions (name, email, company, message) " +
  "select * from unnest($1::text[], $2::text[], $3::text[], $4::text[])";

/**
 * What the triggers read: the client address as `x-forwarded-for` (the rate limits), and a
 * reason to hold the message for review as `x-hold-for-review` (the queueing, migration 0009).
 */
export const requestHeadersJson = (context: RequestContext): string =>
  JSON.stringify({
    "x-forwarded-for": context.clientAddress,
    ...(context.holdForReview ? { "x-hold-for-review": context.holdForReview } : {}),
  });

export type InsertParameters = [string[], string[], (string | null)[], string[]];

export const insertParameters = (rows: readonly ContactSubmissionInput[]): InsertParameters => [
  rows.map((row) => row.name),
  rows.map((row) => row.email),
  rows.map((row) => row.company),
  rows.map((row) => row.message),
];
