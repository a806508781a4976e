// Replicas starting together take turns through the migrations' advisory lock. One that waits
// longer than a request may take (the pool's statement timeout) must go on waiting, not fail.
// The pool's timeout is shortened here (production's is 4 s), so the wait proving it is short too.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshPostgresDatabase, type FreshPostgresDatabase } from "../../testing/shared-postgres.ts";
import { openDatabase } from "./open-database.ts";
import { openPostgresEngine } from "./postgres-database.ts";

const migrationLock = [0x6d696772, 1]; // the keys in migrate.ts
const statementTimeoutMs = 200;
// Longer than the pool's statement_timeout and its query_timeout (a second more) together.
const heldForMs = statementTimeoutMs + 1_000 + 800;

describe("migrations on PostgreSQL", { timeout: 60_000 }, () => {
  let database: FreshPostgresDatabase;
  beforeAll(async () => {
    database = await freshPostgresDatabase();
  }, 60_000);
  afterAll(() => database?.dispose());

  it("wait for another replica's migrations for longer than the pool's request timeouts", async () => {
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    const pool = await openPostgresEngine(database.url, { statementTimeoutMs });
    try {
      await other.query("select pg_advisory_lock($1, $2)", migrationLock);
      const release = setTimeout(() => void other.query("select pg_advisory_unlock($1, $2)", migrationLock), heldForMs);
      const started = Date.now();
      const [request, opened] = await Promise.all([
        // What a request through the pool does with a wait that long: gives up.
        pool.query("select pg_advisory_lock($1, $2)", migrationLock).catch((error: unknown) => error),
        openDatabase({ databaseUrl: database.url, dataDir: "unused", statementTimeoutMs }).catch((error: unknown) => error),
      ]);
      clearTimeout(release);
      expect(request, "the lock is held for longer than a request may wait").toBeInstanceOf(Error);
      expect(opened).not.toBeInstanceOf(Error);
      expect(Date.now() - started).toBeGreaterThanOrEqual(heldForMs - 50);
      await (opened as Awaited<ReturnType<typeof openDatabase>>).close();
    } finally {
      await pool.close();
      await other.end();
    }
  });
});
