// LOG_FORMAT=json is for a log collector: every line the server writes, on stdout and stderr, must
// parse as JSON, the first start's (which creates the embedded database) included.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { killServerProcesses, runScript, startServerProcess } from "../testing/server-process.ts";
import { createStaticFixture } from "../testing/static-fixture.ts";

const fixture = createStaticFixture();
const parent = mkdtempSync(join(tmpdir(), "json-log-"));
afterAll(async () => {
  await killServerProcesses();
  rmSync(parent, { recursive: true, force: true });
  fixture.remove();
});

it("writes only JSON lines with LOG_FORMAT=json, from creating the database to the stop", { timeout: 180_000 }, async () => {
  const dataDir = join(parent, "data"); // not there yet: this start creates it
  const server = await startServerProcess({ DATA_DIR: dataDir, STATIC_DIR: fixture.dir, LOG_FORMAT: "json" }, 150_000);
  expect((await fetch(`${server.url}/`)).status).toBe(200);
  expect(await server.stop()).toBe(0);

  const lines = [...server.stdout().split("\n"), ...server.stderr().split("\n")];
  const notJson = lines.filter((line) => line.trim() !== "" && !isJson(line));
  expect(notJson).toEqual([]);
  expect(server.logs.map((record) => record.msg)).toContain("creating the embedded database (the first start only)");
});

it("says why it could not start as one JSON record with LOG_FORMAT=json, and as a plain line with text", { timeout: 60_000 }, async () => {
  const env = { DATA_DIR: join(parent, "unused"), STATIC_DIR: fixture.dir, LEAD_RETENTION_DAYS: "six months" };
  const line = 'Invalid configuration: LEAD_RETENTION_DAYS must be a whole number of days; got "six months"';
  const json = await runScript("server/main.ts", [], { ...env, LOG_FORMAT: "json" });
  expect(json.code).toBe(1);
  expect(json.stdout).toBe("");
  expect(
    json.stderr
      .trimEnd()
      .split("\n")
      .map((text) => JSON.parse(text) as unknown),
  ).toEqual([expect.objectContaining({ level: 60, msg: line })]);
  const text = await runScript("server/main.ts", [], { ...env, LOG_FORMAT: "text" });
  expect(text).toMatchObject({ code: 1, stderr: `${line}\n` });
});

function isJson(line: string) {
  try {
    return typeof JSON.parse(line) === "object";
  } catch {
    return false;
  }
}
