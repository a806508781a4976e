// Migration 0011 gives a skipped delivery's reason its own column: on a database that stored
// reasons in last_error_kind (before 0011), the migration moves each skipped delivery's reason to
// skip_reason and leaves last_error_kind to failed attempts; afterwards a reason on a delivery that
// is not skipped is refused.
import { expect, it } from "vitest";
import { describeOnPostgres } from "../../testing/database-engines.ts";
import { insertLead, statesOf } from "../../testing/outbox-kit.ts";
import { serveDeliveryChannels } from "../leads/delivery-channels-store.ts";
import { migrate } from "./migrate.ts";
import { DatabaseError } from "./types.ts";

const migration = "0011_skip_reason.sql";

describeOnPostgres("the skip reason's own column", (engine) => {
  it("moves a skipped receipt's reason out of last_error_kind, and keeps a failed attempt's kind", async () => {
    const { sql } = engine().db;
    await serveDeliveryChannels(sql, ["webhook", "receipt"]);
    const leadId = await insertLead(engine().db);
    // The table as it was before the migration, with a reason stored the old way.
    await sql.query("alter table private.lead_deliveries drop column skip_reason");
    await sql.query("delete from private.schema_migrations where name = $1", [migration]);
    await sql.query(
      `update private.lead_deliveries
          set status = case when channel = 'receipt' then 'skipped' else 'pending' end,
              last_error_kind = case when channel = 'receipt' then 'receipt-disposable-address' else 'http-500' end
        where submission_id = $1`,
      [leadId],
    );

    expect(await migrate(sql)).toEqual([migration]);
    expect(await statesOf(engine().db, leadId)).toMatchObject([
      { channel: "receipt", status: "skipped", lastErrorKind: null, skipReason: "receipt-disposable-address" },
      { channel: "webhook", status: "pending", lastErrorKind: "http-500", skipReason: null },
    ]);
  });

  it("refuses a skip reason on a delivery that is not skipped", async () => {
    const { sql } = engine().db;
    const leadId = await insertLead(engine().db);
    const refused = await sql
      .query("update private.lead_deliveries set skip_reason = 'receipt-sent-recently' where submission_id = $1 and channel = 'webhook'", [
        leadId,
      ])
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DatabaseError);
    expect(refused).toMatchObject({ code: "23514" });
  });
});
