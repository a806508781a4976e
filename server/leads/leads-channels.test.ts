// What `npm run -s leads` shows of the delivery channels and their alarms: a warning line first
// while a channel's alarm is raised, a removed channel's jobs shown as cancelled, `--remove-channel`
// and `--redeliver pending`. The command runs in this process on PostgreSQL
// (testing/leads-in-process.ts); PGlite answers its verbs the same (server/db/engine-parity.test.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/open-database.ts";
import type { SqlDatabase } from "../db/sql-database.ts";
import { leadsInProcess, type LeadsInProcess } from "../../testing/leads-in-process.ts";
import { testLessonKey } from "../../testing/lesson-key.ts";
import { freshPostgresDatabase, type FreshPostgresDatabase } from "../../testing/shared-postgres.ts";
import { statusSql } from "./delivery-status.ts";

describe("the leads command and the delivery channels on PostgreSQL", () => {
  let database: FreshPostgresDatabase;
  let db: SqlDatabase;
  let command: LeadsInProcess;

  const leads = async (args: string[]) => {
    const result = await command.run(args);
    expect(result.code).toBe(0);
    return result;
  };

  beforeAll(async () => {
    database = await freshPostgresDatabase();
    const settings = { databaseUrl: database.url, dataDir: "unused", lessonKey: testLessonKey };
    db = await openDatabase(settings);
    command = leadsInProcess(settings);
    await db.sql.query("insert into private.delivery_channels (name) values ('webhook'), ('email')");
    await db.insertContactSubmissions([{ name: "Ada Lovelace", email: "ada@example.com", company: null, message: "A booking app" }], {
      clientAddress: "198.51.100.1",
    });
    // Screened, and waiting on both channels for a retry an hour from now.
    await db.sql.query("update private.lead_screenings set screened_at = now(), spam = false");
    await db.sql.query(
      `update private.lead_deliveries set status = ${statusSql.pending}, attempts = 1, next_attempt_at = now() + interval '1 hour'`,
    );
  });
  afterAll(async () => {
    await command?.close();
    await db?.close();
    await database?.dispose();
  });

  it("starts with a warning line while a channel's alarm is raised, and says nothing once it recovers", async () => {
    await db.sql.query(
      "update private.delivery_channels set failing_since = '2026-11-20T09:00:00Z', alerted_at = '2026-11-20T09:15:00Z' where name = 'webhook'",
    );
    const table = await leads([]);
    expect(table.stdout.split("\n")[0]).toBe(
      "WARNING: webhook delivery has failed since 2026-11-20 09:00:00 UTC; leads wait for it (once fixed: npm run -s leads -- --redeliver pending)",
    );
    // In JSON the warning goes to stderr: the file stays JSON.
    const json = await leads(["--format", "json"]);
    expect(JSON.parse(json.stdout)).toHaveLength(1);
    expect(json.stderr).toContain("WARNING: webhook delivery has failed since");

    // Failing but not yet alerted (under ALERT_AFTER_MINUTES), or recovered: no warning.
    await db.sql.query("update private.delivery_channels set alerted_at = null");
    expect((await leads([])).stdout).not.toContain("WARNING");
  });

  it("--redeliver pending makes every waiting delivery due now", async () => {
    expect((await leads(["--redeliver", "pending"])).stdout).toBe("2 waiting deliveries due now\n");
    const due = await db.sql.query<{ n: number }>(
      `select count(*)::int as n from private.lead_deliveries where status = ${statusSql.pending} and next_attempt_at <= now()`,
    );
    expect(due[0]!.n).toBe(2);
  });

  it("--remove-channel cancels the channel's waiting deliveries, and the list shows them as cancelled", async () => {
    expect((await leads(["--remove-channel", "webhook"])).stdout).toMatch(/^removed the webhook channel: 1 waiting delivery cancelled/);
    const [lead] = JSON.parse((await leads(["--format", "json"])).stdout) as { deliveries: { channel: string; status: string }[] }[];
    expect(lead!.deliveries.map((d) => `${d.channel} ${d.status}`)).toEqual(["email pending", "webhook cancelled"]);
    expect((await leads([])).stdout).toMatch(/email next [\d:]+, webhook cancelled \(removed\)/);
    expect((await leads(["--remove-channel", "webhook"])).stdout).toBe("the webhook channel is not active: nothing to remove\n");
    const refused = await command.run(["--remove-channel", "slack"]);
    expect(refused.code).toBe(2);
    expect(refused.stderr.split("\n")[0]).toBe('leads: --remove-channel takes webhook, email or receipt, not "slack"');
  });
});
