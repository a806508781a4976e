// The bench's database reference must run the very SQL the server runs, or comparing with it means
// nothing: pgbench with the generated script stores the same rows, as anon, under the same limit.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/open-database.ts";
import type { SqlDatabase } from "../../server/db/sql-database.ts";
import { postgresBinDir, startPostgresCluster, type PostgresCluster } from "../../testing/postgres-cluster.ts";
import { pgbenchDefines, pgbenchInsertScript } from "./pgbench.ts";

const message = { name: "Ada", email: "ada@example.com", company: 'Analytical, "Engines" {Ltd}', message: "Hello\\world" };

describe("the pgbench reference", () => {
  let cluster: PostgresCluster;
  const opened: SqlDatabase[] = [];
  beforeAll(async () => {
    cluster = await startPostgresCluster();
  });
  afterAll(async () => {
    for (const db of opened) await db.close();
    await cluster?.stop();
  });

  it("runs the pgbench script with the server's own SQL, as anon, under the same rate limit", async () => {
    const db = await openDatabase({ databaseUrl: cluster.url, dataDir: "unused" });
    opened.push(db);
    await db.sql.exec("truncate public.contact_submissions cascade; truncate private.contact_submission_events;");
    await db.setRateLimits({ perClient: 3, perClientWindowSeconds: 600, globalPerMinute: 1000 });
    const dir = mkdtempSync(join(tmpdir(), "pgbench-"));
    try {
      writeFileSync(join(dir, "insert.sql"), pgbenchInsertScript);
      const pgbench = (transactions: number) =>
        spawnSync(
          join(postgresBinDir, "pgbench"),
          [
            ...["-n", "-M", "extended", "-h", cluster.socketDir, "-p", String(cluster.port), "-U", "postgres"],
            ...["-f", join(dir, "insert.sql"), "-t", String(transactions)],
            ...pgbenchDefines([message, message], { clientAddress: "192.0.2.99" }),
            "postgres",
          ],
          { encoding: "utf8", timeout: 30_000 },
        );
      const run = pgbench(1);
      expect(run.stderr).not.toContain("ERROR");
      expect(run.status).toBe(0);
      const rows = await db.sql.query("select name, email, company, message from public.contact_submissions where message = $1", [
        message.message,
      ]);
      expect(rows).toEqual([message, message]);
      // The third and fourth row from one client are over its limit of three: the trigger refuses them.
      const over = pgbench(1);
      expect(over.status).not.toBe(0);
      expect(over.stderr).toContain("Too many contact messages from this address");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
