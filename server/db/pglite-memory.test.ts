// The embedded default's memory budget: a server on PGlite stays within 300 MB resident right
// after start, on a new data directory (which runs initdb) and on an existing one. Measured on the
// compiled server, as production runs it (`npm run serve`, its node flags included): the
// TypeScript loader the other tests start it through adds some 60 MB of its own (bench/RESULTS.md,
// "Server start-up and memory"). Under load: `npx tsx bench/outbox-scale.ts memory`.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { compiledServerDir } from "../../testing/compiled-commands.ts";
import { compiledServerCommand } from "../../scripts/serve-command.ts";
import { killServerProcesses, startServerProcess } from "../../testing/server-process.ts";
import { createStaticFixture } from "../../testing/static-fixture.ts";
import { removeDataDir } from "../../testing/database-engines.ts";

const budgetMb = 300;
const fixture = createStaticFixture();
const dataDir = mkdtempSync(join(tmpdir(), "pglite-memory-"));
afterAll(async () => {
  await killServerProcesses();
  removeDataDir(dataDir);
  fixture.remove();
});

// The run's compiled server (the global setup's), not build/node: that may be rebuilt or run by other tests meanwhile.
const buildDir = compiledServerDir();

const residentMb = (pid: number) => Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024;

describe("the server's memory on PGlite", { timeout: 180_000 }, () => {
  it(`stays within ${budgetMb} MB resident after starting on a new and on an existing data directory`, async () => {
    const measured: Record<string, number> = {};
    for (const start of ["new", "existing"]) {
      const server = await startServerProcess(
        { DATA_DIR: dataDir, STATIC_DIR: fixture.dir },
        150_000,
        compiledServerCommand(join(buildDir, "main.js")),
      );
      measured[start] = Math.round(residentMb(server.child.pid!));
      await server.stop("SIGTERM");
    }
    expect(measured).toEqual({
      new: expect.toSatisfy((mb: number) => mb <= budgetMb),
      existing: expect.toSatisfy((mb: number) => mb <= budgetMb),
    });
  });
});
