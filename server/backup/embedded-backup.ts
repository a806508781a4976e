// Backups of the embedded database. A copy of ./data taken with `cp` while the server runs can
// catch Postgres halfway through writing a page; these take the snapshot inside the process that
// owns the directory (PGlite's dumpDataDir between two statements), and restore it into a new one.
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { dataDirLockPath, lockDataDir } from "../db/data-dir-lock.ts";
import { makeDataDirOwnerOnly } from "../db/owner-only-data-dir.ts";
import type { SqlEngine } from "../db/sql-engine.ts";

/** The snapshot of an embedded database as gzipped tar bytes. */
export async function snapshotBytes(engine: SqlEngine): Promise<Uint8Array> {
  if (!engine.snapshot) throw new Error("only the embedded database takes snapshots; use pg_dump for PostgreSQL");
  return new Uint8Array(await (await engine.snapshot()).arrayBuffer());
}

/** Restores a snapshot into `dataDir`, which must not exist or be empty (never over a live database). */
export async function restoreSnapshot(file: string, dataDir: string) {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} is not empty: restore into a new DATA_DIR (move the old one aside first)`);
  }
  const lock = await lockDataDir(dataDir);
  try {
    const pglite = await PGlite.create({ dataDir, loadDataDir: new Blob([readFileSync(file)]) });
    await pglite.query("select 1");
    await pglite.close();
    makeDataDirOwnerOnly(dataDir); // PGlite writes the snapshot's files 0666
  } finally {
    // The snapshot holds the lock file of the server it was taken from, which replaced ours: the
    // directory was empty and locked by us until now, so no one else can be using it.
    rmSync(dataDirLockPath(dataDir), { force: true });
    lock.release();
  }
}
