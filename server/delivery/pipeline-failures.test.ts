// What the pipeline says when something fails: a database that is gone is "database unavailable"
// with the database's own message; anything else (a bug in the screening, a query the database
// refused) is logged with the error under a label of its own, so it cannot pass for an outage and
// loop unseen. The engine here fails every statement with the error the test chooses.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { captureLogs, until, createTestOutboxWorker } from "../../testing/outbox-kit.ts";
import { DatabaseUnavailableError } from "../db/database-errors.ts";
import type { SqlDatabase } from "../db/sql-database.ts";
import type { SqlEngine } from "../db/sql-engine.ts";
import type { ClaimedDelivery } from "../leads/delivery-jobs-store.ts";
import { leadsSocketPath, startLeadsSocket, verbPath } from "../leads/leads-socket.ts";
import { askRunningServer } from "../leads/socket-client.ts";
import type { DeliveryChannel } from "./channels.ts";
import { attemptDelivery } from "./delivery-attempt.ts";

const bug = () => new TypeError("Cannot read properties of undefined (reading 'spam')");
const outage = () => new DatabaseUnavailableError("Database unavailable: connect ECONNREFUSED 127.0.0.1:5432");

/** An engine whose every statement fails with `error`. */
function failingSql(error: Error): SqlEngine {
  const fail = () => Promise.reject(error);
  return {
    engine: "postgres",
    query: fail,
    exec: fail,
    transaction: fail,
    session: fail,
    listen: async () => async () => {},
    close: async () => {},
  };
}

const parsed = (lines: readonly string[]) => lines.map((line) => JSON.parse(line) as Record<string, unknown> & { msg: string });

describe("a round of the delivery worker that fails", () => {
  const runRounds = async (error: Error, expected: string) => {
    const { lines, logger } = captureLogs();
    const worker = createTestOutboxWorker({ sql: failingSql(error), channels: [], logger, pollMs: 60_000, receiptsPerHour: 20 });
    await worker.start();
    await until(
      async () => parsed(lines),
      (records) => records.some((record) => record.msg === expected),
    );
    await worker.stop();
    return parsed(lines);
  };

  it("is logged with its error and its own label when it is not the database's", async () => {
    const records = await runRounds(bug(), "lead delivery round failed");
    expect(records.find((record) => record.msg === "lead delivery round failed")).toMatchObject({
      level: 50,
      err: { type: "TypeError", message: "Cannot read properties of undefined (reading 'spam')" },
    });
    expect(records.filter((record) => record.msg.includes("database unavailable"))).toEqual([]);
  });

  it("says database unavailable, with the database's message, when it is", async () => {
    const records = await runRounds(outage(), "lead delivery: database unavailable");
    expect(records.find((record) => record.msg === "lead delivery: database unavailable")).toMatchObject({
      level: 40,
      error: "Database unavailable: connect ECONNREFUSED 127.0.0.1:5432",
    });
  });
});

describe("recording a delivery attempt that fails", () => {
  const job: ClaimedDelivery = {
    id: "delivery-1",
    channel: "webhook",
    attempt: 1,
    lease: "lease-1",
    lead: { id: "lead-1", createdAt: new Date(), name: "Ada", email: "ada@example.com", company: null, message: "Hello" },
  };
  const delivered: DeliveryChannel = { name: "webhook", deliver: async () => {}, close: async () => {} };
  const attempt = async (error: Error) => {
    const { lines, logger } = captureLogs();
    const alarms = { channelWorks: () => {}, tell: async () => {}, raiseDue: async () => {} };
    await attemptDelivery(
      {
        sql: failingSql(error),
        logger,
        policy: { baseMs: 10_000, capMs: 3_600_000, maxAgeMs: 86_400_000, minAttempts: 5 },
        alarms,
        wake: () => {},
      },
      delivered,
      job,
      1_000,
    );
    return parsed(lines);
  };

  it("is logged with its error as not recorded for a bug, not as the database's", async () => {
    const [record] = await attempt(bug());
    expect(record).toMatchObject({
      level: 50,
      msg: "lead delivery attempt not recorded: an error in the server",
      outcome: "delivered-record-error",
      err: { type: "TypeError" },
    });
  });

  it("says not recorded, with the database's message, when the database is gone", async () => {
    const [record] = await attempt(outage());
    expect(record).toMatchObject({
      level: 40,
      msg: "lead delivery attempt",
      outcome: "delivered-not-recorded",
      error: "Database unavailable: connect ECONNREFUSED 127.0.0.1:5432",
    });
  });
});

describe("the leads socket when a verb fails", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const ask = async (error: Error) => {
    const dataDir = join(mkdtempSync(join(tmpdir(), "leads-socket-failure-")), "data");
    dirs.push(dirname(dataDir));
    const { lines, logger } = captureLogs();
    const db = { engine: "pglite", sql: failingSql(error) } as unknown as SqlDatabase;
    const server = await startLeadsSocket(db, dataDir, logger);
    try {
      const reply = await askRunningServer(leadsSocketPath(dataDir), "POST", verbPath("list"), "{}");
      return { status: reply!.status, body: JSON.parse(reply!.body.toString("utf8")) as { error: string }, records: parsed(lines) };
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  };

  it("answers 500 with the error, and logs it, when it is not the database's", async () => {
    const { status, body, records } = await ask(bug());
    expect(status).toBe(500);
    expect(body.error).toBe("list failed in the server: Cannot read properties of undefined (reading 'spam') (see its log)");
    expect(records).toMatchObject([{ level: 50, msg: "leads socket: list failed", err: { type: "TypeError" } }]);
  });

  it("answers 503 with the database's message when the database is gone", async () => {
    const { status, body } = await ask(outage());
    expect(status).toBe(503);
    expect(body.error).toBe("Database unavailable: connect ECONNREFUSED 127.0.0.1:5432");
  });
});
