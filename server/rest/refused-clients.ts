// The per-client rate limit's front line, in memory, per process. The database trigger is the
// authority (it counts across replicas and for hosted Supabase); once it has refused a client,
// this remembers the refusal until its Retry-After runs out and answers the client's further
// requests itself: a flood from one client then costs no database transaction each, and
// genuine visitors' inserts do not queue behind it. It only repeats the database's own answer,
// so it never refuses anyone the database would accept (a limit raised meanwhile aside, for the
// rest of that wait).
import { clientKey } from "../http/client-address.ts";
import { errorReply, type ErrorReply } from "./postgrest-error.ts";

/** Clients remembered at most; past it the oldest refusal is forgotten (the database refuses it again). */
const maxRemembered = 10_000;

export type RefusedClients = {
  /** The 429 to answer now, without the database, when this client's refusal still holds. */
  check(clientAddress: string): ErrorReply | undefined;
  /** Remembers the database's answer for this client when it is a 429 with a Retry-After. */
  remember(clientAddress: string, reply: ErrorReply): void;
};

export function createRefusedClients({ now = Date.now, capacity = maxRemembered } = {}): RefusedClients {
  /** Key → when its refusal ends (ms), in the order they were refused. */
  const until = new Map<string, number>();
  return {
    check(clientAddress) {
      const key = clientKey(clientAddress);
      const ends = until.get(key);
      if (ends === undefined) return undefined;
      const seconds = Math.ceil((ends - now()) / 1000);
      if (seconds <= 0) {
        until.delete(key);
        return undefined;
      }
      return errorReply(429, "PT429", "Too many contact messages from this address. Please try again later.", null, null, {
        "Retry-After": String(seconds),
      });
    },
    remember(clientAddress, reply) {
      const retryAfter = Number(reply.headers?.["Retry-After"]);
      if (reply.status !== 429 || !(retryAfter > 0)) return;
      const key = clientKey(clientAddress);
      until.delete(key);
      until.set(key, now() + retryAfter * 1000);
      if (until.size > capacity) until.delete(until.keys().next().value!);
    },
  };
}
