// The embedded engine: PGlite (Postgres compiled to WebAssembly) in a data directory, created on
// first start. One process per directory, enforced by data-dir-lock.ts.
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { lockDataDir } from "./data-dir-lock.ts";
import { mapFailure } from "./database-errors.ts";
import type { SqlEngine, SqlQueries, SqlRow, SqlSession } from "./sql-engine.ts";

export async function openPgliteEngine(dataDir: string): Promise<SqlEngine> {
  const lock = await lockDataDir(dataDir); // before PGlite touches a file
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dataDir); // durable: every commit is synced to disk before it resolves
  } catch (error) {
    lock.release();
    throw error;
  }

  const queries = (target: PGlite | Transaction): SqlQueries => ({
    query: <Row extends SqlRow>(text: string, params: readonly unknown[] = []) =>
      mapFailure(async () => (await target.query<Row>(text, [...params])).rows),
    exec: (text: string) => mapFailure(async () => void (await target.exec(text))),
  });
  // PGlite is one connection: its transaction() already runs alone, and every call shares the session.
  const session: SqlSession = {
    ...queries(pglite),
    transaction: (work) => mapFailure(() => pglite.transaction((tx) => work(queries(tx)))),
  };

  let closed: Promise<void> | undefined;
  return {
    engine: "pglite",
    ...session,
    session: (work) => work(session),
    // In-process: PGlite hands NOTIFYs of its one connection to its listeners after each commit.
    listen: async (channel, onNotify, onConnect) => {
      const unlisten = await pglite.listen(channel, () => onNotify());
      onConnect?.();
      return () => unlisten();
    },
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
