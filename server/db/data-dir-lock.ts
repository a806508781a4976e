// PGlite has no lock of its own: a second process that opens the same data directory runs a second
// Postgres on the same files and rows are silently lost. This lock makes any second opener fail
// with a message that names the directory and the process holding it.
//
// The lock is the kernel's: an open file description lock (fcntl F_OFD_SETLK, through
// fs-native-extensions) on `pglite.lock` in the directory, held for as long as the file stays open.
// The kernel sees every holder, in any PID namespace (a second container on the same volume, a
// start-first rolling deploy), and drops the lock the moment its holder dies, by any signal and
// before its parent reaps it, so there is no stale lock to judge by a pid. The pid written in the
// file is only there to name the holder in the message.
import {
  closeSync,
  fstatSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  realpathSync,
  statSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { join, resolve } from "node:path";
import { tryLock } from "fs-native-extensions";

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
    /** The holder's pid as it wrote it (its own PID namespace's number), when it could be read. */
    readonly pid: number | undefined,
    thisProcess = false,
  ) {
    const holder = thisProcess ? `process ${process.pid} (this process)` : pid === undefined ? "another process" : `process ${pid}`;
    super(
      `Data directory ${resolve(dataDir)} is in use by ${holder}: ` +
        `PGlite allows one process per directory, so stop that process or use another DATA_DIR.`,
    );
    this.name = "DataDirLockedError";
  }
}

export type DataDirLock = {
  readonly path: string;
  /** Removes the lock file and lets the lock go. Safe to call twice. */
  release(): void;
};

// Locks this process holds, for the "(this process)" in the message (the kernel refuses a second
// open from the same process too: an OFD lock belongs to the open file, not to the process).
const heldByThisProcess = new Set<string>();

/** Takes the lock on `dataDir` (creating the directory), or throws DataDirLockedError. */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const path = dataDirLockPath(dataDir);
  // A refusal is retried briefly: dataDirLockHolder's probe holds the lock for a moment too, and a
  // releasing holder removes the file just before it lets go.
  for (let attempt = 0; attempt < 10; attempt++) {
    const fd = openSync(path, "a+", 0o600);
    if (!tryLock(fd)) {
      closeSync(fd);
      if (attempt < 9) {
        await sleep(20);
        continue;
      }
      const ours = heldByThisProcess.has(path);
      throw new DataDirLockedError(dataDir, ours ? process.pid : readPid(path), ours);
    }
    // The file we locked may have been removed by a holder that released it between our open and
    // our lock: then it is no longer the lock file, and another opener may lock the new one.
    if (!isStillAt(fd, path)) {
      closeSync(fd);
      continue;
    }
    ftruncateSync(fd, 0);
    writeSync(fd, `${process.pid}\n`, 0);
    heldByThisProcess.add(path);
    let released = false;
    return {
      path,
      release: () => {
        if (released) return;
        released = true;
        heldByThisProcess.delete(path);
        // Removed while still locked, so no one can lock this file and then find it gone.
        if (isStillAt(fd, path)) unlinkQuietly(path);
        closeSync(fd); // closing the file drops the lock
      },
    };
  }
  throw new Error(`Could not lock data directory ${resolve(dataDir)}: ${path} keeps changing.`);
}

/** The pid of a live process holding `dataDir` (undefined if none, or unknown), for tools that must not open it. Creates nothing. */
export function dataDirLockHolder(dataDir: string): number | undefined {
  return isDataDirLocked(dataDir) ? readPid(dataDirLockPath(dataDir)) : undefined;
}

/** Whether a live process holds `dataDir`. Creates nothing. */
export function isDataDirLocked(dataDir: string): boolean {
  const path = dataDirLockPath(dataDir);
  let fd: number;
  try {
    fd = openSync(path, "r+");
  } catch (error) {
    if (errorCode(error) === "ENOENT") return false; // no lock file, so no holder
    throw error;
  }
  try {
    // Granted means nobody holds it; closing the probe lets it go again at once.
    return !tryLock(fd);
  } finally {
    closeSync(fd);
  }
}

function readPid(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isStillAt(fd: number, path: string): boolean {
  try {
    const open = fstatSync(fd);
    const named = statSync(path);
    return open.ino === named.ino && open.dev === named.dev;
  } catch {
    return false;
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
