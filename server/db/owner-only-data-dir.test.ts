// The embedded database holds every lead in its tables and its WAL: no other account on the
// machine may read it. Directories 0700 and files 0600, as PostgreSQL keeps its own data
// directory, whatever PGlite wrote and whatever the operator's umask.
import { chmodSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { removeDataDir, freshPgliteDataDir } from "../../testing/database-engines.ts";
import { killServerProcesses, runScript, startServerProcess } from "../../testing/server-process.ts";
import { createStaticFixture } from "../../testing/static-fixture.ts";
import { openDatabase } from "./open-database.ts";

const root = new URL("../../", import.meta.url).pathname;
const fixture = createStaticFixture();
const cleanups: (() => void)[] = [];
afterEach(killServerProcesses);
afterAll(() => {
  for (const cleanup of cleanups.reverse()) cleanup();
  fixture.remove();
});

const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), "owner-only-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};
const dataDirFromTemplate = async () => {
  const dir = await freshPgliteDataDir();
  cleanups.push(() => removeDataDir(dir));
  return dir;
};

/** Every directory and file under `dir` (itself included) that group or others may use, as "mode path". */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    const stat = lstatSync(path);
    if (stat.mode & 0o077) found.push(`${(stat.mode & 0o7777).toString(8)} ${path.slice(dir.length) || "/"}`);
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
  return found;
}

function openEverythingUp(dir: string) {
  const visit = (path: string) => {
    const isDirectory = lstatSync(path).isDirectory();
    chmodSync(path, isDirectory ? 0o777 : 0o666);
    if (isDirectory) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
}

const send = (url: string, message: string) =>
  fetch(`${url}/rest/v1/contact_submissions`, {
    method: "POST",
    headers: { apikey: "public-anon-key", "Content-Type": "application/json" },
    body: JSON.stringify({ name: "Ada Lovelace", email: "ada@example.com", message }),
  });

const umaskOf = (pid: number) => /^Umask:\s*(\d+)$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];

describe("the embedded database's files on PGlite", { timeout: 180_000 }, () => {
  it("a database the server creates is its user's only, while it stores leads and after it stops", async () => {
    const dataDir = join(scratch(), "data");
    const server = await startServerProcess({ DATA_DIR: dataDir, STATIC_DIR: fixture.dir }, 150_000);
    expect(umaskOf(server.child.pid!)).toBe("0077");
    for (let i = 0; i < 5; i++) expect((await send(server.url, `lead ${i}`)).status).toBe(201);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(await server.stop()).toBe(0);
    expect(openToOthers(dataDir)).toEqual([]);
  });

  it("files the database writes later, WAL segments included, are its user's only", async () => {
    const dataDir = await dataDirFromTemplate();
    const db = await openDatabase({ dataDir });
    try {
      await db.setRateLimits({ perClient: Infinity, perClientWindowSeconds: 60, globalPerMinute: Infinity });
      // Leads, then new WAL segments: PostgreSQL recycles old segments by renaming them, so a lead
      // passes through every segment the directory ever held.
      await db.sql.exec(
        "insert into public.contact_submissions (name, email, message) select 'Ada', 'ada@example.com', 'lead ' || n from generate_series(1, 20) n",
      );
      for (let i = 0; i < 3; i++) await db.sql.exec("select pg_switch_wal(); checkpoint");
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      await db.close();
    }
    expect(openToOthers(dataDir)).toEqual([]);
  });

  it("a data directory left open to others is made its user's only at start", async () => {
    const dataDir = await dataDirFromTemplate();
    openEverythingUp(dataDir);
    const db = await openDatabase({ dataDir });
    await db.close();
    expect(openToOthers(dataDir)).toEqual([]);
  });

  it("a backup and the database restored from it are their user's only", async () => {
    const dataDir = await dataDirFromTemplate();
    const dir = scratch();
    const backup = join(dir, "backup.tar.gz");
    const made = await runScript("scripts/backup.ts", ["--out", backup], { DATA_DIR: dataDir }, 120_000);
    expect(made.stderr).toBe("");
    expect(openToOthers(backup)).toEqual([]);
    const restoredDir = join(dir, "restored");
    const restored = await runScript("scripts/backup.ts", ["--restore", backup], { DATA_DIR: restoredDir }, 120_000);
    expect(restored.stderr).toBe("");
    expect(openToOthers(restoredDir)).toEqual([]);
  });
});

describe("the umask of the server and the operator commands", () => {
  // Each entry point sets it before anything else runs (its first import), so nothing it creates,
  // however created, is open to others. The server's is also read from /proc above.
  const entryPoints = [
    "server/main.ts",
    "scripts/worker.ts",
    "scripts/leads.ts",
    "scripts/backup.ts",
    "scripts/migrate.ts",
    "scripts/check-settings.ts",
  ];
  it.each(entryPoints)("%s sets umask 077 first", (file) => {
    const firstImport = /^import\s[^;]*;/m.exec(readFileSync(join(root, file), "utf8"))?.[0];
    expect(firstImport).toMatch(/^import "\.\.?\/(server\/)?owner-only-umask\.ts";$/);
  });
});
