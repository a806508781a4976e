// `npm run -s backup [-- --out FILE]` and `npm run -s backup -- --restore FILE`
// A backup of the database that is safe while the server runs. Embedded (PGlite): a snapshot
// taken by the running server through its local socket, or from the data directory when no server
// runs; restored into a new, empty DATA_DIR. PostgreSQL (DATABASE_URL): pg_dump's custom format,
// restored with pg_restore (docs/operating/backups.md).
import "../server/owner-only-umask.ts";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, renameSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { restoreSnapshot, snapshotBytes } from "../server/backup/embedded-backup.ts";
import { withoutPassword } from "../server/backup/connection-password.ts";
import { openDatabase } from "../server/db/open-database.ts";
import { leadsSocketPath } from "../server/leads/leads-socket.ts";
import { askRunningServer } from "../server/leads/socket-client.ts";
import { loadSettings } from "../server/settings/load-settings.ts";
import { maskUrlSecrets } from "../server/startup-failure.ts";
import { createTemporaryBeside, writeFileAtomically } from "../server/write-file-atomically.ts";

const usage =
  "usage: npm run -s backup [-- --out FILE]   |   npm run -s backup -- --restore FILE (embedded database, into an empty DATA_DIR)";

function fail(message: string, code = 1): never {
  console.error(`backup: ${message}`);
  process.exit(code);
}

function readOptions() {
  try {
    return parseArgs({ options: { out: { type: "string" }, restore: { type: "string" }, help: { type: "boolean" } }, strict: true }).values;
  } catch (error) {
    return fail(`${(error as Error).message}\n${usage}`, 2);
  }
}

const stamp = () => new Date().toISOString().replace(/[-:]/g, "").replace(/\..*$/, "").replace("T", "-");

/** pg_dump from PATH, or from Debian's PostgreSQL packages. */
function findPgDump(): string {
  const onPath = spawnSync("pg_dump", ["--version"], { encoding: "utf8" });
  if (onPath.status === 0) return "pg_dump";
  const debian = "/usr/lib/postgresql";
  const versions = existsSync(debian) ? readdirSync(debian).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => join(debian, version, "bin/pg_dump")).find((path) => existsSync(path));
  return found ?? fail("pg_dump is not installed: install the PostgreSQL client of your server's version (Debian: postgresql-client-15)");
}

async function backupEmbedded(dataDir: string, out: string) {
  const fromServer = await askRunningServer(leadsSocketPath(dataDir), "GET", "/backup");
  if (fromServer && fromServer.status !== 200) fail(`the running server could not take the snapshot (status ${fromServer.status})`);
  if (fromServer) return writeFileAtomically(out, fromServer.body);
  if (!existsSync(dataDir)) fail(`no embedded database in ${dataDir} (set DATA_DIR, or DATABASE_URL for PostgreSQL)`);
  const db = await openDatabase({ dataDir }); // no server: the directory's lock keeps one from starting meanwhile
  try {
    writeFileAtomically(out, await snapshotBytes(db.sql));
  } finally {
    await db.close();
  }
}

function backupPostgres(databaseUrl: string, out: string) {
  // Created by us, new and owner-only, before pg_dump writes a byte into it (pg_dump's own file
  // would be 0644); its output goes to this file through stdout.
  const partial = createTemporaryBeside(out);
  const fd = partial.fd;
  let dump: ReturnType<typeof spawnSync>;
  try {
    // The password goes in pg_dump's environment, never on its command line (which `ps` shows).
    const { url, password } = withoutPassword(databaseUrl);
    dump = spawnSync(findPgDump(), ["--format=custom", "--no-owner", url], {
      stdio: ["ignore", fd, "pipe"],
      encoding: "utf8",
      env: password === undefined ? process.env : { ...process.env, PGPASSWORD: password },
    });
  } finally {
    partial.close();
  }
  if (dump.status !== 0) {
    partial.remove();
    fail(`pg_dump failed: ${maskUrlSecrets(String(dump.stderr).trim().split("\n")[0] || `exit ${dump.status}`)}`);
  }
  renameSync(partial.path, out);
}

const options = readOptions();
if (options.help) {
  console.log(usage);
  process.exit(0);
}
const { url: databaseUrl, dataDir } = readDatabaseSettings();

function readDatabaseSettings() {
  try {
    return loadSettings("database").database;
  } catch (error) {
    return fail((error as Error).message);
  }
}

try {
  if (options.restore) {
    if (databaseUrl) fail("--restore is for the embedded database; for PostgreSQL use pg_restore (docs/operating/backups.md)", 2);
    await restoreSnapshot(resolve(options.restore), dataDir);
    console.log(`Restored ${options.restore} into ${dataDir}. Start the server with DATA_DIR=${dataDir}.`);
  } else {
    const out = resolve(options.out ?? `backups/${databaseUrl ? "postgres" : "embedded"}-${stamp()}.${databaseUrl ? "dump" : "tar.gz"}`);
    mkdirSync(dirname(out), { recursive: true, mode: 0o700 });
    if (databaseUrl) backupPostgres(databaseUrl, out);
    else await backupEmbedded(dataDir, out);
    console.log(
      `Backed up the ${databaseUrl ? "PostgreSQL" : "embedded"} database to ${out} (${Math.ceil(statSync(out).size / 1024)} KB).`,
    );
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
