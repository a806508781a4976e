// A throwaway PostgreSQL 15 for tests and benchmarks: initdb's output (copied) in a fresh temp dir, run on a
// unix socket inside that dir (TCP on 127.0.0.1 only when asked), remove everything on stop.
// Nothing is shared with another cluster or with a system PostgreSQL, so files run in parallel.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { chownSync, existsSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { freePort } from "./free-port.ts";
import { prerequisites, requirePrerequisite } from "./prerequisites.ts";

export const postgresBinDir = "/usr/lib/postgresql/15/bin";

export type PostgresClusterOptions = {
  /** Also listen on 127.0.0.1 (for tools that want TCP); the unix socket is always there. */
  tcp?: boolean;
  /** Extra server settings, passed as `-c name=value` (e.g. `{ fsync: "off" }` for scratch data). */
  settings?: Record<string, string>;
  /** SQL run as the superuser once the cluster accepts connections (roles, grants, ...). */
  setupSql?: string;
  /** How long to wait for the server to accept connections. */
  startTimeoutMs?: number;
};

export type PostgresCluster = {
  /** Superuser `postgres`, database `postgres`, over the unix socket. */
  url: string;
  /** The same over TCP, when `tcp` was asked for. */
  tcpUrl: string | undefined;
  /** The directory holding the socket: `psql -h <socketDir> -p <port>`, `pgbench -h ...`. */
  socketDir: string;
  port: number;
  /** A URL for another role or database on this cluster. */
  urlFor(user: string, database?: string): string;
  /**
   * Takes the server down the hard way, as an outage does: `pg_ctl stop -m immediate` (every
   * backend is told to quit at once, no checkpoint) or SIGKILL of the postmaster (its backends
   * notice and exit on their own). The data directory stays; restart() brings it back.
   */
  crash(how: "immediate" | "kill"): Promise<void>;
  /** Starts the server again on the same data directory and port (after crash()), with crash recovery. */
  restart(): Promise<void>;
  /**
   * Stops (SIGSTOP) the postmaster and every backend, as a hung host or a network partition looks
   * to a client: connections open but nothing answers. thaw() lets them run on (SIGCONT).
   */
  freeze(): void;
  thaw(): void;
  stop(): Promise<void>;
};

// initdb and postgres refuse to run as root; CI runs as root, so they run as `nobody` there.
const nobody = { uid: 65534, gid: 65534 };
const runAs = () => (process.getuid?.() === 0 ? nobody : {});

