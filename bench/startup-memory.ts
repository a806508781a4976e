// Resident memory and time to ready of the real server process (compiled, as `npm run serve` runs
// it, and through tsx for comparison) on each engine: PGlite on a new data directory (initdb on first start), PGlite
// on an existing one, and a throwaway PostgreSQL. Self-contained: starts and removes everything
// it uses. Run alone with `npx tsx bench/startup-memory.ts`.
import { readFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startPostgresCluster } from "../testing/postgres-cluster.ts";
import { buildServer } from "../scripts/build-server.ts";
import { compiledServerCommand } from "../scripts/serve-command.ts";
import { startServerProcess, type ServerCommand } from "../testing/server-process.ts";
import { createStaticFixture } from "../testing/static-fixture.ts";

export type StartupMeasurement = {
  case: string;
  /** From spawning the process to its "server listening" line. */
  readyMs: number;
  /** Resident set size right after ready (VmRSS). */
  rssMb: number;
  /** The most the process was resident at any time until then (VmHWM). */
  peakRssMb: number;
};

const kib = (status: string, field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);

// What `npm run serve` runs (its node flags and environment included), and the TypeScript sources
// through tsx (what `npm start` ran before).
const compiled: ServerCommand = compiledServerCommand();
const throughTsx: ServerCommand = { command: [process.execPath, "--import", "tsx", "server/main.ts"] };

async function measure(label: string, env: Record<string, string>, how: ServerCommand = compiled): Promise<StartupMeasurement> {
  const started = performance.now();
  const server = await startServerProcess(env, 180_000, how);
  const readyMs = Math.round(performance.now() - started);
  const status = readFileSync(`/proc/${server.child.pid}/status`, "utf8");
  await server.stop("SIGTERM");
  return { case: label, readyMs, rssMb: Math.round(kib(status, "VmRSS") / 1024), peakRssMb: Math.round(kib(status, "VmHWM") / 1024) };
}

export async function measureStartupMemory(): Promise<{ results: StartupMeasurement[]; markdown: string }> {
  const fixture = createStaticFixture();
  const dataDir = mkdtempSync(join(tmpdir(), "bench-startup-"));
  await buildServer(); // the compiled server, as the build makes it
  const cluster = await startPostgresCluster();
  const common = { STATIC_DIR: fixture.dir, LOG_LEVEL: "info" };
  try {
    const results = [
      await measure("PGlite, new data directory", { ...common, DATA_DIR: dataDir }),
      await measure("PGlite, existing data directory", { ...common, DATA_DIR: dataDir }),
      await measure("PostgreSQL (DATABASE_URL)", { ...common, DATABASE_URL: cluster.url }),
      await measure("PGlite, existing data directory, through tsx", { ...common, DATA_DIR: dataDir }, throughTsx),
      await measure("PostgreSQL (DATABASE_URL), through tsx", { ...common, DATABASE_URL: cluster.url }, throughTsx),
    ];
    const markdown = [
      "| Server start | Time to ready | RSS after ready | Peak RSS |",
      "| --- | ---: | ---: | ---: |",
      ...results.map(
        (result) => `| ${result.case} | ${(result.readyMs / 1000).toFixed(1)} s | ${result.rssMb} MB | ${result.peakRssMb} MB |`,
      ),
    ].join("\n");
    return { results, markdown };
  } finally {
    await cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
    fixture.remove();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { markdown } = await measureStartupMemory();
  console.log(markdown);
}
