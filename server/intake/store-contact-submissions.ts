// The one way a checked contact message is stored, for the REST insert and the no-JavaScript form
// alike: as the request's client (its address is what the database's rate limits count), with
// only codes logged on failure, since a database message can quote the row (personal data).
import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Database } from "../db/types.ts";
import { clientAddress, type TrustedProxies } from "../http/client-address.ts";
import type { RequestLogEnv } from "../http/request-log.ts";
import { replyForDatabaseFailure, type ErrorReply } from "./postgrest-error.ts";
import type { RefusedClients } from "./refused-clients.ts";
import type { LeadFields } from "../leads/lead.ts";

/** Where contact messages go, and how their senders are told apart. */
export type ContactStore = { db: Database; trustedProxies: TrustedProxies; refusedClients: RefusedClients };

/** The client a request comes from (TRUST_PROXY decides whose X-Forwarded-For is believed). */
export const requestClient = (c: Context<RequestLogEnv>, trustedProxies: TrustedProxies) =>
  clientAddress(c.env?.incoming ? getConnInfo(c).remote.address : undefined, c.req.header("x-forwarded-for"), trustedProxies);

/**
 * The 429 to answer at once when the database refused this client a moment ago and its wait is
 * not over: checked before anything that touches the database (the CAPTCHA's spend included), and
 * by the REST insert before it reads the body, so a flood of refusals costs a lookup each.
 */
export function refusedBeforeDatabase(c: Context<RequestLogEnv>, store: ContactStore, what: string): ErrorReply | undefined {
  const refused = store.refusedClients.check(requestClient(c, store.trustedProxies));
  if (refused) c.get("log")?.debug({ reqId: c.get("requestId"), code: refused.error.code, status: 429 }, `${what} refused in memory`);
  return refused;
}

/** Resolves undefined once the rows are committed, or with the PostgREST-shaped error to answer. */
export async function storeContactSubmissions(
  c: Context<RequestLogEnv>,
  store: ContactStore,
  rows: readonly LeadFields[],
  /** How the log lines name the attempt ("contact insert", "contact form insert"). */
  what: string,
  /** Store but hold for the operator's review, with this reason (see RequestContext). */
  holdForReview?: string,
): Promise<ErrorReply | undefined> {
  const client = requestClient(c, store.trustedProxies);
  try {
    await store.db.insertContactSubmissions(rows, { clientAddress: client, holdForReview });
    store.refusedClients.accepted(client);
    return undefined;
  } catch (failure) {
    const reply = replyForDatabaseFailure(failure);
    store.refusedClients.remember(client, reply);
    const log = c.get("log");
    const reqId = c.get("requestId");
    if (reply.status >= 500)
      log?.error({ reqId, code: reply.error.code, cause: failure instanceof Error ? failure.name : typeof failure }, `${what} failed`);
    else log?.warn({ reqId, code: reply.error.code, status: reply.status }, `${what} refused`);
    return reply;
  }
}
