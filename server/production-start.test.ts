// The server as production runs it: compiled (build/node), started by the documented npm commands
// under a supervisor that signals npm's process, configured by a .env file in its directory.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { compiledServerDir } from "../testing/compiled-commands.ts";
import { freshPgliteDataDir, removeDataDir } from "../testing/database-engines.ts";
import { freePort } from "../testing/free-port.ts";
import { killServerProcesses, serverEnv, startServerProcess, type ServerProcess } from "../testing/server-process.ts";
import { createStaticFixture, fixtureFiles, fixtureInlineScript } from "../testing/static-fixture.ts";

const root = new URL("../", import.meta.url).pathname;
const packageScripts = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
// tsx by its path: the commands below run in a directory without node_modules.
const tsx = createRequire(import.meta.url).resolve("tsx");
const fixtureScriptHash = `sha256-${createHash("sha256").update(fixtureInlineScript).digest("base64")}`.replace(/[+/]/g, "\\$&");
const fixture = createStaticFixture();
const cleanups: (() => void)[] = [];
let dataDir: string;
// The run's compiled server, not build/node: that may be rebuilt or run by other tests meanwhile.
let buildDir: string;

// A directory shaped like a deployment: the package's own start and serve scripts (the build step
// and the settings check replaced by `true`: it runs the compiled server of the test run, and
// scripts/check-settings.test.ts tests the check), the compiled build, and a .env.
function deploymentDir(envFile: string) {
  const dir = mkdtempSync(join(tmpdir(), "deployment-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const scripts = { check: "true", build: "true", serve: packageScripts.serve, start: packageScripts.start };
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "deployment", private: true, type: "module", scripts }));
  mkdirSync(join(dir, "build"));
  symlinkSync(buildDir, join(dir, "build", "node"));
  writeFileSync(join(dir, ".env"), envFile);
  return dir;
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

beforeAll(async () => {
  buildDir = compiledServerDir(); // the run's compiled server: not bundled again, and not removed here
  dataDir = await freshPgliteDataDir();
  cleanups.push(() => removeDataDir(dataDir));
});
afterEach(killServerProcesses);
afterAll(() => {
  for (const cleanup of cleanups.reverse()) cleanup();
  fixture.remove();
});

