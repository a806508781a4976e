// How often sign-in links may be asked for: per address typed and per client, counted in the
// database (private.inbox_sign_in_attempts) so that every replica counts the same attempts.
// Keys are hashed: an address someone typed is not kept. Every request counts, allowed address or
// not, so the limit says nothing about who may sign in.
import type { SqlSession } from "../db/sql-engine.ts";
import { tokenHash } from "./secret-token.ts";

export const signInWindowMs = 15 * 60_000;
/** Links per address per window: enough for a lost e-mail or two, too few to flood a mailbox. */
export const signInsPerAddress = 3;
/** Requests per client per window, whatever the addresses. */
export const signInsPerClient = 10;

/**
 * Records one sign-in request from `client` for `email` and says whether it is within both
 * limits. In one transaction, so two replicas cannot both take the last free slot unseen.
 */
export function takeSignInAttempt(sql: SqlSession, { email, client, now }: { email: string; client: string; now: Date }): Promise<boolean> {
  const keys = [
    { key: `address:${tokenHash(email.trim().toLowerCase())}`, limit: signInsPerAddress },
    { key: `client:${tokenHash(client)}`, limit: signInsPerClient },
  ];
  const since = new Date(now.getTime() - signInWindowMs);
  return sql.transaction(async (tx) => {
    await tx.query("delete from private.inbox_sign_in_attempts where attempted_at < $1", [since]);
    let allowed = true;
    for (const { key, limit } of keys) {
      // Per key, one at a time across replicas.
      await tx.query("select pg_advisory_xact_lock(hashtextextended($1, 0))", [key]);
      const [row] = await tx.query<{ n: number }>(
        "select count(*)::int as n from private.inbox_sign_in_attempts where key = $1 and attempted_at > $2",
        [key, since],
      );
      if ((row?.n ?? 0) >= limit) allowed = false;
      await tx.query("insert into private.inbox_sign_in_attempts (key, attempted_at) values ($1, $2)", [key, now]);
    }
    return allowed;
  });
}
