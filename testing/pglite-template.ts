// The migrated PGlite data directory the PGlite suites copy, built once per PGlite version and set
// of migrations: creating a PGlite database takes many seconds of CPU, copying one a fraction of a
// second. The server tests' global setup builds it before any file starts (testing/test-databases-setup.ts);
// outside a test run, the first caller builds it and any other waits. The browser tests' servers
// start on copies of it too (e2e/support/migrated-database.ts).
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DataDirLockedError, lockDataDir } from "../server/db/data-dir-lock.ts";
import { readMigrations } from "../server/db/migrate.ts";
import { openDatabase } from "../server/db/open-database.ts";

export async function pgliteTemplate(): Promise<string> {
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
