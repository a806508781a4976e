// PGlite is a single connection shared by the whole server (inserts, the leads socket, backups):
// what runs outside a transaction must never land inside another caller's open transaction.
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshPgliteDataDir } from "../../testing/database-engines.ts";
import { openDatabase } from "./open-database.ts";
import type { SqlDatabase } from "./sql-database.ts";

describe("work outside a transaction on PGlite", () => {
  let dataDir: string;
  let db: SqlDatabase;
  beforeAll(async () => {
    dataDir = await freshPgliteDataDir();
    db = await openDatabase({ dataDir });
  });
  afterAll(async () => {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("waits for an open transaction: a query runs as the owner, and a snapshot is taken after the commit", async () => {
    const finished: string[] = [];
    let outside!: Promise<{ who: string }[]>;
    let snapshot!: Promise<Blob | File>;
    await db.sql.transaction(async (tx) => {
      await tx.query("select set_config('role', 'anon', true)");
      // Asked for while the transaction is open (an insert waiting for its client's rate-limit
      // lock, say). PGlite runs its queries in the order they are asked for, so had these not
      // waited for the commit, they would have run before the transaction's next query, and inside it.
      outside = db.sql.query<{ who: string }>("select current_user as who").finally(() => finished.push("query"));
      snapshot = db.sql.snapshot!().finally(() => finished.push("snapshot"));
      await tx.query("select 1");
      finished.push("transaction's last query");
    });
    expect(await outside).toEqual([{ who: "postgres" }]);
    expect((await snapshot).size).toBeGreaterThan(0);
    expect(finished[0]).toBe("transaction's last query");
  });

  it("rejects a transaction with its work's own error, unchanged: a bug in the work is not an outage", async () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'spam')");
    const failed = db.sql.transaction(async (tx) => {
      await tx.query("select 1");
      throw bug;
    });
    await expect(failed).rejects.toBe(bug);
  });
});
