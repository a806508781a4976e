// The one way a checked contact message is stored, for the REST insert and the no-JavaScript form
// alike: as the request's client (its address is what the database's rate limits count), with
// only codes logged on failure, since a database message can quote the row (personal data).
import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { ContactSubmissionInput, Database } from "../db/types.ts";
import { clientAddress, type TrustedProxies } from "../http/client-address.ts";
import type { RequestLogEnv } from "../http/request-log.ts";
import { replyForDatabaseFailure, type ErrorReply } from "./postgrest-error.ts";

/** Resolves undefined once the rows are committed, or with the PostgREST-shaped error to answer. */
export async function storeContactSubmissions(
  c: Context<RequestLogEnv>,
  db: Database,
  rows: readonly ContactSubmissionInput[],
  trustedProxies: TrustedProxies,
  /** How the log lines name the attempt ("contact insert", "contact form insert"). */
  what: string,
  /** Store but hold for the operator's review, with this reason (see RequestContext). */
  holdForReview?: string,
): Promise<ErrorReply | undefined> {
  const incoming = c.env?.incoming ? getConnInfo(c).remote.address : undefined;
  try {
    const client = clientAddress(incoming, c.req.header("x-forwarded-for"), trustedProxies);
    await db.insertContactSubmissions(rows, { clientAddress: client, holdForReview });
    return undefined;
  } catch (failure) {
    const reply = replyForDatabaseFailure(failure);
    const log = c.get("log");
    const reqId = c.get("requestId");
    if (reply.status >= 500)
      log?.error({ reqId, code: reply.error.code, cause: failure instanceof Error ? failure.name : typeof failure }, `${what} failed`);
    else log?.warn({ reqId, code: reply.error.code, status: reply.status }, `${what} refused`);
    return reply;
  }
}
