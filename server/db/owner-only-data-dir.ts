// The embedded database's directory as PostgreSQL keeps its own: the directories 0700 and every
// file 0600, so no other account on the machine can read a lead from a table or the WAL.
//
// PGlite does not do this by itself: its initdb writes every file 0666 whatever the umask, a
// restored snapshot comes out 0666 too, and files PostgreSQL opens with fopen (pg_internal.init)
// are set to 0644 explicitly. So the directory is repaired after creation, after a restore and at
// every start, rather than refused as PostgreSQL refuses a data directory with a wrong mode:
// every directory made before this existed has PGlite's modes, the repair is only ever a
// tightening, and the process doing it holds the directory's lock. Only when the repair fails
// (files owned by another user) does the start stop, with the command that fixes it.
import { chmodSync, lstatSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";

const ownerOnlyDirectory = 0o700;
const ownerOnlyFile = 0o600;

/**
 * Takes every permission for group and others off `dataDir`, its subdirectories and its files
 * (symbolic links and sockets are left alone). Returns how many entries it changed.
 */
export function makeDataDirOwnerOnly(dataDir: string): number {
  let changed = 0;
  // An explicit stack, not recursion: a directory tree of any depth costs no call stack.
  const pending = [resolve(dataDir)];
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    const stat = lstatSync(path);
    const isDirectory = stat.isDirectory();
    if (!isDirectory && !stat.isFile()) continue;
    const wanted = isDirectory ? ownerOnlyDirectory : ownerOnlyFile;
    if ((stat.mode & 0o7777) !== wanted) {
      try {
        chmodSync(path, wanted);
      } catch (error) {
        throw new Error(
          `DATA_DIR ${resolve(dataDir)} must be readable by its owner only, and ${path} could not be changed ` +
            `(${(error as NodeJS.ErrnoException).code ?? String(error)}): run  chmod -R go= ${resolve(dataDir)}  as the directory's owner.`,
          { cause: error },
        );
      }
      changed++;
    }
    if (isDirectory) for (const name of readdirSync(path)) pending.push(join(path, name));
  }
  return changed;
}
