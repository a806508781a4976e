// What only the PostgreSQL engine has to get right: several server instances sharing one database,
// and an outage reported as such.
import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runSql, startPostgresCluster, type PostgresCluster } from "../../testing/postgres-cluster.ts";
import { DatabaseUnavailableError } from "./database-errors.ts";
import { readMigrations } from "./migrate.ts";
import { openDatabase } from "./open-database.ts";
import { openPostgresEngine } from "./postgres-database.ts";
import type { SqlDatabase } from "./sql-database.ts";
import { DatabaseError } from "./types.ts";
import { storedLeads } from "../../testing/stored-leads.ts";

const message = { name: "Ada", email: "ada@example.com", company: 'Analytical, "Engines" {Ltd}', message: "Hello\\world" };

describe("the PostgreSQL engine", () => {
  let cluster: PostgresCluster;
  const opened: SqlDatabase[] = [];
  beforeAll(async () => {
    cluster = await startPostgresCluster();
  });
  afterAll(async () => {
    for (const db of opened) await db.close();
    await cluster?.stop();
  });

  it("lets several server instances start at once on a new database, each migration applied exactly once", async () => {
    const instances = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ databaseUrl: cluster.url, dataDir: "unused" })));
    opened.push(...instances);
    const [first] = instances;
    if (!first) throw new Error("no instance opened");
    const recorded = await first.sql.query<{ name: string; times: string }>(
      "select name, count(*)::text as times from private.schema_migrations group by name order by name",
    );
    expect(recorded).toEqual((await readMigrations()).map(({ name }) => ({ name, times: "1" })));
    await first.insertContactSubmissions([message], { clientAddress: "192.0.2.1" });
    expect(await storedLeads(instances[3]!, { limit: 5 })).toEqual([expect.objectContaining(message)]);
  });

  it("keeps at most DATABASE_POOL_SIZE connections, however many inserts arrive at once", async () => {
    const db = await openDatabase({ databaseUrl: cluster.url, poolSize: 3, dataDir: "unused" });
    opened.push(db);
    const pids = await Promise.all(
      Array.from({ length: 9 }, () => db.sql.query<{ pid: number }>("select pg_backend_pid() as pid from pg_sleep(0.05)")),
    );
    expect(new Set(pids.map(([row]) => row?.pid)).size).toBe(3);
  });

  it("migrates a database from the command line, as an operator does for a hosted project, and then has nothing to apply", async () => {
    await runSql(cluster.url, "create database operator_cli");
    const migrateCli = () =>
      spawnSync(process.execPath, ["--import", "tsx", "scripts/migrate.ts"], {
        encoding: "utf8",
        env: { ...process.env, DATABASE_URL: cluster.urlFor("postgres", "operator_cli") },
        timeout: 30_000,
      });
    const first = migrateCli();
    expect(first.stderr).toBe("");
    expect(first.stdout.trim()).toBe(`Applied ${(await readMigrations()).map((migration) => migration.name).join(", ")}.`);
    expect(migrateCli().stdout.trim()).toBe("Nothing to apply: the database is up to date.");
    const withoutUrl = spawnSync(process.execPath, ["--import", "tsx", "scripts/migrate.ts"], {
      encoding: "utf8",
      env: { ...process.env, DATABASE_URL: "" },
    });
    expect(withoutUrl.status).toBe(2);
    expect(withoutUrl.stderr).toContain("DATABASE_URL is not set");
  });

  it("gives up on a statement that does not finish, as unavailable, so no request hangs", async () => {
    const sql = await openPostgresEngine(cluster.url, { statementTimeoutMs: 300 });
    try {
      await expect(sql.query("select pg_sleep(30)")).rejects.toBeInstanceOf(DatabaseUnavailableError);
      await expect(sql.transaction((tx) => tx.query("select pg_sleep(30)"))).rejects.toBeInstanceOf(DatabaseUnavailableError);
      expect(await sql.query("select 1 as one")).toEqual([{ one: 1 }]);
    } finally {
      await sql.close();
    }
  });

  it("reports a database that went away as unavailable, not as a refused request", async () => {
    const doomed = await startPostgresCluster();
    const db = await openDatabase({ databaseUrl: doomed.url, dataDir: "unused" });
    await db.ping();
    await doomed.stop();
    const failure = await db.insertContactSubmissions([message], { clientAddress: "192.0.2.2" }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DatabaseUnavailableError);
    expect(failure).not.toBeInstanceOf(DatabaseError);
    await expect(db.ping()).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await db.close();

    const nowhere = `postgresql://postgres@/postgres?host=${encodeURIComponent(join(tmpdir(), "no-such-cluster"))}&port=5432`;
    await expect(openDatabase({ databaseUrl: nowhere, dataDir: "unused" })).rejects.toBeInstanceOf(DatabaseUnavailableError);
  });
});
