// The per-client rate limit's front line, in memory, per process. The database trigger is the
// authority (it counts across replicas and for hosted Supabase); once it has refused a client,
// this remembers the refusal until its Retry-After runs out and answers the client's further
// requests itself: a flood from one client then costs no database transaction each, and
// genuine visitors' inserts do not queue behind it. It only repeats the database's own answer,
// and asks the database again after a few seconds (recheckSeconds), so a limit the operator lifts
// there takes effect within them, while a flood still costs one transaction per client per
// recheck, per process.
import { clientKey } from "../http/client-address.ts";
import { errorReply, type ErrorReply } from "./postgrest-error.ts";

/** Clients remembered at most; past it the oldest refusal is forgotten (the database refuses it again). */
const maxRemembered = 10_000;
/** How long a refusal is answered from memory before the database is asked again. */
export const recheckSeconds = 10;

export type RefusedClients = {
  /** The 429 to answer now, without the database, when this client's refusal still holds. */
  check(clientAddress: string): ErrorReply | undefined;
  /** Remembers the database's answer for this client when it is a 429 with a Retry-After. */
  remember(clientAddress: string, reply: ErrorReply): void;
  /** The database stored this client's message: it is refused no longer (its limit was lifted). */
  accepted(clientAddress: string): void;
};

export function createRefusedClients({ now = Date.now, capacity = maxRemembered } = {}): RefusedClients {
  /** Key → when its refusal ends and when to ask the database again (ms), in the order they were refused. */
  const until = new Map<string, { ends: number; recheckAt: number }>();
  return {
    check(clientAddress) {
      const key = clientKey(clientAddress);
      const refusal = until.get(key);
      if (refusal === undefined) return undefined;
      if (now() >= refusal.recheckAt) {
        // This one request asks the database again; the rest of a flood is still answered here
        // until the database's answer comes (remember or accepted), or the next recheck.
        refusal.recheckAt = now() + recheckSeconds * 1000;
        return undefined;
      }
      // The wait the database set, not the recheck: the client is told when it may really retry.
      const seconds = Math.ceil((refusal.ends - now()) / 1000);
      return errorReply(429, "PT429", "Too many contact messages from this address. Please try again later.", null, null, {
        "Retry-After": String(seconds),
      });
    },
    remember(clientAddress, reply) {
      const retryAfter = Number(reply.headers?.["Retry-After"]);
      if (reply.status !== 429 || !(retryAfter > 0)) return;
      const key = clientKey(clientAddress);
      until.delete(key);
      until.set(key, { ends: now() + retryAfter * 1000, recheckAt: now() + Math.min(retryAfter, recheckSeconds) * 1000 });
      if (until.size > capacity) until.delete(until.keys().next().value!);
    },
    accepted(clientAddress) {
      if (until.size > 0) until.delete(clientKey(clientAddress));
    },
  };
}
