// The server, the worker and every operator command read one .env through one schema: given the
// same file, they agree on what each setting means, and refuse a bad one with the same line.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { serverEnv } from "../testing/server-process.ts";

const root = new URL("../", import.meta.url).pathname;
const scratch = mkdtempSync(join(tmpdir(), "settings-agree-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const programs = {
  server: ["server/main.ts"],
  worker: ["scripts/worker.ts"],
  backup: ["scripts/backup.ts"],
  leads: ["scripts/leads.ts"],
  migrate: ["scripts/migrate.ts"],
};

/** Runs one program (through tsx, as npm does) with `envFile` as its .env; resolves with its exit code and stderr. */
function run(args: string[], envFile: string, env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", ...args], {
      cwd: root,
      // LOG_FORMAT=text: the line a person reads (as a JSON record under json: server/json-log.test.ts).
      env: serverEnv({ ENV_FILE: envFile, LOG_FORMAT: "text", ...env }),
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`${args.join(" ")} did not stop in time: ${stderr}`));
    }, 60_000);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr: stderr.trim() });
    });
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

const envFile = (name: string, text: string) => {
  const path = join(scratch, name);
  writeFileSync(path, text);
  return path;
};

describe("every program reads the same .env the same way", { timeout: 150_000 }, () => {
  it("refuses a DATABASE_URL that is not PostgreSQL with the server's line, never showing its password", async () => {
    const file = envFile("mysql.env", "DATABASE_URL=mysql://leads:hunter2@db.example.com/site\n");
    const line =
      "Invalid configuration: DATABASE_URL must start with postgres:// or postgresql://; got a mysql: URL (the rest is not shown: it may hold a password or a token)";
    const results: Awaited<ReturnType<typeof run>>[] = [];
    for (const args of Object.values(programs))
      results.push(
        await run(
          args.map((arg) => join(root, arg)),
          file,
        ),
      ); // one at a time: a small machine
    expect(Object.fromEntries(Object.keys(programs).map((name, i) => [name, results[i]]))).toEqual(
      Object.fromEntries(
        Object.keys(programs).map((name) => [
          name,
          { code: 1, stderr: expect.stringMatching(new RegExp(`^(\\w+: )?${escapeRegExp(line)}$`)) },
        ]),
      ),
    );
  });

  it("has the worker refuse a bad shutdown grace with the server's rule", async () => {
    const file = envFile("grace.env", "DATABASE_URL=postgres://127.0.0.1:1/none\nSHUTDOWN_GRACE_SECONDS=601\n");
    const line = 'Invalid configuration: SHUTDOWN_GRACE_SECONDS must be a number of seconds from 0 to 600; got "601"';
    expect(await run([join(root, programs.worker[0]!)], file)).toEqual({ code: 1, stderr: line });
    expect(await run([join(root, programs.server[0]!)], file)).toEqual({ code: 1, stderr: line });
  });

  it("has the worker refuse a bad LOG_LEVEL with the server's rule", async () => {
    const file = envFile("log.env", "DATABASE_URL=postgres://127.0.0.1:1/none\n");
    const line = 'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; got "loud"';
    expect(await run([join(root, programs.worker[0]!)], file, { LOG_LEVEL: "loud" })).toEqual({ code: 1, stderr: line });
  });
});
