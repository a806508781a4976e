// The delivery status table against the database and the stores: the CHECK
// constraint allows exactly these statuses, and every status change the insert trigger and the
// stores make (recorded by a trigger while visitors, the operator and the workers act on real
// leads) is one the table allows, and every one it allows is made by the trigger or some store.
import { beforeAll, describe, expect, it } from "vitest";
import { describeOnPostgres } from "../../testing/database-engines.ts";
import { insertLead, screenAsWorker, stateOn } from "../../testing/outbox-kit.ts";
import type { SqlDatabase } from "../db/sql-database.ts";
import { removeDeliveryChannel, serveDeliveryChannels } from "./delivery-channels-store.ts";
import { markLeadSpam, releaseHeldLead } from "./operator-decisions-store.ts";
import { claimDeliveries, markDelivered, markFailedAttempt, redeliver } from "./delivery-jobs-store.ts";
import { deliveryChannelNames, type DeliveryChannelName } from "./delivery-channels.ts";
import { deliveryStatuses, deliveryTransitions, fromSql, isAllowedTransition, toSql, type DeliveryStatus } from "./delivery-status.ts";

describe("the delivery status table", () => {
  it("spells each transition's SQL from the table, and refuses a status the transition does not end in", () => {
    expect(fromSql("markedSpam")).toBe("status in ('new', 'pending')");
    expect(toSql("screened", "skipped")).toBe("'skipped'");
    expect(() => toSql("markedSpam", "delivered")).toThrow("the markedSpam transition ends in held, not delivered");
    expect(() => toSql("screened")).toThrow("ends in pending or skipped");
    expect(isAllowedTransition("held", "pending")).toBe(true);
    expect(isAllowedTransition("delivered", "failed")).toBe(false);
    expect(isAllowedTransition(undefined, "held")).toBe(true);
    expect(isAllowedTransition(undefined, "delivered")).toBe(false);
  });
});

describeOnPostgres("the delivery statuses in the database", (engine) => {
  let db: SqlDatabase;
  beforeAll(async () => {
    db = engine().db;
    await db.sql.query("update private.contact_rate_limits set per_client = null, global_per_minute = null");
  });

  it("has a CHECK constraint listing exactly the table's statuses", async () => {
    const [constraint] = await db.sql.query<{ definition: string }>(
      "select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'lead_deliveries_status'",
    );
    const listed = [...constraint!.definition.matchAll(/'([a-z]+)'::text/g)].map((match) => match[1]);
    expect(listed.sort()).toEqual([...deliveryStatuses].sort());
  });

  it("has a CHECK constraint listing exactly the delivery channels the code knows (deliveryChannelNames)", async () => {
    const [constraint] = await db.sql.query<{ definition: string }>(
      "select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'delivery_channels_known'",
    );
    const listed = [...constraint!.definition.matchAll(/'([a-z]+)'::text/g)].map((match) => match[1]);
    expect(listed.sort()).toEqual([...deliveryChannelNames].sort());
  });

  it("sees the stores make exactly the transitions the table allows", async () => {
    await db.sql.query("create table private.status_changes (from_status text, to_status text)");
    await db.sql.query(`
      create function private.record_status_change() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then insert into private.status_changes values (null, new.status);
        elsif old.status is distinct from new.status then insert into private.status_changes values (old.status, new.status);
        end if;
        return null;
      end $$`);
    await db.sql.query(
      `create trigger record_status_change after insert or update on private.lead_deliveries
         for each row execute function private.record_status_change()`,
    );
    const all: DeliveryChannelName[] = ["webhook", "email", "receipt"];
    const giveUpAtOnce = { baseMs: 1_000, capMs: 1_000, maxAgeMs: 0, minAttempts: 1 };
    const claim = async (channel: DeliveryChannelName) => (await claimDeliveries(db.sql, { channel, limit: 10, leaseMs: 60_000 }))[0]!;
    const idOn = async (leadId: string, channel: DeliveryChannelName) => (await stateOn(db, leadId, channel))!.id;

    await serveDeliveryChannels(db.sql, ["webhook"]);
    const beforeEmail = await insertLead(db, { email: "early@example.com" });
    await serveDeliveryChannels(db.sql, all);
    const unscreened = await insertLead(db, { email: "ida@example.com" });
    await removeDeliveryChannel(db.sql, "email"); // cancels the unscreened lead's email job
    await serveDeliveryChannels(db.sql, all);
    const clean = await insertLead(db, { email: "ada@example.com" });
    await insertLead(db, { email: "ada@example.com" }); // its receipt skipped: one receipt a day
    const spamBeforeScreening = await insertLead(db, { email: "spammer@example.com" });
    await markLeadSpam(db.sql, spamBeforeScreening);
    const heldByRule = await insertLead(db, { email: "spammer@example.com" });
    const releasedBeforeScreening = await insertLead(db, { email: "grace@example.com" });
    await releaseHeldLead(db.sql, releasedBeforeScreening);
    // Held for review by the insert trigger itself (0009): its jobs are created held.
    await db.insertContactSubmissions(
      [{ name: "Held Hal", email: "hal@example.com", company: null, message: "Posted without the proof" }],
      {
        clientAddress: "203.0.113.9",
        holdForReview: "no-proof-of-work",
      },
    );
    await screenAsWorker(db.sql);
    await releaseHeldLead(db.sql, heldByRule);

    // In flight when the operator acts: delivered all the same.
    await db.sql.query("update private.lead_deliveries set next_attempt_at = now() + interval '1 day' where submission_id <> $1", [clean]);
    const webhookJob = await claim("webhook");
    await markLeadSpam(db.sql, clean);
    await markDelivered(db.sql, webhookJob);
    await releaseHeldLead(db.sql, clean);
    const emailJob = await claim("email");
    await removeDeliveryChannel(db.sql, "email");
    await markDelivered(db.sql, emailJob);
    await serveDeliveryChannels(db.sql, all);

    // A worker delivers one job and gives up on another; the operator sends them again.
    await redeliver(db.sql, clean);
    await markDelivered(db.sql, await claim("webhook"));
    await markFailedAttempt(db.sql, await claim("email"), "http-500", giveUpAtOnce);
    await redeliver(db.sql, "failed");
    await redeliver(db.sql, clean); // its delivered webhook job again
    await redeliver(db.sql, await idOn(spamBeforeScreening, "webhook")); // a held job, by its id
    await redeliver(db.sql, await idOn(unscreened, "email")); // a cancelled job, by its id
    await redeliver(db.sql, beforeEmail); // adds the email job it never had

    const made = await db.sql.query<{ from_status: DeliveryStatus | null; to_status: DeliveryStatus }>(
      "select distinct from_status, to_status from private.status_changes",
    );
    const key = (from: DeliveryStatus | null | undefined, to: DeliveryStatus) => `${from ?? "(created)"} → ${to}`;
    const madeKeys = made.map((change) => key(change.from_status, change.to_status)).sort();
    const allowedKeys = [
      ...new Set(
        Object.values(deliveryTransitions).flatMap((transition) =>
          (transition.from.length === 0 ? [undefined] : transition.from).flatMap((from) =>
            transition.to.filter((to) => to !== from).map((to) => key(from, to)),
          ),
        ),
      ),
    ].sort();
    expect(madeKeys.filter((made) => !allowedKeys.includes(made))).toEqual([]);
    expect(allowedKeys.filter((allowed) => !madeKeys.includes(allowed))).toEqual([]);
  });
});
