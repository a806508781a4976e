// Chooses the engine from the configuration, brings the schema up to date and hands back the
// Database: DATABASE_URL set → that PostgreSQL; unset → embedded PGlite in DATA_DIR.
import { loadLessonKey, registerLessonKey } from "../spam/lesson-key.ts";
import { migrate, migratePostgres } from "./migrate.ts";
import { openPgliteEngine } from "./pglite-database.ts";
import { openPostgresEngine } from "./postgres-database.ts";
import { createSqlDatabase, type SqlDatabase } from "./sql-database.ts";
import type { SqlEngine } from "./sql-engine.ts";

export type OpenDatabaseOptions = {
  /** A PostgreSQL connection URL; when absent, PGlite in `dataDir`. */
  databaseUrl?: string;
  /** Connections to `databaseUrl` (default 10). */
  poolSize?: number;
  /** The pool's limit on one request's statement (default 4 s); tests shorten it rather than wait it out. */
  statementTimeoutMs?: number;
  dataDir: string;
  /** SPAM_LESSON_KEY; unset: the key file in `dataDir` (server/spam/lesson-key.ts). */
  lessonKey?: string;
};

export async function openDatabase({
  databaseUrl,
  poolSize,
  statementTimeoutMs,
  dataDir,
  lessonKey,
}: OpenDatabaseOptions): Promise<SqlDatabase> {
  const key = loadLessonKey({ configured: lessonKey, dataDir });
  const sql = databaseUrl
    ? await openPostgresEngine(databaseUrl, { maxConnections: poolSize, statementTimeoutMs })
    : await openPgliteEngine(dataDir);
  try {
    // PostgreSQL: on a connection of their own, without the pool's request timeouts.
    await (databaseUrl ? migratePostgres(databaseUrl) : migrate(sql));
    await checkCanActAsAnon(sql);
  } catch (error) {
    await sql.close();
    throw error;
  }
  registerLessonKey(sql, key);
  return createSqlDatabase(sql);
}

// Every public insert switches to anon. If the DATABASE_URL role may not (it is neither a
// superuser nor a member of anon), say so at start-up rather than failing each visitor.
async function checkCanActAsAnon(sql: SqlEngine) {
  await sql
    .transaction(async (tx) => {
      await tx.query("select set_config('role', 'anon', true)");
    })
    .catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`The database role cannot switch to anon (${reason}); run: grant anon to <the DATABASE_URL role>;`, { cause: error });
    });
}
