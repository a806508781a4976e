// The server as an operator runs it: a real process on the embedded PGlite database.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { freshPgliteDataDir, removeDataDir } from "../testing/database-engines.ts";
import { killServerProcesses, runScript, startServerProcess, type ServerProcess } from "../testing/server-process.ts";
import { createStaticFixture } from "../testing/static-fixture.ts";

const fixture = createStaticFixture();
let dataDir: string;
const running: ServerProcess[] = [];

const env = () => ({ DATA_DIR: dataDir, STATIC_DIR: fixture.dir, RATE_LIMIT_PER_CLIENT: "1000", RATE_LIMIT_GLOBAL_PER_MINUTE: "1000" });
const start = async (extra: Record<string, string> = {}) => {
  const server = await startServerProcess({ ...env(), ...extra });
  running.push(server);
  return server;
};
const send = (url: string, row: Record<string, unknown>) =>
  fetch(`${url}/rest/v1/contact_submissions?columns=%22name%22,%22email%22,%22company%22,%22message%22`, {
    method: "POST",
    headers: { apikey: "public-anon-key", Authorization: "Bearer public-anon-key", "Content-Type": "application/json" },
    body: JSON.stringify([row]),
  });
const leads = async (args: string[] = ["--format", "json"]) => {
  const result = await runScript("scripts/leads.ts", args, { DATA_DIR: dataDir });
  expect(result.stderr).toBe("");
  expect(result.code).toBe(0);
  return result.stdout;
};

beforeAll(async () => {
  dataDir = await freshPgliteDataDir(); // a migrated copy: creating a PGlite database costs many seconds
});
afterEach(async () => {
  running.length = 0;
  await killServerProcesses();
});
afterAll(() => {
  removeDataDir(dataDir);
  fixture.remove();
});

// Real processes: each start loads the server and opens PGlite, slow on a busy two-core machine.
describe("the server process on PGlite", { timeout: 120_000 }, () => {
  it("keeps a message it answered 201 for, even when the process is killed right after", async () => {
    const first = await start();
    expect((await send(first.url, { name: "Ada Lovelace", email: "ada@example.com", company: null, message: "Durable?" })).status).toBe(
      201,
    );
    expect(await first.stop("SIGKILL")).toBeNull();

    const second = await start();
    const rows = JSON.parse(await leads()) as { name: string; message: string }[];
    expect(rows.map((row) => row.message)).toContain("Durable?");
    expect((await fetch(`${second.url}/readyz`)).status).toBe(200);
  });

  it("lists leads through the running server, newest first, as JSON, CSV or a table", async () => {
    const server = await start();
    await send(server.url, { name: "Grace Hopper", email: "grace@example.com", company: "=cmd|' /C calc'!A0", message: "First" });
    await send(server.url, { name: "Katherine Johnson", email: "kj@example.com", company: null, message: "Second" });
    const rows = JSON.parse(await leads(["--format", "json", "--limit", "2"])) as { name: string }[];
    expect(rows.map((row) => row.name)).toEqual(["Katherine Johnson", "Grace Hopper"]);
    expect(await leads(["--format", "csv", "--since", "1h"])).toContain(`'=cmd|' /C calc'!A0`);
    expect(await leads(["--limit", "1"])).toMatch(/Katherine Johnson[\s\S]*1 lead, newest first/);
  });

  it("reads the data directory itself when no server is running", async () => {
    const rows = JSON.parse(await leads()) as unknown[];
    expect(rows.length).toBeGreaterThanOrEqual(3);
  });

  it("refuses to start a second server on the same data directory, which would lose rows", async () => {
    await start();
    await expect(start()).rejects.toThrow(new RegExp(`exited with 1 before listening: .*${dataDir.replaceAll("/", "\\/")}`));
  });

  it("finishes the request in flight on SIGTERM, closes the database and exits 0", async () => {
    const server = await start();
    const pending = send(server.url, { name: "Mary Jackson", email: "mary@example.com", company: null, message: "In flight" });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const exit = server.stop("SIGTERM");
    expect((await pending).status).toBe(201);
    expect(await exit).toBe(0);
    expect(server.logs.some((entry) => entry.msg === "stopped")).toBe(true);
    expect(await leads()).toContain("In flight");
  });

  it("logs each request with an id and never the visitor's e-mail or message", async () => {
    const server = await start();
    const response = await send(server.url, {
      name: "Dorothy Vaughan",
      email: "dorothy.secret@example.com",
      company: null,
      message: "private words",
    });
    expect(response.status).toBe(201);
    await fetch(`${server.url}/`);
    await server.stop("SIGTERM");
    const requestLine = server.logs.find((entry) => entry.msg === "request" && entry.path === "/rest/v1/contact_submissions");
    expect(requestLine).toMatchObject({ status: 201, method: "POST", reqId: response.headers.get("X-Request-Id") });
    const everything = JSON.stringify(server.logs);
    expect(everything).not.toContain("dorothy.secret");
    expect(everything).not.toContain("private words");
  });

  it("stops at once with one clear line for a bad setting", async () => {
    await expect(start({ PORT: "eighty", LOG_FORMAT: "text" })).rejects.toThrow(
      /exited with 1 before listening: Invalid configuration: PORT must be a whole number from 1 to 65535; got "eighty"$/,
    );
  });

  it("rejects bad leads options with the usage", async () => {
    const result = await runScript("scripts/leads.ts", ["--format", "xml"], { DATA_DIR: dataDir });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('unknown format "xml"');
    expect(result.stderr).toContain("usage: npm run -s leads");
  });
});
