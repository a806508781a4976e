// The SQL of one public insert, exactly as both engines run it, exported so that the benchmark's
// pgbench reference runs the very same statements. One insert is four round trips:
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

/** What the rate-limit trigger reads: the client address as `x-forwarded-for`. */
export const requestHeadersJson = (context: RequestContext): string => JSON.stringify({ "x-forwarded-for": context.clientAddress });

export type InsertParameters = [string[], string[], (string | null)[], string[]];

export const insertParameters = (rows: readonly ContactSubmissionInput[]): InsertParameters => [
  rows.map((row) => row.name),
  rows.map((row) => row.email),
  rows.map((row) => row.company),
  rows.map((row) => row.message),
];

/**
 * The same transaction as a pgbench script. Run it with `-M extended` (or `prepared`) so that the
 * variables travel as parameters, as node-postgres sends them, and define them with pgbenchDefines:
 *   pgbench -n -M extended -f insert.sql $(pgbenchDefines(rows, context)) ...
 */
export const pgbenchInsertScript = [
  "begin;",
  `${actAsAnonSql.replace("$1", ":request_headers")};`,
  `${insertContactSubmissionsSql.replace("$1", ":names").replace("$2", ":emails").replace("$3", ":companies").replace("$4", ":messages")};`,
  "commit;",
  "",
].join("\n");

/** `-D name=value` arguments for pgbenchInsertScript, holding the same values the server would send. */
export function pgbenchDefines(rows: readonly ContactSubmissionInput[], context: RequestContext): string[] {
  const [names, emails, companies, messages] = insertParameters(rows);
  return Object.entries({
    request_headers: requestHeadersJson(context),
    names: textArrayLiteral(names),
    emails: textArrayLiteral(emails),
    companies: textArrayLiteral(companies),
    messages: textArrayLiteral(messages),
  }).flatMap(([name, value]) => ["-D", `${name}=${value}`]);
}

// Postgres' text form of a text[]: every element quoted, so commas, braces and spaces are data.
const textArrayLiteral = (values: readonly (string | null)[]): string =>
  `{${values.map((value) => (value === null ? "NULL" : `"${value.replace(/[\\"]/g, "\\$&")}"`)).join(",")}}`;
