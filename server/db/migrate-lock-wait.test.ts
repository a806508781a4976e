// Replicas starting together take turns through the migrations' advisory lock. One that waits
// longer than a request may take (the pool's 5 s query_timeout) must go on waiting, not fail.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgresCluster, type PostgresCluster } from "../../testing/postgres-cluster.ts";
import { openDatabase } from "./open-database.ts";

describe("migrations on PostgreSQL", { timeout: 60_000 }, () => {
  let cluster: PostgresCluster;
  beforeAll(async () => {
    cluster = await startPostgresCluster({ settings: { fsync: "off" } });
  }, 60_000);
  afterAll(() => cluster?.stop());

  it("wait for another replica's migrations for longer than the pool's request timeouts", async () => {
    // Another replica holds the lock (the keys in migrate.ts) for about 7 s.
    const other = new pg.Client({ connectionString: cluster.url });
    await other.connect();
    try {
      await other.query("select pg_advisory_lock($1, $2)", [0x6d696772, 1]);
      const release = setTimeout(() => void other.query("select pg_advisory_unlock($1, $2)", [0x6d696772, 1]), 7_000);
      const opened = await openDatabase({ databaseUrl: cluster.url, dataDir: "unused" }).catch((error: unknown) => error);
      clearTimeout(release);
      expect(opened).not.toBeInstanceOf(Error);
      await (opened as Awaited<ReturnType<typeof openDatabase>>).close();
    } finally {
      await other.end();
    }
  });
});
