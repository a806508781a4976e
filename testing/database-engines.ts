// Runs one test suite against both engines: embedded PGlite in a fresh data directory, and a
// throwaway PostgreSQL 15 cluster. The describe titles end in "on PGlite" / "on PostgreSQL",
// which CI's check-test-layers reads to prove both ran. One database per engine per file.
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe } from "vitest";
import { actAsAnonSql, requestHeadersJson } from "../server/db/insert-sql.ts";
import { DataDirLockedError, lockDataDir } from "../server/db/data-dir-lock.ts";
import { readMigrations } from "../server/db/migrate.ts";
import { openDatabase } from "../server/db/open-database.ts";
import type { SqlDatabase } from "../server/db/sql-database.ts";
import type { SqlRow } from "../server/db/sql-engine.ts";
import type { RequestContext } from "../server/db/types.ts";
import { testLessonKey } from "./lesson-key.ts";
import { startPostgresCluster } from "./postgres-cluster.ts";

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

export function describeEachEngine(title: string, suite: (engine: () => EngineUnderTest) => void): void {
  for (const name of engineNames) {
    describe(`${title} on ${name}`, () => {
      let engine: EngineUnderTest | undefined;
      const cleanups: (() => Promise<void> | void)[] = [];

      beforeAll(async () => {
        const dataDir = name === "PGlite" ? await freshPgliteDataDir() : mkdtempSync(join(tmpdir(), "db-test-"));
        cleanups.push(() => removeDataDir(dataDir));
        let databaseUrl: string | undefined;
        if (name === "PostgreSQL") {
          const cluster = await startPostgresCluster();
          cleanups.push(() => cluster.stop());
          databaseUrl = cluster.url;
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
}

/**
 * A new data directory holding a migrated PGlite database, copied from a template built once per
 * PGlite version and set of migrations: creating a PGlite database takes many seconds of CPU,
 * copying one a fraction of a second. (Opening the copy still runs the migrations check.)
 */
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
 * need a database per test rather than describeEachEngine's one per file).
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
      const cluster = await startPostgresCluster();
      const db = await openDatabase({ databaseUrl: cluster.url, dataDir: "unused", lessonKey: testLessonKey });
      return { db, dispose: async () => (await db.close(), await cluster.stop()) };
    },
  },
];

export async function freshPgliteDataDir(): Promise<string> {
  const template = await pgliteTemplate();
  const dataDir = mkdtempSync(join(tmpdir(), "db-test-"));
  cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

async function pgliteTemplate(): Promise<string> {
  const pgliteVersion = (
    JSON.parse(readFileSync(new URL("../node_modules/@electric-sql/pglite/package.json", import.meta.url), "utf8")) as {
      version: string;
    }
  ).version;
  const migrations = await readMigrations();
  const key = createHash("sha256").update(pgliteVersion).update(JSON.stringify(migrations)).digest("hex").slice(0, 16);
  const template = join(tmpdir(), `pglite-template-${key}`);
  // Test files start together: one builds, the others wait for it (a builder that dies leaves a
  // stale lock, which the next one takes over).
  const deadline = Date.now() + 180_000;
  while (!existsSync(template)) {
    const lock = await lockDataDir(`${template}.build`).catch((error: unknown) => {
      if (error instanceof DataDirLockedError && Date.now() < deadline) return undefined;
      throw error;
    });
    if (!lock) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    try {
      if (!existsSync(template)) await buildTemplate(template);
    } finally {
      lock.release();
    }
    // The lock's directory is not part of the cache: leave nothing else in the temporary folder.
    rmSync(`${template}.build`, { recursive: true, force: true });
  }
  return template;
}

// Built aside and renamed into place, so no one ever copies half a template.
async function buildTemplate(template: string) {
  const building = mkdtempSync(`${template}.building-`);
  try {
    const db = await openDatabase({ dataDir: building });
    await db.close();
    try {
      renameSync(building, template);
    } catch (error) {
      if (!existsSync(template)) throw error; // else someone else's build won: use theirs
    }
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}
