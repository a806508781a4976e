// The embedded engine: PGlite (Postgres compiled to WebAssembly) in a data directory, created on
// first start. One process per directory, enforced by data-dir-lock.ts.
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { lockDataDir } from "./data-dir-lock.ts";
import { mapFailure, toDatabaseFailure } from "./database-errors.ts";
import { makeDataDirOwnerOnly } from "./owner-only-data-dir.ts";
import { createPgliteDatabase, hasPgliteDatabase } from "./pglite-create.ts";
import type { SqlEngine, SqlQueries, SqlRow, SqlSession } from "./sql-engine.ts";

/**
 * Postgres' shared buffers inside PGlite's WebAssembly memory. PostgreSQL's default (128 MB) is
 * all touched at start, and WebAssembly memory is never returned: it was most of the server's
 * resident memory. The site's tables are small and the operating system caches the files
 * anyway; 8 MB (1,024 pages) keeps the server well under 300 MB (bench/startup-memory.ts).
 */
export const pgliteSharedBuffers = "8MB";

/**
 * PGlite's transaction, its failures told apart: the work's own error (a query's, already mapped,
 * or a bug in the code the work runs) rejects unchanged; PGlite's own failure (begin, commit) is
 * mapped. Mapping both made a bug in the work look like an unavailable database.
 */
async function transactionOn<T>(pglite: PGlite, work: (tx: Transaction) => Promise<T>): Promise<T> {
  let failedWork: { error: unknown } | undefined;
  try {
    return await pglite.transaction(async (tx) => {
      try {
        return await work(tx);
      } catch (error) {
        failedWork = { error };
        throw error;
      }
    });
  } catch (error) {
    if (failedWork && failedWork.error === error) throw error;
    throw toDatabaseFailure(error);
  }
}

export async function openPgliteEngine(dataDir: string): Promise<SqlEngine> {
  const lock = await lockDataDir(dataDir); // before PGlite touches a file
  let pglite: PGlite;
  try {
    if (!hasPgliteDatabase(dataDir)) await createPgliteDatabase(dataDir);
    makeDataDirOwnerOnly(dataDir); // before PostgreSQL reads a file: PGlite's initdb leaves them 0666
    pglite = await PGlite.create(dataDir, {
      // durable: every commit is synced to disk before it resolves (no relaxedDurability)
      startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${pgliteSharedBuffers}`],
    });
    // Again once started: PostgreSQL rewrites its relation cache file (pg_internal.init) at start,
    // and PGlite sets it to 0644. Files it writes later (WAL, tables) it creates 0600 itself.
    makeDataDirOwnerOnly(dataDir);
  } catch (error) {
    lock.release();
    throw error;
  }

  const queries = (target: PGlite | Transaction): SqlQueries => ({
    query: <Row extends SqlRow>(text: string, params: readonly unknown[] = []) =>
      mapFailure(async () => (await target.query<Row>(text, [...params])).rows),
    exec: (text: string) => mapFailure(async () => void (await target.exec(text))),
  });
  // PGlite is one connection: its transaction() runs alone, and a statement sent outside one waits
  // for the open transaction to end (PGlite's own transaction lock), so it never runs inside it.
  const session: SqlSession = {
    ...queries(pglite),
    transaction: (work) => transactionOn(pglite, (tx) => work(queries(tx))),
  };

  let closed: Promise<void> | undefined;
  return {
    engine: "pglite",
    ...session,
    session: (work) => work(session),
    snapshot: async () => {
      await session.exec("checkpoint"); // so the copy needs little WAL replay when restored
      // dumpDataDir waits only for the statement running, not for an open transaction: take the
      // transaction lock too, so the copy is taken between transactions, never inside one.
      return mapFailure(() => pglite._runExclusiveTransaction(() => pglite.dumpDataDir("gzip")));
    },
    // In-process: PGlite hands NOTIFYs of its one connection to its listeners after each commit.
    listen: async (channel, onNotify, onConnect) => {
      const unlisten = await pglite.listen(channel, () => onNotify());
      onConnect?.();
      return () => unlisten();
    },
    // PGlite keeps its Emscripten module in a protected field; read-only use, for /metrics.
    wasmMemoryBytes: () => (pglite as unknown as { mod?: { wasmMemory?: WebAssembly.Memory } }).mod?.wasmMemory?.buffer.byteLength ?? NaN,
    close: () =>
      (closed ??= (async () => {
        try {
          await pglite.close();
        } finally {
          lock.release();
        }
      })()),
  };
}
