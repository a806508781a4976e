// SIGTERM to the whole process group, as systemd's default KillMode=control-group and many
// supervisors send it: under `npm run serve` the server gets it twice (directly, and forwarded by
// npm), and an impatient operator may send it again. The drain and the database close must finish.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { compiledServerDir } from "../testing/compiled-commands.ts";
import { dataDirLockFileName } from "./db/data-dir-lock.ts";
import { freshPgliteDataDir, removeDataDir } from "../testing/database-engines.ts";
import { serverEnv } from "../testing/server-process.ts";
import { createStaticFixture } from "../testing/static-fixture.ts";

const packageScripts = (
  JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { scripts: Record<string, string> }
).scripts;
const fixture = createStaticFixture();
let dataDir: string;
let buildDir: string;
let runDir: string;

// The run's compiled server, run by the package's own serve script from a directory of its own:
// build/node may be rebuilt or run by other tests meanwhile.
beforeAll(async () => {
  buildDir = compiledServerDir(); // the run's compiled server: not bundled again, and not removed here
  runDir = mkdtempSync(join(tmpdir(), "group-signal-"));
  writeFileSync(
    join(runDir, "package.json"),
    JSON.stringify({ name: "group-signal", private: true, type: "module", scripts: { serve: packageScripts.serve } }),
  );
  mkdirSync(join(runDir, "build"));
  symlinkSync(buildDir, join(runDir, "build", "node"));
  dataDir = await freshPgliteDataDir();
});
afterAll(() => {
  removeDataDir(dataDir);
  rmSync(runDir, { recursive: true, force: true });
  fixture.remove();
});

describe("SIGTERM to the process group", { timeout: 90_000 }, () => {
  it("npm run serve: two group signals during the drain still end in a clean stop", async () => {
    const group = spawn("npm", ["run", "-s", "serve"], {
      cwd: runDir,
      env: serverEnv({ DATA_DIR: dataDir, STATIC_DIR: fixture.dir, SHUTDOWN_GRACE_SECONDS: "20" }),
      stdio: ["ignore", "pipe", "pipe"],
      detached: true, // its own process group, as under a supervisor
    });
    const groupId = group.pid!;
    const killGroup = (signal: NodeJS.Signals) => {
      try {
        process.kill(-groupId, signal);
      } catch {
        // already gone
      }
    };
    try {
      const logs: { msg?: string; url?: string }[] = [];
      const exited = new Promise<number | null>((resolve) => group.once("exit", (code) => resolve(code)));
      const listening = new Promise<string>((resolve, reject) => {
        createInterface({ input: group.stdout }).on("line", (line) => {
          try {
            const entry = JSON.parse(line) as { msg?: string; url?: string };
            logs.push(entry);
            if (entry.msg === "server listening") resolve(String(entry.url));
          } catch {
            // not a log line
          }
        });
        void exited.then((code) => reject(new Error(`server exited with ${code} before listening`)));
      });
      const url = new URL(await listening);

      // An idle keep-alive connection keeps the drain going for its linger time.
      const idle = connect(Number(url.port), url.hostname);
      await new Promise<void>((resolve) => idle.once("connect", () => resolve()));
      idle.on("error", () => undefined);
      const closedByServer = new Promise<void>((resolve) => idle.once("close", () => resolve()));

      killGroup("SIGTERM");
      await Promise.race([exited, vi.waitFor(() => expect(logs.some((entry) => entry.msg?.startsWith("shutting down"))).toBe(true))]);
      killGroup("SIGTERM"); // during the drain

      expect(await exited).toBe(0);
      await closedByServer;
      expect(logs.at(-1)).toMatchObject({ msg: "stopped" });
      // The database was closed: releasing the directory's lock is the last step of closing it.
      expect(existsSync(join(dataDir, dataDirLockFileName))).toBe(false);
    } finally {
      killGroup("SIGKILL");
    }
  });
});
