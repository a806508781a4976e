// Applies db/migrations/*.sql in file-name order, each in its own transaction, and records each
// in private.schema_migrations so that running again applies nothing new. Several server
// instances starting at once take turns through an advisory lock.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { openPostgresEngine } from "./postgres-database.ts";
import type { SqlEngine } from "./sql-engine.ts";

export const migrationsDir = fileURLToPath(new URL("../../db/migrations/", import.meta.url));

export type Migration = { name: string; sql: string };

export async function readMigrations(dir = migrationsDir): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith(".sql")).sort();
  return Promise.all(names.map(async (name) => ({ name, sql: await readFile(join(dir, name), "utf8") })));
}

// The two-key form of advisory locks is a key space of its own, so no one-key lock taken
// elsewhere (the rate limit's per-client locks) can ever collide with this one.
const lockKeys = [0x6d696772 /* "migr" */, 1];

/**
 * Migrates the PostgreSQL at `databaseUrl` on one connection without the request timeouts the
 * server's pool has (query_timeout would give up on a wait for another replica's migrations
 * after 5 s, however long the server lets it run).
 */
export async function migratePostgres(databaseUrl: string, migrations?: readonly Migration[]): Promise<string[]> {
  const sql = await openPostgresEngine(databaseUrl, { maxConnections: 1, withoutRequestTimeouts: true });
  try {
    return await migrate(sql, migrations);
  } finally {
    await sql.close();
  }
}

/** Applies what is not applied yet; resolves with the names it applied, in order. */
export async function migrate(sql: SqlEngine, migrations?: readonly Migration[]): Promise<string[]> {
  const pending = migrations ?? (await readMigrations());
  return sql.session(async (session) => {
    // Waiting for another instance's migrations may take longer than a request may (the pool's
    // statement_timeout): this session waits as long as they take.
    await session.query("set statement_timeout = 0");
    await session.query("select pg_advisory_lock($1, $2)", lockKeys);
    try {
      // The bookkeeping lives in `private`, out of reach of the API roles (see 0003).
      await session.exec(`
        create schema if not exists private;
        create table if not exists private.schema_migrations (
          name       text primary key,
          applied_at timestamptz not null default now()
        );`);
      const done = new Set((await session.query<{ name: string }>("select name from private.schema_migrations")).map((row) => row.name));
      const applied: string[] = [];
      for (const migration of pending) {
        if (done.has(migration.name)) continue;
        await session
          .transaction(async (tx) => {
            await tx.exec(migration.sql);
            await tx.query("insert into private.schema_migrations (name) values ($1)", [migration.name]);
          })
          .catch((error: unknown) => {
            throw new Error(`Migration ${migration.name} failed: ${error instanceof Error ? error.message : String(error)}`, {
              cause: error,
            });
          });
        applied.push(migration.name);
      }
      return applied;
    } finally {
      await session.query("select pg_advisory_unlock($1, $2)", lockKeys).catch(() => {}); // ends with the session anyway
      await session.query("reset statement_timeout").catch(() => {}); // the connection goes back to the pool
    }
  });
}
