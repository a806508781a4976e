// The retention schedule runs in whichever process runs the delivery worker: the
// server (here on PGlite) and `npm run worker` (here on PostgreSQL) each purge at start, then
// daily, and log the counts; a bad setting stops them with one line.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "../db/open-database.ts";
import { freshPgliteDataDir } from "../../testing/database-engines.ts";
import { commandLine } from "../../testing/compiled-commands.ts";
import { freshPostgresDatabase } from "../../testing/shared-postgres.ts";
import { killServerProcesses, runScript, serverEnv, startServerProcess } from "../../testing/server-process.ts";
import { createStaticFixture } from "../../testing/static-fixture.ts";

const root = new URL("../../", import.meta.url).pathname;
const fixture = createStaticFixture();
const cleanups: (() => Promise<void> | void)[] = [fixture.remove];
afterAll(async () => {
  await killServerProcesses();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** One lead `ageDays` old whose delivery is done, one as old still pending, and one recent; returns their messages. */
async function seed(where: { databaseUrl?: string; dataDir: string }) {
  const db = await openDatabase(where);
  try {
    await db.sql.query("insert into private.delivery_channels (name) values ('webhook') on conflict do nothing");
    const leads = [
      { message: "Old and delivered", ageDays: 400, status: "delivered" },
      { message: "Old and still on its way", ageDays: 400, status: "pending" },
      { message: "Recent", ageDays: 1, status: "delivered" },
    ];
    for (const [i, lead] of leads.entries()) {
      await db.insertContactSubmissions([{ name: "Visitor", email: `v${i}@example.com`, company: null, message: lead.message }], {
        clientAddress: `198.51.100.${i}`,
      });
      await db.sql.query("update public.contact_submissions set created_at = now() - make_interval(days => $2) where message = $1", [
        lead.message,
        lead.ageDays,
      ]);
      // Screened and settled, as the worker would have left them (no worker screens them again).
      await db.sql.query(
        `update private.lead_screenings set screened_at = now(), spam = false
          where submission_id = (select id from public.contact_submissions where message = $1)`,
        [lead.message],
      );
      await db.sql.query(
        `update private.lead_deliveries set status = $2, next_attempt_at = now() + interval '1 day'
          where submission_id = (select id from public.contact_submissions where message = $1)`,
        [lead.message, lead.status],
      );
    }
  } finally {
    await db.close();
  }
}

async function messagesLeft(where: { databaseUrl?: string; dataDir: string }) {
  const db = await openDatabase(where);
  try {
    return (await db.sql.query<{ message: string }>("select message from public.contact_submissions order by message")).map(
      (r) => r.message,
    );
  } finally {
    await db.close();
  }
}

describe("the retention schedule in the server on PGlite", { timeout: 120_000 }, () => {
  it("purges at start and logs the count, keeping recent leads and ones still on their way", async () => {
    const dataDir = await freshPgliteDataDir();
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    await seed({ dataDir });
    const server = await startServerProcess({ DATA_DIR: dataDir, STATIC_DIR: fixture.dir, LEAD_RETENTION_DAYS: "90" });
    await vi.waitFor(() => expect(server.logs.some((entry) => entry.msg === "retention purge")).toBe(true), {
      timeout: 10_000,
      interval: 50,
    });
    expect(server.logs.find((entry) => entry.msg === "retention purge")).toMatchObject({
      leads: 1,
      spam: 0,
      leadRetentionDays: 90,
      spamRetentionDays: 30,
    });
    expect(await server.stop()).toBe(0);
    expect(await messagesLeft({ dataDir })).toEqual(["Old and still on its way", "Recent"]);
  });

  it("refuses a retention that is not a whole number of days, in one line", async () => {
    const result = await runScript("server/main.ts", [], {
      DATA_DIR: "/nonexistent",
      LEAD_RETENTION_DAYS: "six months",
      LOG_FORMAT: "text",
    });
    expect(result).toMatchObject({
      code: 1,
      stderr: 'Invalid configuration: LEAD_RETENTION_DAYS must be a whole number of days; got "six months"\n',
    });
  });
});

describe("the retention schedule in npm run worker on PostgreSQL", { timeout: 120_000 }, () => {
  it("purges at start and logs the count", async () => {
    const database = await freshPostgresDatabase();
    cleanups.push(() => database.dispose());
    const dataDir = mkdtempSync(join(tmpdir(), "retention-worker-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    await seed({ databaseUrl: database.url, dataDir });

    // Compiled once per test run, as npm run worker runs build/node/worker.js (testing/compiled-commands.ts).
    const [program, ...args] = commandLine("scripts/worker.ts");
    const worker = spawn(program!, args, {
      cwd: root,
      env: serverEnv({ DATABASE_URL: database.url, LEAD_RETENTION_DAYS: "90" }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    const exited = new Promise<number | null>((resolve) => worker.once("exit", resolve));
    const purge = await new Promise<Record<string, unknown>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no retention purge logged")), 60_000);
      createInterface({ input: worker.stdout }).on("line", (line) => {
        const entry = JSON.parse(line) as Record<string, unknown>;
        if (entry.msg === "retention purge") {
          clearTimeout(timer);
          resolve(entry);
        }
      });
    });
    expect(purge).toMatchObject({ leads: 1, spam: 0, leadRetentionDays: 90 });
    worker.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(await messagesLeft({ databaseUrl: database.url, dataDir })).toEqual(["Old and still on its way", "Recent"]);
  });
});
