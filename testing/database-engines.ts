// The databases the server's suites run on. A suite runs on a fresh database on the run's
// PostgreSQL 15 cluster (copied from a migrated template: a CREATE DATABASE, not a cluster), in a
// describe titled "… on PostgreSQL". Embedded PGlite (what `npm start` uses) answered the same as
// PostgreSQL to every suite and cost seconds per file to open and close, so it keeps one parity
// suite that runs a representative path on both and compares them (server/db/engine-parity.test.ts),
// the two suites on the database's Unicode rules (describeEachEngine), and its own file-level tests
// (server/db/pglite-*.test.ts). CI's check-test-layers reads the
// "on PGlite" / "on PostgreSQL" titles to prove both engines ran.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe } from "vitest";
import { actAsAnonSql, requestHeadersJson } from "../server/db/insert-sql.ts";
import { openDatabase } from "../server/db/open-database.ts";
import type { SqlDatabase } from "../server/db/sql-database.ts";
import type { SqlRow } from "../server/db/sql-engine.ts";
import type { RequestContext } from "../server/db/types.ts";
import { testLessonKey } from "./lesson-key.ts";
import { pgliteTemplate } from "./pglite-template.ts";
import { freshPostgresDatabase } from "./shared-postgres.ts";

export const engineNames = ["PGlite", "PostgreSQL"] as const;
export type EngineName = (typeof engineNames)[number];

export type EngineUnderTest = {
  name: EngineName;
  /** The Database as the server opens it (migrations applied). `db.sql` runs SQL as the owner. */
  db: SqlDatabase;
  /** Where it lives: the data directory (PGlite) or the connection URL (PostgreSQL). */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Runs one statement as anon, in its own transaction, with the request context the server would set. */
  asAnon<Row extends SqlRow = SqlRow>(text: string, params?: readonly unknown[], context?: RequestContext): Promise<Row[]>;
};

/** One suite on a fresh PostgreSQL database, opened once for the file's tests. */
export function describeOnPostgres(title: string, suite: (engine: () => EngineUnderTest) => void): void {
  describeOn("PostgreSQL", title, suite);
}

/**
 * One suite on each engine: the parity suites whose behaviour depends on how each engine was built
 * (the CHECK constraints' Unicode classes: control-characters, blank-text). A representative path
 * through the schema on both engines belongs in server/db/engine-parity.test.ts (the spam check's
 * lessons and sender rules have theirs there; their own suites run on PostgreSQL).
 */
export function describeEachEngine(title: string, suite: (engine: () => EngineUnderTest) => void): void {
  for (const name of engineNames) describeOn(name, title, suite);
}

function describeOn(name: EngineName, title: string, suite: (engine: () => EngineUnderTest) => void): void {
  describe(`${title} on ${name}`, () => {
    let engine: EngineUnderTest | undefined;
    const cleanups: (() => Promise<void> | void)[] = [];

    beforeAll(async () => {
      const dataDir = name === "PGlite" ? await freshPgliteDataDir() : mkdtempSync(join(tmpdir(), "db-test-"));
      cleanups.push(() => removeDataDir(dataDir));
      let databaseUrl: string | undefined;
      if (name === "PostgreSQL") {
        const database = await freshPostgresDatabase();
        cleanups.push(() => database.dispose());
        databaseUrl = database.url;
      }
      const db = await openDatabase({ databaseUrl, dataDir, lessonKey: databaseUrl && testLessonKey });
      cleanups.push(() => db.close());
      engine = {
        name,
        db,
        dataDir,
        databaseUrl,
        asAnon: (text, params = [], context = { clientAddress: "203.0.113.7" }) =>
          db.sql.transaction(async (tx) => {
            await tx.query(actAsAnonSql, [requestHeadersJson(context)]);
            return tx.query(text, params);
          }),
      };
    });

    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    suite(() => {
      if (!engine) throw new Error(`the ${name} database did not open (see beforeAll)`);
      return engine;
    });
  });
}

/**
 * Removes a test's data directory and the `<dir>.run` a server beside it made for its leads socket
 * (a server killed by a test has no chance to remove it), so no test leaves anything in the temp folder.
 */
export function removeDataDir(dataDir: string) {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}.run`, { recursive: true, force: true });
}

/**
 * Each engine as a fresh, migrated database a test opens and disposes itself (for suites that
 * need a database per test rather than describeOnPostgres's one per file).
 */
export const freshDatabases: readonly {
  name: EngineName;
  open(): Promise<{ db: SqlDatabase; dispose(): Promise<void> }>;
}[] = [
  {
    name: "PGlite",
    async open() {
      const dataDir = await freshPgliteDataDir();
      const db = await openDatabase({ dataDir });
      return { db, dispose: async () => (await db.close(), removeDataDir(dataDir)) };
    },
  },
  {
    name: "PostgreSQL",
    async open() {
      const database = await freshPostgresDatabase();
      const db = await openDatabase({ databaseUrl: database.url, dataDir: "unused", lessonKey: testLessonKey });
      return { db, dispose: async () => (await db.close(), await database.dispose()) };
    },
  },
];

/** A new data directory holding a migrated PGlite database (a copy of testing/pglite-template.ts's). */
export async function freshPgliteDataDir(): Promise<string> {
  const template = await pgliteTemplate();
  const dataDir = mkdtempSync(join(tmpdir(), "db-test-"));
  cpSync(template, dataDir, { recursive: true });
  return dataDir;
}
