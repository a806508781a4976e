// PGlite has no lock of its own: a second process that opens the same data directory runs a second
// Postgres on the same files and rows are silently lost. This lock file makes any second opener
// fail with a message that names the directory and the process holding it.
//
// The file is created with O_EXCL and holds the owner's pid. A lock whose pid no longer runs (the
// server was killed) is stale and taken over; a takeover guard file makes sure that two processes
// finding the same stale lock cannot both take it.
import { closeSync, mkdirSync, openSync, readFileSync, realpathSync, statSync, unlinkSync, writeSync } from "node:fs";
import { join, resolve } from "node:path";

export const dataDirLockFileName = "pglite.lock";

// The real path, so that two spellings of one directory (a symlink, `./data` and `data/`) share one lock.
export const dataDirLockPath = (dataDir: string): string => join(realPath(dataDir), dataDirLockFileName);

function realPath(dir: string): string {
  try {
    return realpathSync(dir);
  } catch {
    return resolve(dir); // not created yet
  }
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Data directory ${resolve(dataDir)} is in use by process ${pid}${pid === process.pid ? " (this process)" : ""}: ` +
        `PGlite allows one process per directory, so stop that process or use another DATA_DIR ` +
        `(if no process ${pid} is running, delete ${dataDirLockPath(dataDir)}).`,
    );
    this.name = "DataDirLockedError";
  }
}

export type DataDirLock = {
  readonly path: string;
  /** Removes the lock file if it is still ours. Safe to call twice. */
  release(): void;
};

// Lock files this process holds: a second open from the same process is refused too, while a lock
// file left with our pid by an earlier process (a container restart reuses pids) is stale.
const heldByThisProcess = new Set<string>();

/** Takes the lock on `dataDir` (creating the directory), or throws DataDirLockedError. */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const path = dataDirLockPath(dataDir);
  // Each pass either takes the lock, finds a live holder, or clears a stale lock and tries again.
  for (let attempt = 0; attempt < 50; attempt++) {
    if (createWithPid(path)) {
      heldByThisProcess.add(path);
      return { path, release: () => release(path) };
    }
    const holder = readPid(path);
    if (holder === "gone") continue;
    if (holder === "being written") {
      await sleep(20);
      continue;
    }
    if (isRunning(holder) && (holder !== process.pid || heldByThisProcess.has(path))) {
      throw new DataDirLockedError(dataDir, holder);
    }
    if (!removeStaleLock(path, holder)) await sleep(20);
  }
  throw new Error(`Could not lock data directory ${resolve(dataDir)}: ${path} keeps changing.`);
}

/** The pid of the live process holding `dataDir`, if any (for tools that must not open it). */
export function dataDirLockHolder(dataDir: string): number | undefined {
  const holder = readPid(dataDirLockPath(dataDir));
  return typeof holder === "number" && isRunning(holder) ? holder : undefined;
}

function createWithPid(path: string, pid = process.pid): boolean {
  let fd: number;
  try {
    fd = openSync(path, "wx", 0o644);
  } catch (error) {
    if (errorCode(error) === "EEXIST") return false;
    throw error;
  }
  try {
    writeSync(fd, `${pid}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

// A lock file is created empty and its pid written right after; an empty file that stays empty
// belongs to a process that died in between.
const emptyLockGraceMs = 2_000;

function readPid(path: string): number | "gone" | "being written" {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    if (errorCode(error) === "ENOENT") return "gone";
    throw error;
  }
  const pid = Number.parseInt(text.trim(), 10);
  if (Number.isInteger(pid) && pid > 0) return pid;
  // Unreadable content: fresh means someone is writing it; old means its writer died (pid 0 is never running).
  return ageMs(path) < emptyLockGraceMs ? "being written" : 0;
}

function isRunning(pid: number): boolean {
  if (pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === "EPERM"; // it exists, it is just not ours to signal
  }
}

// Only the holder of the guard may delete a stale lock, and only after reading it again under the
// guard, so a lock that someone else took over meanwhile is left alone. A guard older than a few
// seconds belongs to a process that died mid-takeover.
const guardStaleMs = 5_000;

function removeStaleLock(path: string, stalePid: number): boolean {
  const guard = `${path}.takeover`;
  if (!createWithPid(guard)) {
    if (ageMs(guard) > guardStaleMs) unlinkQuietly(guard);
    return false;
  }
  try {
    if (readPid(path) === stalePid) unlinkQuietly(path);
    return true;
  } finally {
    unlinkQuietly(guard);
  }
}

function release(path: string) {
  if (!heldByThisProcess.delete(path)) return;
  if (readPid(path) === process.pid) unlinkQuietly(path);
}

function ageMs(path: string): number {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

function unlinkQuietly(path: string) {
  try {
    unlinkSync(path);
  } catch (error) {
    if (errorCode(error) !== "ENOENT") throw error;
  }
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
