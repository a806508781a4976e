// The server's start-up as an operator meets it: what it refuses comes before it creates anything
// or starts delivering, every refusal is one line, and a clean stop leaves nothing behind.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { freshPgliteDataDir, removeDataDir } from "../testing/database-engines.ts";
import { killServerProcesses, runScript, startServerProcess } from "../testing/server-process.ts";
import { createStaticFixture } from "../testing/static-fixture.ts";
import { leadsSocketDir } from "./leads/leads-socket.ts";

const fixture = createStaticFixture();
const scratch = mkdtempSync(join(tmpdir(), "startup-order-test-"));
afterEach(killServerProcesses);
afterAll(() => {
  fixture.remove();
  rmSync(scratch, { recursive: true, force: true });
});

describe("server start-up", { timeout: 90_000 }, () => {
  it("makes <DATA_DIR>.run owner-only even if it existed, and removes it on a clean stop", async () => {
    const dataDir = await freshPgliteDataDir();
    try {
      const runDir = leadsSocketDir(dataDir);
      mkdirSync(runDir);
      chmodSync(runDir, 0o755); // as a careless copy or an old version left it
      const server = await startServerProcess({ DATA_DIR: dataDir, STATIC_DIR: fixture.dir });
      expect(statSync(runDir).mode & 0o777).toBe(0o700);
      expect(await server.stop("SIGTERM")).toBe(0);
      expect(existsSync(runDir)).toBe(false);
    } finally {
      removeDataDir(dataDir);
    }
  });

  it("refuses a port in use before it creates the data directory or starts delivery", async () => {
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const { port } = taken.address() as { port: number };
    try {
      const dataDir = join(scratch, "never-created");
      const result = await runScript(
        "server/main.ts",
        [],
        { DATA_DIR: dataDir, STATIC_DIR: fixture.dir, PORT: String(port), LOG_FORMAT: "text" },
        60_000,
      );
      expect(result).toMatchObject({
        code: 1,
        stdout: "", // no log line: nothing was opened or started
        stderr: `Port ${port} is already in use on 127.0.0.1: stop the program using it, or set PORT to another port.\n`,
      });
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      taken.close();
    }
  });

  it("says in one line that a HOST does not resolve", async () => {
    const result = await runScript(
      "server/main.ts",
      [],
      { DATA_DIR: join(scratch, "unused"), STATIC_DIR: fixture.dir, HOST: "nowhere.invalid", LOG_FORMAT: "text" },
      60_000,
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      "Cannot listen on nowhere.invalid:0: nowhere.invalid is not a name this machine can resolve; set HOST to an address (127.0.0.1, or 0.0.0.0 for every interface).\n",
    );
  });
});
