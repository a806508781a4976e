// `npm run backup -- --out FILE` writes beside FILE first. Another local user who can write to
// that directory must not be able to take the backup by placing a file or a symlink at the name
// the temporary file once had (`FILE.partial`): it is neither used nor followed, and the backup
// is owner-only.
import { lstatSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freshPgliteDataDir, removeDataDir } from "../../testing/database-engines.ts";
import { startPostgresCluster } from "../../testing/postgres-cluster.ts";
import { runScript } from "../../testing/server-process.ts";
import { openDatabase } from "../db/open-database.ts";

const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A directory with a planted symlink at `backup.partial` and a planted, world-readable `other.partial`. */
function plantedDirectory() {
  const dir = mkdtempSync(join(tmpdir(), "backup-out-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const victim = join(dir, "victim.txt");
  writeFileSync(victim, "not yours\n");
  symlinkSync(victim, join(dir, "backup.partial"));
  writeFileSync(join(dir, "other.partial"), "", { mode: 0o666 });
  return {
    outputs: [join(dir, "backup"), join(dir, "other")],
    expectNothingTaken: () => {
      expect(readFileSync(victim, "utf8")).toBe("not yours\n");
      expect(lstatSync(join(dir, "backup.partial")).isSymbolicLink()).toBe(true);
      expect(statSync(join(dir, "other.partial")).size).toBe(0);
      expect(readdirSync(dir).sort()).toEqual(["backup", "backup.partial", "other", "other.partial", "victim.txt"]);
    },
  };
}

async function backUpTo(outputs: string[], env: Record<string, string>) {
  for (const out of outputs) {
    const result = await runScript("scripts/backup.ts", ["--out", out], env, 120_000);
    expect(result.stderr).toBe("");
    expect(statSync(out).size).toBeGreaterThan(1_000);
    expect(statSync(out).mode & 0o777).toBe(0o600);
  }
}

describe("backup --out beside planted files on PGlite", { timeout: 180_000 }, () => {
  it("neither follows nor reuses them, and writes the backup owner-only", async () => {
    const dataDir = await freshPgliteDataDir();
    cleanups.push(() => removeDataDir(dataDir));
    const planted = plantedDirectory();
    await backUpTo(planted.outputs, { DATA_DIR: dataDir });
    planted.expectNothingTaken();
  });
});

describe("backup --out beside planted files on PostgreSQL", { timeout: 180_000 }, () => {
  it("neither follows nor reuses them, and writes pg_dump's output owner-only", async () => {
    const cluster = await startPostgresCluster();
    cleanups.push(() => cluster.stop());
    const db = await openDatabase({ databaseUrl: cluster.url, dataDir: "unused" });
    await db.close();
    const planted = plantedDirectory();
    await backUpTo(planted.outputs, { DATABASE_URL: cluster.url });
    planted.expectNothingTaken();
  });
});
