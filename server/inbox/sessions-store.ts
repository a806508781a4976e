// Signed-in team members (private.inbox_sessions), shared by every replica. A session's id lives
// in the browser's cookie and only its hash here; the CSRF token every form of the session
// carries lives beside it. A session ends on sign-out, after `idleMs` without a request, at its
// absolute expiry, or at the first request after its address left INBOX_USERS.
import { randomBytes } from "node:crypto";
import type { SqlQueries } from "../db/sql-engine.ts";
import { newSecretToken, tokenHash } from "./secret-token.ts";

export type InboxSession = { email: string; csrfToken: string };
export type SessionLifetime = { idleMs: number; maxMs: number };

/** Starts a session for `email`; resolves with the id for the cookie (never stored as it is). */
export async function createSession(sql: SqlQueries, email: string, now: Date, { maxMs }: SessionLifetime): Promise<string> {
  const id = newSecretToken();
  await sql.query("delete from private.inbox_sessions where expires_at <= $1", [now]);
  await sql.query(
    `insert into private.inbox_sessions (id_hash, email_lower, csrf_token, created_at, last_seen_at, expires_at)
     values (decode($1, 'hex'), lower($2), $3, $4, $4, $5)`,
    [tokenHash(id), email, randomBytes(32).toString("base64url"), now, new Date(now.getTime() + maxMs)],
  );
  return id;
}

/**
 * The live session with this id at `now`, its idle clock restarted; undefined if there is none.
 * An address no longer in `users` loses every session it has, here.
 */
export async function currentSession(
  sql: SqlQueries,
  id: string,
  now: Date,
  { idleMs }: SessionLifetime,
  users: readonly string[],
): Promise<InboxSession | undefined> {
  const [row] = await sql.query<{ email_lower: string; csrf_token: string }>(
    `update private.inbox_sessions set last_seen_at = $2
      where id_hash = decode($1, 'hex') and expires_at > $2 and last_seen_at > $3
      returning email_lower, csrf_token`,
    [tokenHash(id), now, new Date(now.getTime() - idleMs)],
  );
  if (!row) return undefined;
  if (!users.includes(row.email_lower)) {
    await endSessionsOf(sql, row.email_lower);
    return undefined;
  }
  return { email: row.email_lower, csrfToken: row.csrf_token };
}

/** Sign-out: this session ends. */
export async function endSession(sql: SqlQueries, id: string): Promise<void> {
  await sql.query("delete from private.inbox_sessions where id_hash = decode($1, 'hex')", [tokenHash(id)]);
}

/** Every session of an address ends (its access was taken away). */
export async function endSessionsOf(sql: SqlQueries, email: string): Promise<number> {
  const rows = await sql.query("delete from private.inbox_sessions where email_lower = lower($1) returning 1", [email]);
  return rows.length;
}