describe("the production start", { timeout: 120_000 }, () => {
  for (const script of ["serve", "start"] as const) {
    it(`npm run ${script}: SIGTERM to npm reaches the server, which drains, releases the port and exits 0`, async () => {
      const port = await freePort();
      const dir = deploymentDir(`PORT=${port}\nSTATIC_DIR=${fixture.dir}\nDATA_DIR=${dataDir}\nLOG_LEVEL=info\n`);
      const { ENV_FILE: _none, PORT: _port, ...env } = serverEnv({});
      const npm: ServerProcess = await startServerProcess(env, 60_000, { command: ["npm", "run", "-s", script], cwd: dir, exactEnv: true });
      const serverPid = Number(npm.logs.find((entry) => entry.msg === "server listening")?.pid);
      expect(npm.url).toBe(`http://127.0.0.1:${port}`); // the port came from .env
      expect(serverPid).not.toBe(npm.child.pid);
      expect((await fetch(`${npm.url}/`)).status).toBe(200);

      expect(await npm.stop("SIGTERM")).toBe(0);
      expect(isRunning(serverPid)).toBe(false); // no orphan holding the port and the data directory
      expect(npm.logs.at(-1)).toMatchObject({ msg: "stopped" });
      await expect(fetch(`${npm.url}/`)).rejects.toThrow();
    });
  }

  it("npm start: a person reads one short line per page request, not JSON and not a line per asset", async () => {
    const port = await freePort();
    const dir = deploymentDir(`PORT=${port}\nSTATIC_DIR=${fixture.dir}\nDATA_DIR=${dataDir}\n`);
    const { ENV_FILE: _none, PORT: _port, LOG_FORMAT: _format, ...env } = serverEnv({});
    const npm = spawn("npm", ["run", "-s", "start"], { cwd: dir, env, stdio: ["ignore", "pipe", "pipe"] });
    cleanups.push(() => npm.kill("SIGKILL"));
    let [stdout, stderr] = ["", ""];
    npm.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    npm.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    const exited = new Promise((resolve) => npm.once("exit", resolve));
    await vi.waitFor(() => expect(stderr).toContain(`Site running at http://127.0.0.1:${port}`), { timeout: 60_000, interval: 100 });

    const asset = `/${Object.keys(fixtureFiles).find((path) => path.endsWith(".js"))!}`;
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}${asset}`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/no-such-page`)).status).toBe(404);
    await vi.waitFor(() => expect(stdout).toContain("GET /no-such-page 404"), { timeout: 10_000, interval: 50 });

    const requestLines = stdout.split("\n").filter((line) => / (GET|POST|HEAD) \//.test(line));
    expect(requestLines).toEqual([
      expect.stringMatching(/^\d\d:\d\d:\d\d GET \/ 200 \(\d+ ms\)$/),
      expect.stringMatching(/^\d\d:\d\d:\d\d GET \/no-such-page 404 \(\d+ ms\)$/),
    ]);
    expect(stdout).not.toMatch(/^\{/m);
    npm.kill("SIGTERM");
    expect(await exited).toBe(0);
  });

  it("lets the environment override .env", async () => {
    const [filePort, envPort] = [await freePort(), await freePort()];
    const dir = deploymentDir(`PORT=${filePort}\nSTATIC_DIR=${fixture.dir}\nDATA_DIR=${dataDir}\n`);
    const { ENV_FILE: _none, ...env } = serverEnv({ PORT: String(envPort) });
    const server = await startServerProcess(env, 60_000, { command: [process.execPath, "build/node/main.js"], cwd: dir, exactEnv: true });
    expect(server.url).toBe(`http://127.0.0.1:${envPort}`);
    expect(await server.stop()).toBe(0);
  });

  it("says in one line that the port is taken, and exits 1", async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    cleanups.push(() => taken.close());
    const port = (taken.address() as { port: number }).port;
    const result = spawnSync(process.execPath, [join(buildDir, "main.js")], {
      cwd: root,
      env: serverEnv({ PORT: String(port), STATIC_DIR: fixture.dir, DATA_DIR: dataDir }),
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    // In production the log is JSON (LOG_FORMAT's default): the reason is one fatal record a collector parses.
    expect(JSON.parse(result.stderr)).toMatchObject({
      level: 60,
      msg: `Port ${port} is already in use on 127.0.0.1: stop the program using it, or set PORT to another port.`,
    });
  });
});

describe("the build reads the same .env", { timeout: 60_000 }, () => {
  it("writes the sitemap and robots.txt for PUBLIC_SITE_URL from .env, unless the environment sets it", () => {
    const dir = deploymentDir("PUBLIC_SITE_URL=https://studio.example\n");
    const clientDir = createStaticFixture();
    cleanups.push(clientDir.remove);
    const postbuild = (env: Record<string, string>) =>
      execFileSync(process.execPath, ["--import", tsx, join(root, "scripts/postbuild.ts"), clientDir.dir], {
        cwd: dir,
        env: { PATH: process.env.PATH ?? "", ...env },
        encoding: "utf8",
      });
    postbuild({});
    expect(readFileSync(join(clientDir.dir, "sitemap.xml"), "utf8")).toContain("<loc>https://studio.example/services</loc>");
    expect(readFileSync(join(clientDir.dir, "robots.txt"), "utf8")).toContain("Sitemap: https://studio.example/sitemap.xml");

    // A static host gets the server's headers: HSTS for https, each page's script hashes, the 404 page.
    const hostHeaders = readFileSync(join(clientDir.dir, "_headers"), "utf8");
    expect(hostHeaders).toContain("Strict-Transport-Security: max-age=63072000");
    expect(hostHeaders).toMatch(new RegExp(`^/services\n  Content-Security-Policy: [^\n]*script-src 'self' '${fixtureScriptHash}'`, "m"));
    expect(readFileSync(join(clientDir.dir, "404.html"), "utf8")).toBe(fixtureFiles["404/index.html"]);

    postbuild({ PUBLIC_SITE_URL: "https://www.northwind.example" });
    expect(readFileSync(join(clientDir.dir, "sitemap.xml"), "utf8")).toContain("<loc>https://www.northwind.example/services</loc>");
  });
});
