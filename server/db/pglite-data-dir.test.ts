// The embedded database's directory: one process at a time (PGlite has no lock of its own and a
// second process would silently lose rows), stale locks taken over, data kept across restarts.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { freshPgliteDataDir } from "../../testing/database-engines.ts";
import { dataDirLockHolder, dataDirLockPath, DataDirLockedError, lockDataDir } from "./data-dir-lock.ts";
import { DatabaseUnavailableError } from "./database-errors.ts";
import { openDatabase } from "./open-database.ts";
import { DatabaseError } from "./types.ts";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const scratchDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "lock-test-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

/** Another process holding the directory through the real lock code, as a running server would. */
async function holdInAnotherProcess(dataDir: string): Promise<ChildProcess> {
  const holder = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "-e",
      `import("./server/db/data-dir-lock.ts").then(async (lock) => { await lock.lockDataDir(${JSON.stringify(dataDir)}); console.log("locked"); setInterval(() => {}, 1000); });`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  cleanups.push(() => holder.kill("SIGKILL"));
  await new Promise<void>((resolve, reject) => {
    holder.stdout?.on("data", (chunk: Buffer) => chunk.toString().includes("locked") && resolve());
    holder.once("exit", (code) => reject(new Error(`lock holder exited early (${code})`)));
  });
  return holder;
}

/** The pid of a process that has already exited. */
const deadPid = () => {
  const { pid } = spawnSync(process.execPath, ["-e", ""]);
  if (!pid) throw new Error("could not start a process");
  return pid;
};

describe("the PGlite data directory", () => {
  it("refuses a second process with a one-line message naming the directory and the holder, and lets it in once the holder is gone", async () => {
    const dataDir = await freshPgliteDataDir();
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const holder = await holdInAnotherProcess(dataDir);

    const refusal = await openDatabase({ dataDir }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    const { message } = refusal as DataDirLockedError;
    expect(message).toContain(`Data directory ${dataDir} is in use by process ${holder.pid}`);
    expect(message).not.toContain("\n");
    expect(dataDirLockHolder(dataDir)).toBe(holder.pid);

    // Killed without a chance to clean up, as by SIGKILL or a power cut: its lock is stale.
    holder.kill("SIGKILL");
    await new Promise((resolve) => holder.once("exit", resolve));
    const db = await openDatabase({ dataDir });
    cleanups.push(() => db.close());
    expect(readFileSync(dataDirLockPath(dataDir), "utf8").trim()).toBe(String(process.pid));
  });

  it("refuses a second open from the same process, under another spelling of the path too", async () => {
    const dataDir = await freshPgliteDataDir();
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const db = await openDatabase({ dataDir });
    cleanups.push(() => db.close());
    await expect(openDatabase({ dataDir: `${dataDir}/./` })).rejects.toThrow(`is in use by process ${process.pid} (this process)`);
  });

  it("keeps what was committed across a restart, removes its lock on close, and then answers as unavailable", async () => {
    const dataDir = await freshPgliteDataDir();
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const message = { name: "Ada", email: "ada@example.com", company: null, message: "Still here?" };

    const first = await openDatabase({ dataDir });
    await first.insertContactSubmissions([message], { clientAddress: "192.0.2.1" });
    await first.close();
    expect(existsSync(dataDirLockPath(dataDir))).toBe(false);

    // A closed database is an outage to the HTTP layer (503), not a refused request.
    const failure = await first.insertContactSubmissions([message], { clientAddress: "192.0.2.1" }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DatabaseUnavailableError);
    expect(failure).not.toBeInstanceOf(DatabaseError);
    await expect(first.ping()).rejects.toBeInstanceOf(DatabaseUnavailableError);

    const second = await openDatabase({ dataDir });
    cleanups.push(() => second.close());
    expect(await second.listLeads({ limit: 10 })).toEqual([expect.objectContaining(message)]);
  });
});

describe("the PGlite data directory lock file", () => {
  it("holds this process's pid, and release removes it", async () => {
    const dir = scratchDir();
    const lock = await lockDataDir(dir);
    expect(readFileSync(lock.path, "utf8").trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
    lock.release(); // twice is harmless
  });

  it("takes over a lock left by a process that no longer runs", async () => {
    const dir = scratchDir();
    writeFileSync(dataDirLockPath(dir), `${deadPid()}\n`);
    const lock = await lockDataDir(dir);
    cleanups.push(() => lock.release());
    expect(readFileSync(lock.path, "utf8").trim()).toBe(String(process.pid));
  });

  it("takes over an empty lock file whose writer died, but waits for one being written", async () => {
    const dir = scratchDir();
    const path = dataDirLockPath(dir);
    writeFileSync(path, "");
    const longAgo = new Date(Date.now() - 60_000);
    utimesSync(path, longAgo, longAgo);
    const lock = await lockDataDir(dir);
    lock.release();

    // A fresh empty file is a lock being taken right now: its owner writes its pid a moment later.
    const other = scratchDir();
    const holder = await holdInAnotherProcess(scratchDir()); // any live process will do as the writer
    writeFileSync(dataDirLockPath(other), "");
    setTimeout(() => writeFileSync(dataDirLockPath(other), `${holder.pid}\n`), 100);
    await expect(lockDataDir(other)).rejects.toThrow(`is in use by process ${holder.pid}`);
  });

  it("does not release a lock that another process has taken since", async () => {
    const dir = scratchDir();
    const lock = await lockDataDir(dir);
    const holder = await holdInAnotherProcess(scratchDir());
    writeFileSync(lock.path, `${holder.pid}\n`); // as if ours had been judged stale and taken over
    lock.release();
    expect(readFileSync(lock.path, "utf8").trim()).toBe(String(holder.pid));
  });

  it("clears a takeover left unfinished by a process that died during it", async () => {
    const dir = scratchDir();
    const path = dataDirLockPath(dir);
    writeFileSync(path, `${deadPid()}\n`);
    writeFileSync(`${path}.takeover`, `${deadPid()}\n`);
    const longAgo = new Date(Date.now() - 60_000);
    utimesSync(`${path}.takeover`, longAgo, longAgo);
    const lock = await lockDataDir(dir);
    cleanups.push(() => lock.release());
    expect(readFileSync(path, "utf8").trim()).toBe(String(process.pid));
    expect(existsSync(`${path}.takeover`)).toBe(false);
  });
});
