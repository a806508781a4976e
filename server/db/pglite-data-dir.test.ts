// The embedded database's directory: one process at a time (PGlite has no lock of its own and a
// second process would silently lose rows), stale locks taken over, data kept across restarts.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { freshPgliteDataDir, removeDataDir } from "../../testing/database-engines.ts";
import { dataDirLockHolder, dataDirLockPath, DataDirLockedError, lockDataDir } from "./data-dir-lock.ts";
import { DatabaseUnavailableError } from "./database-errors.ts";
import { openDatabase } from "./open-database.ts";
import { DatabaseError } from "./types.ts";
import { storedLeads } from "../../testing/stored-leads.ts";

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
    cleanups.push(() => removeDataDir(dataDir));
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
    cleanups.push(() => removeDataDir(dataDir));
    const db = await openDatabase({ dataDir });
    cleanups.push(() => db.close());
    await expect(openDatabase({ dataDir: `${dataDir}/./` })).rejects.toThrow(`is in use by process ${process.pid} (this process)`);
  });

  it("keeps what was committed across a restart, removes its lock on close, and then answers as unavailable", async () => {
    const dataDir = await freshPgliteDataDir();
    cleanups.push(() => removeDataDir(dataDir));
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
    expect(await storedLeads(second, { limit: 10 })).toEqual([expect.objectContaining(message)]);
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

  it("takes over a lock file left by a process that no longer runs", async () => {
    const dir = scratchDir();
    writeFileSync(dataDirLockPath(dir), `${deadPid()}\n`);
    const lock = await lockDataDir(dir);
    cleanups.push(() => lock.release());
    expect(readFileSync(lock.path, "utf8").trim()).toBe(String(process.pid));
  });

  it("is not blocked by a lock file naming a live process that does not hold it (pid 1 after a reboot)", async () => {
    const dir = scratchDir();
    writeFileSync(dataDirLockPath(dir), "1\n");
    expect(dataDirLockHolder(dir)).toBeUndefined();
    const lock = await lockDataDir(dir);
    cleanups.push(() => lock.release());
    expect(readFileSync(lock.path, "utf8").trim()).toBe(String(process.pid));
  });

  it("refuses a second opener in another PID namespace while the first holds the directory", async () => {
    const dir = scratchDir();
    const lock = await lockDataDir(dir);
    cleanups.push(() => lock.release());
    // The second opener sees none of this namespace's processes, as a second container would not.
    const second = spawnSync(
      "unshare",
      [
        "--pid",
        "--fork",
        process.execPath,
        "--import",
        "tsx",
        "-e",
        `${importLock} lock.lockDataDir(${JSON.stringify(dir)}).then(() => console.log("took it"), (error) => console.log(error.message));`,
      ],
      { encoding: "utf8", timeout: 30_000 },
    );
    expect(second.stderr).toBe("");
    expect(second.stdout).toContain(`Data directory ${dir} is in use by process ${process.pid}`);
    expect(second.stdout).not.toContain("took it");
  });

  it("is not blocked by a holder killed with SIGKILL that its parent has not reaped yet (a zombie)", async () => {
    const dir = scratchDir();
    // sh starts the holder in the background and becomes `sleep`, which never reaps it.
    const parent = spawn(
      "sh",
      [
        "-c",
        `"$0" --import tsx -e '${importLock} lock.lockDataDir(${JSON.stringify(dir)}).then(() => console.log("locked")); setInterval(() => {}, 1000);' & echo "holder $!"; exec sleep 60`,
        process.execPath,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    cleanups.push(() => parent.kill("SIGKILL"));
    let output = "";
    await new Promise<void>((resolve, reject) => {
      parent.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()).includes("locked") && resolve());
      parent.once("exit", (code) => reject(new Error(`holder's parent exited early (${code})`)));
    });
    const holderPid = Number(/holder (\d+)/.exec(output)?.[1]);
    await expect(lockDataDir(dir)).rejects.toThrow(`is in use by process ${holderPid}`);

    process.kill(holderPid, "SIGKILL");
    await vi.waitFor(() => expect(processState(holderPid)).toBe("Z"), { timeout: 10_000, interval: 20 });
    const lock = await lockDataDir(dir);
    cleanups.push(() => lock.release());
    expect(processState(holderPid)).toBe("Z"); // still unreaped when the lock was taken
  });
});

const importLock = `const lock = await import("./server/db/data-dir-lock.ts");`;

/** The state letter from /proc (R, S, Z…), or undefined once the process is gone. */
function processState(pid: number): string | undefined {
  try {
    return /^State:\s+(\w)/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  } catch {
    return undefined;
  }
}
