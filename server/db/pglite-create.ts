// Creates a new PGlite database (initdb) in a short-lived child process, not in the server.
//
// Why: initdb runs a second PGlite instance and the initdb WebAssembly module beside the one the
// server keeps; their WebAssembly memories are never given back to the system once touched, so a
// server that created its own database kept ~800 MB RSS, against ~230 MB for one that opened an
// existing database (bench/startup-memory.ts measures both). A worker thread was tried and still
// left ~160 MB behind; a process gives everything back when it exits.
//
// The database is created beside the data directory and moved in with PG_VERSION last: PGlite
// treats a directory with PG_VERSION as a database, so an interrupted first start leaves no
// half-made database behind that a later start would open.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

const pgliteModule = pathToFileURL(createRequire(import.meta.url).resolve("@electric-sql/pglite")).href;

// Plain JavaScript, so the child needs no TypeScript loader whichever way the server was started.
const createScript = `const { PGlite } = await import(${JSON.stringify(pgliteModule)});
const db = await PGlite.create(process.argv[1]);
await db.close();`;

export const hasPgliteDatabase = (dataDir: string): boolean => existsSync(join(dataDir, "PG_VERSION"));

/** Runs initdb for `dataDir` (which exists, and holds at most the lock file) in a child process. */
export async function createPgliteDatabase(dataDir: string): Promise<void> {
  const building = mkdtempSync(join(dirname(dataDir), `.${basename(dataDir)}.initdb-`));
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, ["--input-type=module", "-e", createScript, building], { stdio: ["ignore", "ignore", "pipe"] });
      let stderr = "";
      child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr = (stderr + chunk).slice(-2000)));
      child.once("error", reject);
      child.once("exit", (code, signal) =>
        code === 0 ? resolve() : reject(new Error(`Creating the PGlite database failed (${signal ?? `exit ${code}`}): ${stderr.trim()}`)),
      );
    });
    const entries = readdirSync(building).filter((name) => name !== "PG_VERSION");
    for (const name of [...entries, "PG_VERSION"]) {
      try {
        renameSync(join(building, name), join(dataDir, name));
      } catch (error) {
        throw new Error(`DATA_DIR ${dataDir} holds files but no database (${name} is in the way): empty it, or choose another DATA_DIR.`, {
          cause: error,
        });
      }
    }
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}
