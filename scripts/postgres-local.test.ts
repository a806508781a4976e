// `npm run postgres:local`, the recipe in docs/operating/deploy.md for trying the production engine: it starts a
// PostgreSQL 15, prints a DATABASE_URL that works, keeps the data for the next run and stops
// cleanly on SIGTERM (as on Ctrl+C), leaving no postgres behind.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { freePort } from "../testing/free-port.ts";

const root = new URL("../", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "postgres-local-"));
const running = new Set<ChildProcess>();

type Run = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** `npm run -s postgres:local` in a process group of its own, as a terminal runs it. */
function start(port: number): Run {
  const child = spawn("npm", ["run", "-s", "postgres:local", "--", "--dir", dir, "--port", String(port)], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  let output = "";
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

const databaseUrl = async (run: Run) => {
  await expect.poll(run.output, { timeout: 90_000, interval: 200 }).toMatch(/^DATABASE_URL=\S+$/m);
  return /^DATABASE_URL=(\S+)$/m.exec(run.output())![1]!;
};

const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer()
      .once("error", () => resolve(false))
      .listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });

afterEach(() => {
  for (const child of running) if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, "SIGKILL");
  running.clear();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("npm run postgres:local", { timeout: 180_000 }, () => {
  it("prints a DATABASE_URL to a running PostgreSQL 15, keeps its data and stops on SIGTERM", async () => {
    const port = await freePort();
    const first = start(port);
    const url = await databaseUrl(first);
    expect(url).toMatch(new RegExp(`^postgresql://postgres:[\\w-]+@127\\.0\\.0\\.1:${port}/postgres$`));
    expect(first.output()).toContain("Creating a PostgreSQL cluster");

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ server_version: string }>("show server_version");
    expect(rows[0]!.server_version).toMatch(/^15\./);
    await client.query("create table kept (note text); insert into kept values ('still here')");
    await client.end();

    process.kill(first.child.pid!, "SIGTERM"); // to npm, as a supervisor or `kill <pid>` sends it
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain("PostgreSQL stopped.");
    expect(await portIsFree(port)).toBe(true);

    // The second run opens the same cluster with the same URL.
    const second = start(port);
    expect(await databaseUrl(second)).toBe(url);
    expect(second.output()).not.toContain("Creating");
    const again = new pg.Client({ connectionString: url });
    await again.connect();
    expect((await again.query<{ note: string }>("select note from kept")).rows).toEqual([{ note: "still here" }]);
    await again.end();
    // Ctrl+C: the whole foreground group, npm included (which may then end by that signal, as a
    // shell expects of it): our process stops PostgreSQL and says so.
    process.kill(-second.child.pid!, "SIGINT");
    await expect.poll(second.output, { timeout: 30_000, interval: 100 }).toContain("PostgreSQL stopped.");
    await expect.poll(() => portIsFree(port), { timeout: 15_000, interval: 100 }).toBe(true);
  });

  it("says in one line when its port is taken", async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const { port } = taken.address() as { port: number };
    try {
      const run = start(port);
      expect(await run.exited).toBe(1);
      expect(run.output().trim()).toBe(
        `Port ${port} is already in use on 127.0.0.1: stop the program using it, or choose another with --port.`,
      );
    } finally {
      taken.close();
    }
  });
});
