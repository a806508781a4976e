// Our server as an operator runs it (`npm run serve`), on a free port, on a fresh database.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { clientDir, outDir, repoDir } from "./lib/paths.ts";
import { compiledServerCommand } from "../scripts/serve-command.ts";
import { freePort } from "../testing/free-port.ts";
import { startProcess, waitForHttp, type Started } from "./lib/processes.ts";

export type OurServer = Started & { origin: string; engine: "pglite" | "postgres" };

/**
 * The per-client limit as in production (every request comes from a new address, so it never
 * refuses one, but each insert still takes the client's lock and reads its recent events). The
 * global budget is off: at its default (60 a minute) it would refuse nearly the whole run, and a
 * budget above the run's rate makes each insert read that many recent events (bench/ANALYSIS.md).
 */
const rateLimits = { RATE_LIMIT_PER_CLIENT: "5", RATE_LIMIT_WINDOW_SECONDS: "600", RATE_LIMIT_GLOBAL_PER_MINUTE: "off" };

export async function startOurServer(options: {
  databaseUrl?: string;
  /** Connections to databaseUrl: as many as the load's, like pgbench's one per client. */
  poolSize?: number;
  anonKey: string;
  cpuProfile: boolean;
  label: string;
  /** The built site to serve; the bench's copy of the build unless given. */
  staticDir?: string;
  /** An existing PGlite data directory, kept afterwards (creating one takes a minute on a busy machine). */
  dataDir?: string;
}): Promise<OurServer> {
  const port = await freePort();
  const dataDir = options.databaseUrl || options.dataDir ? undefined : mkdtempSync(join(tmpdir(), "bench-pglite-"));
  // One directory per server: V8 writes a profile per thread; the main thread's is the largest file.
  const profileDir = join(outDir, "profiles", options.label);
  if (options.cpuProfile) {
    rmSync(profileDir, { recursive: true, force: true });
    mkdirSync(profileDir, { recursive: true });
  }
  const serve = compiledServerCommand();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...serve.env,
    NODE_ENV: "production",
    ENV_FILE: "", // the bench's settings only, never a developer's .env
    PORT: String(port),
    HOST: "127.0.0.1",
    ANON_KEY: options.anonKey,
    PUBLIC_ANON_KEY: options.anonKey,
    ...rateLimits,
    LOG_LEVEL: "warn",
    STATIC_DIR: options.staticDir ?? clientDir,
    // The insert runs send each request from a different visitor in X-Forwarded-For, as behind one proxy.
    TRUST_PROXY: "1",
  };
  if (options.databaseUrl) {
    env.DATABASE_URL = options.databaseUrl;
    if (options.poolSize) env.DATABASE_POOL_SIZE = String(options.poolSize);
  } else {
    delete env.DATABASE_URL;
    env.DATA_DIR = options.dataDir ?? dataDir;
  }
  // What `npm run serve` runs (the compiled server, its node flags), without npm in between so the pid is the server's.
  const [, ...serveArgs] = serve.command;
  const nodeArgs = [...(options.cpuProfile ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : []), ...serveArgs];
  const started = startProcess(process.execPath, nodeArgs, { cwd: repoDir, env, logFile: join(outDir, `server-${options.label}.log`) });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${origin}/healthz`, { process: started, timeoutMs: 90_000 });
  } catch (error) {
    await started.stop();
    throw error;
  }
  return {
    ...started,
    origin,
    engine: options.databaseUrl ? "postgres" : "pglite",
    async stop() {
      await started.stop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
