// A delivery channel configured after a lead was stored: releasing the lead from the spam folder
// sends it on every channel configured now, and `--redeliver missing` sends every lead stored
// before a channel was added to that channel (`leads` says when there are such leads).
import { beforeEach, expect, it } from "vitest";
import { describeOnPostgres } from "../../testing/database-engines.ts";
import { insertLead, resetOutbox, screenAsWorker, statesOf } from "../../testing/outbox-kit.ts";
import { leadsStatus } from "../leads/leads-status.ts";
import { serveDeliveryChannels } from "../leads/delivery-channels-store.ts";
import { markLeadSpam, releaseHeldLead } from "../leads/operator-decisions-store.ts";
import { redeliver } from "../leads/delivery-jobs-store.ts";

const channelsOf = async (...args: Parameters<typeof statesOf>) =>
  (await statesOf(...args)).map((state) => `${state.channel} ${state.status}`).sort();

describeOnPostgres("leads stored before their delivery channel existed", (engine) => {
  const db = () => engine().db;
  beforeEach(async () => {
    await resetOutbox(db());
    await db().sql.query("delete from public.contact_submissions");
    await db().sql.query("update private.contact_rate_limits set per_client = null, global_per_minute = null");
  });

  it("--not-spam queues a lead stored before any channel on every channel configured now (never the receipt this late)", async () => {
    const leadId = await insertLead(db(), { email: "early@example.com" });
    await screenAsWorker(db().sql);
    await markLeadSpam(db().sql, leadId);
    await serveDeliveryChannels(db().sql, ["webhook", "email", "receipt"]);

    expect(await releaseHeldLead(db().sql, leadId)).toEqual({ released: 2 });
    expect(await channelsOf(db(), leadId)).toEqual(["email pending", "webhook pending"]);
  });

  it("--redeliver missing sends the leads stored before a channel was added, not spam, once; the status counts them", async () => {
    const early = await insertLead(db(), { email: "first@example.com" });
    const spam = await insertLead(db(), { email: "junk@example.com" });
    await screenAsWorker(db().sql);
    await markLeadSpam(db().sql, spam);
    await serveDeliveryChannels(db().sql, ["webhook"]);
    const later = await insertLead(db(), { email: "later@example.com" });
    await screenAsWorker(db().sql);

    expect((await leadsStatus(db().sql)).leadsMissingDeliveries).toBe(1);
    expect(await redeliver(db().sql, "missing")).toBe(1);
    expect(await channelsOf(db(), early)).toEqual(["webhook pending"]);
    expect(await channelsOf(db(), spam)).toEqual([]);
    expect(await channelsOf(db(), later)).toEqual(["webhook pending"]);
    expect((await leadsStatus(db().sql)).leadsMissingDeliveries).toBe(0);
    expect(await redeliver(db().sql, "missing")).toBe(0);
  });
});
