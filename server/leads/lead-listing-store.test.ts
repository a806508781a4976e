// The spam folder's order: the operator reads the verdicts the filter was least
// sure of first, and a --limit never hides them behind the sure ones.
import { expect, it } from "vitest";
import { describeOnPostgres } from "../../testing/database-engines.ts";
import { insertLeads } from "../../testing/outbox-kit.ts";
import { listLeadsWithDeliveries } from "./lead-listing-store.ts";
import { markLeadSpam } from "./operator-decisions-store.ts";

describeOnPostgres("the spam folder's order", (engine) => {
  it("lists borderline verdicts first, newest first among them, then the sure ones newest first", async () => {
    const { db } = engine();
    // Oldest to newest: a sure verdict, a borderline one, the operator's mark, another sure one, another borderline one.
    const held = [
      { name: "Sure Oldest", score: 3.2 },
      { name: "Borderline Older", score: 1.1 },
      { name: "Operator Marked", score: null },
      { name: "Sure Newer", score: 2.4 },
      { name: "Borderline Newest", score: 1.4 },
    ];
    await db.sql.query("update private.contact_rate_limits set per_client = null, global_per_minute = null");
    const ids = await insertLeads(db, [...held, { name: "Delivered Lead" }]);
    for (const [i, lead] of held.entries()) {
      const id = ids[i]!;
      await db.sql.query("update public.contact_submissions set created_at = $2 where id = $1", [
        id,
        new Date(Date.UTC(2026, 10, 20, 9, i)),
      ]);
      await db.sql.query(
        `update private.lead_screenings set screened_at = now(), spam = true, score = $2,
                decided_by = case when $2::real is null then 'operator' else 'filter' end
          where submission_id = $1`,
        [id, lead.score],
      );
    }
    await db.sql.query("update private.lead_screenings set screened_at = now(), spam = false, score = 0.2 where submission_id = $1", [
      ids[held.length],
    ]);

    const folder = await listLeadsWithDeliveries(db, { limit: 100, folder: "spam" });
    expect(folder.map((lead) => lead.name)).toEqual([
      "Borderline Newest",
      "Borderline Older",
      "Sure Newer",
      "Operator Marked",
      "Sure Oldest",
    ]);
    expect(folder.map((lead) => lead.spam_score)).toEqual([1.4, 1.1, 2.4, null, 3.2]);

    const firstTwo = await listLeadsWithDeliveries(db, { limit: 2, folder: "spam" });
    expect(firstTwo.map((lead) => lead.name)).toEqual(["Borderline Newest", "Borderline Older"]);

    // The inbox stays newest first, whatever its scores.
    const inbox = await listLeadsWithDeliveries(db, { limit: 100, folder: "inbox" });
    expect(inbox.map((lead) => lead.name)).toEqual(["Delivered Lead"]);
  });

  it("lists a lead the operator marked as the operator's decision, with its time, not as the filter's borderline score", async () => {
    const { db } = engine();
    await db.sql.query("update private.contact_rate_limits set per_client = null, global_per_minute = null");
    const [passed, borderline] = await insertLeads(db, [{ name: "Passed By Filter" }, { name: "Borderline Held" }]);
    await db.sql.query(
      "update private.lead_screenings set screened_at = now(), spam = false, score = 0.3, decided_by = 'filter' where submission_id = $1",
      [passed],
    );
    await db.sql.query(
      "update private.lead_screenings set screened_at = now(), spam = true, score = 1.2, decided_by = 'filter' where submission_id = $1",
      [borderline],
    );
    const before = new Date(Date.now() - 1000);
    await markLeadSpam(db.sql, passed!);

    const folder = await listLeadsWithDeliveries(db, { limit: 100, folder: "spam" });
    const marked = folder.find((lead) => lead.id === passed)!;
    expect(marked).toMatchObject({ spam: true, spam_decided_by: "operator" });
    expect(marked.spam_decided_at!.getTime()).toBeGreaterThan(before.getTime());
    expect(folder.find((lead) => lead.id === borderline)).toMatchObject({ spam_decided_by: "filter", spam_decided_at: null });
    // The operator's mark is sure: the filter's least certain verdict still comes first.
    expect(folder.slice(0, 1).map((lead) => lead.name)).toEqual(["Borderline Held"]);
  });

  it("finds leads by words of their name, e-mail, company or message, every word, any letter case", async () => {
    const { db } = engine();
    await db.sql.query("update private.contact_rate_limits set per_client = null, global_per_minute = null");
    await insertLeads(db, [
      { name: "Searchable Ingrid", email: "ingrid@fjord.example", company: "Fjord Labs", message: "A booking app for ferries" },
      { name: "Searchable Tomas", email: "tomas@delta.example", company: null, message: "Ferries and 100% uptime_please" },
    ]);
    const names = async (search: string) =>
      (await listLeadsWithDeliveries(db, { limit: 100, folder: "inbox", search })).map((lead) => lead.name).toSorted();
    expect(await names("FERRIES")).toEqual(["Searchable Ingrid", "Searchable Tomas"]);
    expect(await names("ferries fjord")).toEqual(["Searchable Ingrid"]);
    expect(await names("delta.example")).toEqual(["Searchable Tomas"]);
    expect(await names("labs")).toEqual(["Searchable Ingrid"]);
    expect(await names("100%"), "% is a character, not a wildcard").toEqual(["Searchable Tomas"]);
    expect(await names("n_r"), "_ is a character, not a wildcard (Ingrid has n?r)").toEqual([]);
    expect(await names("uptime_please")).toEqual(["Searchable Tomas"]);
    expect((await names("  ")).length, "no words: every lead").toBeGreaterThan(2);
  });
});
