// Our server as an operator runs it (`npm run serve`), on a free port, on a fresh database.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { clientDir, outDir, repoDir } from "./lib/paths.ts";
import { freePort, startProcess, waitForHttp, type Started } from "./lib/processes.ts";

export type OurServer = Started & { origin: string; engine: "pglite" | "postgres" };

/** Limits far above anything a bench run sends: the load runs measure serving, not refusals. */
const unlimited = "1000000000";

export async function startOurServer(options: {
  databaseUrl?: string;
  anonKey: string;
  cpuProfile: boolean;
  label: string;
}): Promise<OurServer> {
  const port = await freePort();
  const dataDir = options.databaseUrl ? undefined : mkdtempSync(join(tmpdir(), "bench-pglite-"));
  // One directory per server: V8 writes a profile per thread (tsx's loader runs in a worker),
  // the main thread's is the largest file.
  const profileDir = join(outDir, "profiles", options.label);
  if (options.cpuProfile) {
    rmSync(profileDir, { recursive: true, force: true });
    mkdirSync(profileDir, { recursive: true });
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    ANON_KEY: options.anonKey,
    PUBLIC_ANON_KEY: options.anonKey,
    RATE_LIMIT_PER_CLIENT: unlimited,
    RATE_LIMIT_GLOBAL_PER_MINUTE: unlimited,
    LOG_LEVEL: "warn",
    STATIC_DIR: clientDir,
    // The insert runs send each request from a different visitor in X-Forwarded-For, as behind one proxy.
    TRUST_PROXY: "1",
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else {
    delete env.DATABASE_URL;
    env.DATA_DIR = dataDir;
  }
  // What `npm run serve` runs (tsx server/main.ts), without npm in between so the pid is the server's.
  const nodeArgs = [...(options.cpuProfile ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : []), "--import", "tsx", "server/main.ts"];
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