export async function startPostgresCluster(options: PostgresClusterOptions = {}): Promise<PostgresCluster> {
  requirePrerequisite(prerequisites.postgres);
  const dir = mkdtempSync(join(tmpdir(), "pg-cluster-"));
  const dataDir = join(dir, "data");
  if (process.getuid?.() === 0) chownSync(dir, nobody.uid, nobody.gid);

  try {
    copyInitdbTemplate(dataDir);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  const port = await freePort();
  const settings: Record<string, string> = {
    listen_addresses: options.tcp ? "127.0.0.1" : "",
    unix_socket_directories: dir,
    unix_socket_permissions: "0700",
    ...options.settings,
  };
  const launch = () => {
    const child = spawn(
      join(postgresBinDir, "postgres"),
      ["-D", dataDir, "-p", String(port), ...Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`])],
      { ...runAs(), stdio: ["ignore", "ignore", "pipe"] },
    );
    child.stderr?.setEncoding("utf8").on("data", (chunk: string) => (log = (log + chunk).slice(-4000)));
    return child;
  };
  let log = "";
  let server = launch();
  // If the test process dies without stop(), don't leave a postgres running (its dir is left behind).
  const killOnExit = () => server.kill("SIGQUIT");
  process.once("exit", killOnExit);

  const urlFor = (user: string, database = "postgres") => socketUrl({ socketDir: dir, port }, user, database);
  const url = urlFor("postgres");
  const stop = async () => {
    process.removeListener("exit", killOnExit);
    thaw();
    await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  };
  const crash = async (how: "immediate" | "kill") => {
    const exited = new Promise<void>((resolve) =>
      server.exitCode !== null || server.signalCode !== null ? resolve() : server.once("exit", () => resolve()),
    );
    if (how === "kill") server.kill("SIGKILL");
    else {
      const pgCtl = spawnSync(join(postgresBinDir, "pg_ctl"), ["stop", "-D", dataDir, "-m", "immediate", "-w"], {
        ...runAs(),
        encoding: "utf8",
        timeout: 30_000,
      });
      if (pgCtl.status !== 0) throw new Error(`pg_ctl stop failed: ${pgCtl.stderr}`);
    }
    await exited;
  };
  const processes = () => {
    const children = spawnSync("pgrep", ["-P", String(server.pid)], { encoding: "utf8" })
      .stdout.split(/\s+/)
      .filter(Boolean)
      .map(Number);
    return [server.pid!, ...children];
  };
  let frozen: number[] = [];
  const freeze = () => {
    frozen = processes();
    for (const pid of frozen) process.kill(pid, "SIGSTOP");
  };
  const thaw = () => {
    for (const pid of frozen) {
      try {
        process.kill(pid, "SIGCONT");
      } catch {
        // exited meanwhile
      }
    }
    frozen = [];
  };
  const restart = async () => {
    // After a SIGKILLed postmaster, its orphaned backends hold the shared memory for a moment:
    // postgres refuses to start until they are gone, so try again until it does.
    const deadline = Date.now() + (options.startTimeoutMs ?? 30_000);
    for (;;) {
      server = launch();
      try {
        await waitUntilAccepting(url, server, Math.max(1000, deadline - Date.now()), () => log);
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  };

  try {
    await waitUntilAccepting(url, server, options.startTimeoutMs ?? 30_000, () => log);
    if (options.setupSql) await runSql(url, options.setupSql);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    tcpUrl: options.tcp ? `postgresql://postgres@127.0.0.1:${port}/postgres` : undefined,
    socketDir: dir,
    port,
    urlFor,
    crash,
    restart,
    freeze,
    thaw,
    stop,
  };
}

/** A connection URL over a cluster's unix socket. */
export const socketUrl = (cluster: { socketDir: string; port: number }, user: string, database = "postgres") =>
  `postgresql://${encodeURIComponent(user)}@/${encodeURIComponent(database)}?host=${encodeURIComponent(cluster.socketDir)}&port=${cluster.port}`;

const initdbArgs = ["-U", "postgres", "--auth=trust", "--encoding=UTF8", "--locale=C.UTF-8", "--no-sync"];

/**
 * Fills `dataDir` with what `initdb <initdbArgs>` writes, copied from a template made once per
 * PostgreSQL build and arguments: initdb cost each cluster over a second of CPU and several of
 * wall time on a busy machine, and its output depends on nothing else. `cp -a` keeps the owner
 * (nobody, under root) and the 0700 mode postgres insists on.
 */
let postgresBuild: string | undefined;
function copyInitdbTemplate(dataDir: string) {
  postgresBuild ??= spawnSync(join(postgresBinDir, "postgres"), ["--version"], { encoding: "utf8" }).stdout;
  const key = createHash("sha256").update(postgresBuild).update(JSON.stringify(initdbArgs)).digest("hex").slice(0, 16);
  const template = join(tmpdir(), `pg-initdb-template-${key}`);
  if (!existsSync(template)) {
    // Made aside and renamed into place, so no cluster ever copies half a template; test files
    // starting together may each make one, and the first rename wins.
    const building = mkdtempSync(`${template}.building-`);
    try {
      if (process.getuid?.() === 0) chownSync(building, nobody.uid, nobody.gid);
      const initdb = spawnSync(join(postgresBinDir, "initdb"), ["-D", join(building, "data"), ...initdbArgs], {
        ...runAs(),
        encoding: "utf8",
        timeout: 60_000,
      });
      if (initdb.status !== 0) throw new Error(`initdb failed (${initdb.error?.message ?? `exit ${initdb.status}`}): ${initdb.stderr}`);
      try {
        renameSync(join(building, "data"), template);
      } catch (error) {
        if (!existsSync(template)) throw error; // else another file's template won: use it
      }
    } finally {
      rmSync(building, { recursive: true, force: true });
    }
  }
  const copy = spawnSync("cp", ["-a", template, dataDir], { encoding: "utf8", timeout: 60_000 });
  if (copy.status !== 0)
    throw new Error(`copying the initdb template failed (${copy.error?.message ?? `exit ${copy.status}`}): ${copy.stderr}`);
}

/** Runs SQL text (several statements allowed) on one connection. */
export async function runSql(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function waitUntilAccepting(url: string, server: ChildProcess, timeoutMs: number, log: () => string) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`postgres exited while starting (${server.exitCode ?? server.signalCode}): ${log()}`);
    }
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => {});
      if (Date.now() > deadline) throw new Error(`postgres did not accept connections within ${timeoutMs} ms: ${String(error)}\n${log()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// SIGINT is PostgreSQL's "fast shutdown": roll back open transactions, checkpoint, exit.
export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  server.kill("SIGINT");
  const timer = setTimeout(() => server.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}
