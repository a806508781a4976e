// The one interface the HTTP layer uses to reach Postgres,
// whichever engine is behind it (embedded PGlite or a PostgreSQL pool).
import type { LeadFields } from "../leads/lead.ts";

/**
 * What the server knows about the HTTP request, handed to Postgres the way PostgREST does it
 * (`request.headers` as JSON, lower-case names), so the database's rate-limit trigger reads the
 * client address from `x-forwarded-for` on our server and on hosted Supabase alike.
 */
export type RequestContext = {
  clientAddress: string;
  /**
   * Store the message but hold it for the operator's review, with this reason (lower-case words
   * and hyphens): e.g. 'no-proof-of-work' for a form posted without JavaScript under CAPTCHA=altcha.
   */
  holdForReview?: string;
};

/**
 * A failure that Postgres reported. `code` is the SQLSTATE ('23514' check violation,
 * '42501' insufficient privilege, 'PGRST' a PostgREST-style raised error whose `message` and
 * `details` hold JSON, ...). Anything else thrown by a Database means it is unreachable.
 */
export class DatabaseError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
    this.name = "DatabaseError";
  }
}

export interface Database {
  readonly engine: "pglite" | "postgres";
  /**
   * Inserts every row in one transaction run as the `anon` role (`SET LOCAL ROLE anon`,
   * `request.headers` set from `context`), committed before it resolves: all rows or none.
   * Rejects with DatabaseError for anything Postgres refused.
   */
  insertContactSubmissions(rows: readonly LeadFields[], context: RequestContext): Promise<void>;
  /** Resolves when a trivial query succeeds. */
  ping(): Promise<void>;
  /** Sets the abuse limits stored in the database (see db/migrations). */
  setRateLimits(limits: RateLimits): Promise<void>;
  close(): Promise<void>;
}

export type RateLimits = {
  /** Submissions allowed per client address within `perClientWindowSeconds`. */
  perClient: number;
  perClientWindowSeconds: number;
  /** Submissions allowed from everyone together within one minute. */
  globalPerMinute: number;
};
