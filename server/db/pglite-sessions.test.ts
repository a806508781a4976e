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
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const transaction = db.sql.transaction(async (tx) => {
      await tx.query("select set_config('role', 'anon', true)");
      entered();
      await held; // an insert waiting for its client's rate-limit lock, say
    });
    await inside;
    const finished: string[] = [];
    const outside = db.sql.query<{ who: string }>("select current_user as who").finally(() => finished.push("query"));
    const snapshot = db.sql.snapshot!().finally(() => finished.push("snapshot"));
    await new Promise((resolve) => setTimeout(resolve, 300)); // ample time for either to run, if it could
    finished.push("commit");
    release();
    await transaction;
    expect(await outside).toEqual([{ who: "postgres" }]);
    expect((await snapshot).size).toBeGreaterThan(0);
    expect(finished[0]).toBe("commit");
  });
});
