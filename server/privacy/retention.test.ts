// Retention: old leads go with their delivery records, recent
// ones and ones still on their way stay; held spam goes after its own, shorter period.
import { beforeAll, expect, it } from "vitest";
import { describeOnPostgres } from "../../testing/database-engines.ts";
import { purgeExpiredLeads } from "./retention.ts";
import { statusSql } from "../leads/delivery-status.ts";

describeOnPostgres("lead retention", (engine) => {
  let visits = 0;
  /** Stores one lead (as anon, like the server), `ageDays` old, its deliveries in `status`; returns its id. */
  const lead = async (ageDays: number, status: string, { spam = false, email = "visitor@example.com" } = {}) => {
    const message = `Lead ${++visits}, ${ageDays} days old, ${status}`;
    await engine().db.insertContactSubmissions([{ name: "Visitor", email, company: null, message }], {
      clientAddress: `198.51.100.${visits}`,
    });
    const sql = engine().db.sql;
    const [row] = await sql.query<{ id: string }>(
      "update public.contact_submissions set created_at = now() - make_interval(days => $2) where message = $1 returning id",
      [message, ageDays],
    );
    const id = row!.id;
    await sql.query("update private.lead_deliveries set status = $2 where submission_id = $1", [id, status]);
    await sql.query("update private.lead_screenings set screened_at = now(), spam = $2, reasons = $3 where submission_id = $1", [
      id,
      spam,
      spam ? ["link-shortener"] : [],
    ]);
    return id;
  };
  const exists = async (id: string) => {
    const [row] = await engine().db.sql.query<{ leads: number; deliveries: number; screenings: number }>(
      `select (select count(*)::int from public.contact_submissions where id = $1) as leads,
              (select count(*)::int from private.lead_deliveries where submission_id = $1) as deliveries,
              (select count(*)::int from private.lead_screenings where submission_id = $1) as screenings`,
      [id],
    );
    return row!.leads + row!.deliveries + row!.screenings > 0;
  };

  beforeAll(async () => {
    await engine().db.setRateLimits({ perClient: Infinity, perClientWindowSeconds: 600, globalPerMinute: Infinity });
    await engine().db.sql.query("insert into private.delivery_channels (name) values ('webhook') on conflict do nothing");
  });

  it("purges only held spam while LEAD_RETENTION_DAYS is unset (leads are kept for ever)", async () => {
    const oldLead = await lead(4000, "delivered");
    const oldSpam = await lead(31, "held", { spam: true });
    const recentSpam = await lead(29, "held", { spam: true });
    expect(await purgeExpiredLeads(engine().db.sql, { spamRetentionDays: 30 })).toEqual({ leads: 0, spam: 1, senderRules: 0 });
    expect(await exists(oldLead)).toBe(true);
    expect(await exists(oldSpam)).toBe(false); // with its deliveries and screening
    expect(await exists(recentSpam)).toBe(true);
  });

  it("purges old leads with their delivery records, keeps recent ones and any not yet delivered", async () => {
    const delivered = await lead(91, "delivered");
    const failed = await lead(100, "failed");
    const skipped = await lead(95, "skipped");
    const awaitingScreening = await lead(120, "new");
    const onItsWay = await lead(200, "pending");
    const recent = await lead(89, "delivered");
    const counts = await purgeExpiredLeads(engine().db.sql, { leadRetentionDays: 90, spamRetentionDays: 30 });
    // The first test's 4000-day-old lead goes now too.
    expect(counts).toEqual({ leads: 4, spam: 0, senderRules: 0 });
    for (const id of [delivered, failed, skipped]) expect(await exists(id)).toBe(false);
    for (const id of [awaitingScreening, onItsWay, recent]) expect(await exists(id)).toBe(true);
    // Once it is delivered, the next purge takes it.
    await engine().db.sql.query(`update private.lead_deliveries set status = ${statusSql.delivered} where submission_id = $1`, [onItsWay]);
    expect(await purgeExpiredLeads(engine().db.sql, { leadRetentionDays: 90, spamRetentionDays: 30 })).toEqual({
      leads: 1,
      spam: 0,
      senderRules: 0,
    });
    expect(await exists(onItsWay)).toBe(false);
  });

  it("purges an old sender rule once no lead of its address is left", async () => {
    const sql = engine().db.sql;
    const ruleAged = (email: string, days: number) =>
      sql.query("insert into private.sender_rules (email_lower, rule, decided_at) values ($1, 'deny', now() - make_interval(days => $2))", [
        email,
        days,
      ]);
    await ruleAged("gone@example.com", 100);
    await ruleAged("writes-again@example.com", 100);
    await lead(1, "delivered", { email: "Writes-Again@example.com" });
    await ruleAged("recent@example.com", 10);
    expect(await purgeExpiredLeads(sql, { leadRetentionDays: 90, spamRetentionDays: 30 })).toEqual({ leads: 0, spam: 0, senderRules: 1 });
    expect(
      (await sql.query<{ email_lower: string }>("select email_lower from private.sender_rules order by 1")).map((r) => r.email_lower),
    ).toEqual(["recent@example.com", "writes-again@example.com"]);
  });

  it("purges a backlog larger than one batch", async () => {
    const sql = engine().db.sql;
    // 2,500 old delivered leads written straight in (the owner's insert; no trigger needed for this).
    await sql.query(
      `insert into public.contact_submissions (created_at, name, email, message)
       select now() - interval '400 days', 'Bulk', 'bulk' || i || '@example.com', 'Old lead ' || i from generate_series(1, 2500) i`,
    );
    await sql.query(
      `update private.lead_deliveries set status = ${statusSql.delivered} where submission_id in (select id from public.contact_submissions where name = 'Bulk')`,
    );
    const counts = await purgeExpiredLeads(sql, { leadRetentionDays: 90, spamRetentionDays: 30 });
    expect(counts.leads).toBe(2500);
    const [left] = await sql.query<{ n: number }>("select count(*)::int as n from public.contact_submissions where name = 'Bulk'");
    expect(left!.n).toBe(0);
  });
});
