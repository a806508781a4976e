// Sign-in links (private.inbox_sign_in_links): one per request from an allowed address, single
// use, valid for 15 minutes. Opening the link only looks (peek); the button on that page spends it
// (redeem), so a mail scanner that fetches every link in a message signs no one in.
// Times come from the caller (`now`): the tests move the clock instead of waiting.
import type { SqlQueries } from "../db/sql-engine.ts";
import { newSecretToken, tokenHash } from "./secret-token.ts";

export const signInLinkLifetimeMs = 15 * 60_000;

/** Stores a new link for `email` and resolves with its token (what the e-mail carries; only its hash is kept). */
export async function createSignInLink(sql: SqlQueries, email: string, now: Date): Promise<string> {
  const token = newSecretToken();
  // Links long expired are of no use to anyone: each new one clears them.
  await sql.query("delete from private.inbox_sign_in_links where expires_at < $1::timestamptz - interval '1 day'", [now]);
  await sql.query(
    `insert into private.inbox_sign_in_links (token_hash, email_lower, created_at, expires_at)
     values (decode($1, 'hex'), lower($2), $3, $4)`,
    [tokenHash(token), email, now, new Date(now.getTime() + signInLinkLifetimeMs)],
  );
  return token;
}

/** The address a link signs in, if it is unused and unexpired at `now`; spends nothing. */
export async function peekSignInLink(sql: SqlQueries, token: string, now: Date): Promise<string | undefined> {
  const [row] = await sql.query<{ email_lower: string }>(
    `select email_lower from private.inbox_sign_in_links
      where token_hash = decode($1, 'hex') and used_at is null and expires_at > $2`,
    [tokenHash(token), now],
  );
  return row?.email_lower;
}

/** Spends the link: the address it signs in, once; undefined if it was used, expired or never was. */
export async function redeemSignInLink(sql: SqlQueries, token: string, now: Date): Promise<string | undefined> {
  const [row] = await sql.query<{ email_lower: string }>(
    `update private.inbox_sign_in_links set used_at = $2
      where token_hash = decode($1, 'hex') and used_at is null and expires_at > $2
      returning email_lower`,
    [tokenHash(token), now],
  );
  return row?.email_lower;
}
