// Runs the site's server for the browser tests (playwright.config.ts `webServer`) and deletes
// its throwaway data directory once the server has stopped, so runs leave nothing in /tmp.
//
// The server is the build's (./built-server.ts), started directly, not through npm, so that the
// process waited for here is the server itself: the directory goes only after the database is closed.
import { spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { basename, dirname } from "node:path";
import { builtServerCommand } from "./built-server.ts";
import { copyMigratedDatabase } from "./migrated-database.ts";

// Only ever make and delete the directory playwright.config.ts names: <tmp>/agency-e2e-<port>/data.
const dataDir = process.env.DATA_DIR ?? "";
const runDir = dirname(dataDir);
if (basename(dataDir) !== "data" || !basename(runDir).startsWith("agency-e2e-")) {
  console.error(`serve-fresh-database: DATA_DIR must be the directory playwright.config.ts names, not ${JSON.stringify(dataDir)}`);
  process.exit(1);
}

// Playwright starts this only once the port is free, so no run is using the directory: one left by
// a run that was killed goes, and this run starts on a fresh database.
rmSync(runDir, { recursive: true, force: true });
mkdirSync(runDir, { recursive: true });
await copyMigratedDatabase(dataDir);
const [program, ...args] = builtServerCommand();
const server = spawn(program!, args, { stdio: "inherit" });

// The group's SIGTERM reaches the server too; here we only wait for it, with a backstop.
const waitForServer = () => setTimeout(() => server.kill("SIGKILL"), 12_000).unref();
process.on("SIGTERM", waitForServer);
process.on("SIGINT", waitForServer);

server.on("exit", (code, signal) => {
  rmSync(runDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
