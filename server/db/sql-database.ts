// The Database the server uses, written once over either engine (sql-engine.ts).
import { actAsAnonSql, insertContactSubmissionsSql, insertParameters, requestHeadersJson } from "./insert-sql.ts";
import type { SqlEngine } from "./sql-engine.ts";
import type { Database, RateLimits, RequestContext } from "./types.ts";
import type { LeadFields } from "../leads/lead.ts";

/** A Database plus the engine under it, for the operator's tools and the tests (raw SQL as the owner). */
export type SqlDatabase = Database & { readonly sql: SqlEngine };

export function createSqlDatabase(sql: SqlEngine): SqlDatabase {
  return {
    engine: sql.engine,
    sql,

    async insertContactSubmissions(rows: readonly LeadFields[], context: RequestContext) {
      if (rows.length === 0) return;
      await sql.transaction(async (tx) => {
        await tx.query(actAsAnonSql, [requestHeadersJson(context)]);
        await tx.query(insertContactSubmissionsSql, insertParameters(rows));
      });
    },

    async ping() {
      await sql.query("select 1");
    },

    // Infinity turns a limit off (stored as null); zero, negative or fractional limits are refused (23514, 22P02).
    async setRateLimits({ perClient, perClientWindowSeconds, globalPerMinute }: RateLimits) {
      const limitOrNone = (limit: number) => (limit === Number.POSITIVE_INFINITY ? null : limit);
      await sql.query(
        `update private.contact_rate_limits
            set per_client = $1, per_client_window_seconds = $2, global_per_minute = $3`,
        [limitOrNone(perClient), perClientWindowSeconds, limitOrNone(globalPerMinute)],
      );
    },

    close: () => sql.close(),
  };
}
