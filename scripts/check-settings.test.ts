// `npm start` as a newcomer runs it: a bad setting, a second start on a held data directory or on a
// taken port is refused in one line before the 20-second build, and nothing is built or created.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { lockDataDir } from "../server/db/data-dir-lock.ts";
import { serverEnv } from "../testing/server-process.ts";

const root = new URL("../", import.meta.url).pathname;
const scratch = mkdtempSync(join(tmpdir(), "check-settings-test-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs `npm <args>` in the repository; resolves with the exit code and what a person reads on stderr. */
function npm(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; lines: string[] }>((resolve, reject) => {
    // Its own process group, so that a timeout ends the build npm started too, not only npm.
    const child = spawn("npm", args, { cwd: root, env: serverEnv(env), stdio: ["ignore", "ignore", "pipe"], detached: true });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => {
      process.kill(-child.pid!, "SIGKILL");
      reject(new Error(`npm ${args.join(" ")} did not finish in time: ${stderr}`));
    }, 60_000);
    child.once("exit", (code) => {
      clearTimeout(timer);
      // npm's own warnings about this machine's npm configuration are not ours to judge.
      resolve({ code, lines: stderr.split("\n").filter((line) => line !== "" && !line.startsWith("npm warn")) });
    });
  });
}

// What a build would change: the compiled server and the home page (or their absence).
const buildState = () =>
  ["build/node/main.js", "build/client/index.html"].map((file) => {
    const path = join(root, file);
    return existsSync(path) ? statSync(path).mtimeMs : "missing";
  });

describe("npm start checks before it builds", { timeout: 90_000 }, () => {
  it("stops on a bad setting with one line in plain words, without building", async () => {
    const before = buildState();
    expect(await npm(["start"], { PORT: "abc" })).toEqual({
      code: 1,
      lines: ['Invalid configuration: PORT must be a whole number from 1 to 65535; got "abc"'],
    });
    expect(await npm(["start"], { HOST: "nowhere.invalid", PORT: "3999" })).toEqual({
      code: 1,
      lines: [
        "Cannot listen on nowhere.invalid:3999: nowhere.invalid is not a name this machine can resolve; set HOST to an address (127.0.0.1, or 0.0.0.0 for every interface).",
      ],
    });
    expect(buildState()).toEqual(before);
  });

  it("refuses a second start on a data directory in use, before building", async () => {
    const dataDir = join(scratch, "held");
    const lock = await lockDataDir(dataDir); // as a running server holds it
    try {
      const before = buildState();
      const second = await npm(["start"], { DATA_DIR: dataDir });
      expect(second.code).toBe(1);
      expect(second.lines).toEqual([expect.stringContaining(`Data directory ${dataDir} is in use by process ${process.pid}`)]);
      expect(buildState()).toEqual(before);
    } finally {
      lock.release();
    }
  });

  it("refuses a second start on a port in use, before building or creating its data directory", async () => {
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const { port } = taken.address() as { port: number };
    try {
      const dataDir = join(scratch, "never-created");
      const before = buildState();
      expect(await npm(["start"], { DATA_DIR: dataDir, PORT: String(port) })).toEqual({
        code: 1,
        lines: [`Port ${port} is already in use on 127.0.0.1: stop the program using it, or set PORT to another port.`],
      });
      expect(existsSync(dataDir)).toBe(false);
      expect(buildState()).toEqual(before);
    } finally {
      taken.close();
    }
  });

  it("refuses to build pages for a PUBLIC_SITE_URL that is not an absolute http(s) origin", async () => {
    const before = buildState();
    expect(await npm(["run", "build"], { PUBLIC_SITE_URL: "example.com" })).toEqual({
      code: 1,
      lines: [
        'Invalid configuration: PUBLIC_SITE_URL must be an absolute http(s) origin such as https://studio.example; got "example.com"',
      ],
    });
    expect(buildState()).toEqual(before);
  });
});
