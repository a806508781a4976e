// `npm run postgres:local`: a PostgreSQL 15 of your own, for trying the production engine on a
// laptop without knowing PostgreSQL. It runs Debian's server binaries (apt-get install -y
// postgresql-15) in the foreground on 127.0.0.1, keeps its data in ./postgres-local (delete the
// folder to start over), prints the DATABASE_URL to set, and stops cleanly on Ctrl+C or SIGTERM
// (PostgreSQL's fast shutdown: open transactions rolled back, everything written).
//   tsx scripts/postgres-local.ts [--port 5433] [--dir ./postgres-local]
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chownSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { postgresBinDir, stopServer, waitUntilAccepting } from "../testing/postgres-cluster.ts";
import { missingPrerequisite, prerequisites } from "../testing/prerequisites.ts";

const { values } = parseArgs({
  options: { port: { type: "string", default: "5433" }, dir: { type: "string", default: "postgres-local" } },
});
const port = Number(values.port);
const dir = resolve(values.dir);
const dataDir = join(dir, "data");
const shownDir = relative(process.cwd(), dir).startsWith("..") ? dir : `./${relative(process.cwd(), dir)}`;
// initdb and postgres refuse to run as root (as in a container or CI): there they run as nobody.
const nobody = { uid: 65534, gid: 65534 };
const runAs = process.getuid?.() === 0 ? nobody : {};

function fail(line: string): never {
  console.error(line);
  process.exit(1);
}

const missing = missingPrerequisite(prerequisites.postgres);
if (missing) fail(missing);
if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`--port must be a whole number from 1 to 65535; got "${values.port}"`);

const portFree = await new Promise<boolean>((done) => {
  const probe = createServer()
    .once("error", () => done(false))
    .listen(port, "127.0.0.1", () => probe.close(() => done(true)));
});
if (!portFree) fail(`Port ${port} is already in use on 127.0.0.1: stop the program using it, or choose another with --port.`);

// The password is made once with the cluster and kept beside it, so the URL stays the same between runs.
const passwordFile = join(dir, "password");
if (!existsSync(join(dataDir, "PG_VERSION"))) {
  console.log(`Creating a PostgreSQL cluster in ${shownDir} (the first run only)...`);
  rmSync(dataDir, { recursive: true, force: true }); // what an interrupted first run left
  mkdirSync(dir, { recursive: true });
  writeFileSync(passwordFile, randomBytes(18).toString("base64url"), { mode: 0o600 });
  if (runAs === nobody) for (const path of [dir, passwordFile]) chownSync(path, nobody.uid, nobody.gid);
  const initdb = spawnSync(
    join(postgresBinDir, "initdb"),
    ["-D", dataDir, "-U", "postgres", `--pwfile=${passwordFile}`, "--auth=scram-sha-256", "--encoding=UTF8", "--locale=C.UTF-8"],
    { ...runAs, encoding: "utf8", timeout: 120_000 },
  );
  if (initdb.status !== 0) {
    rmSync(dataDir, { recursive: true, force: true });
    fail(`initdb failed (${initdb.error?.message ?? `exit ${initdb.status}`}): ${initdb.stderr.trim().split("\n").at(-1)}`);
  }
}
const password = readFileSync(passwordFile, "utf8").trim();
const url = `postgresql://postgres:${password}@127.0.0.1:${port}/postgres`;

// TCP on 127.0.0.1 only, no unix socket (a project path can be longer than a socket path may be).
const logFile = join(dir, "postgres.log");
const server = spawn(
  join(postgresBinDir, "postgres"),
  ["-D", dataDir, "-p", String(port), "-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
  { ...runAs, stdio: ["ignore", openSync(logFile, "a"), openSync(logFile, "a")] },
);
const logTail = () => (existsSync(logFile) ? readFileSync(logFile, "utf8").trim().split("\n").slice(-3).join("\n") : "");
let stopping = false;
server.once("exit", (code, signal) => {
  if (stopping) return;
  // Ctrl+C reaches PostgreSQL too (the terminal signals the whole group), and it may be done first.
  if (code === 0) {
    console.log("PostgreSQL stopped.");
    process.exit(0);
  }
  fail(`PostgreSQL stopped on its own (${signal ?? `exit ${code}`}); the end of ${logFile}:\n${logTail()}`);
});

try {
  await waitUntilAccepting(url, server, 60_000, logTail);
} catch (error) {
  stopping = true;
  server.kill("SIGKILL");
  fail(error instanceof Error ? error.message : String(error));
}

console.log(`PostgreSQL 15 is running on 127.0.0.1:${port}, data in ${shownDir}. Ctrl+C stops it.`);
console.log("Set this in .env (or the environment), then run npm start in another terminal:");
console.log(`DATABASE_URL=${url}`);

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  // on, not once: Ctrl+C reaches us twice (from the terminal, and forwarded by npm).
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void stopServer(server).then(() => {
      console.log("PostgreSQL stopped.");
      process.exit(0);
    });
  });
}
