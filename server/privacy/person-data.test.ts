// Access and erasure: one person's data is exactly theirs,
// whatever the case of the address, never a similar address's; erasure takes all of it and
// nothing of anyone else, in one transaction.
import { beforeAll, expect, it } from "vitest";
import { describeOnPostgres } from "../../testing/database-engines.ts";
import { erasePerson, erasureCounts, personData } from "./person-data.ts";

describeOnPostgres("a visitor's data (access and erasure)", (engine) => {
  let visits = 0;
  /** Stores one lead as the server does (as anon), from its own client address (no rate limit). */
  const insertLead = async (email: string, message = "We need a booking app") => {
    await engine().db.insertContactSubmissions([{ name: `Visitor ${++visits}`, email, company: null, message }], {
      clientAddress: `198.51.100.${visits}`,
    });
  };
  const rule = (email: string, verdict: "allow" | "deny") =>
    engine().db.sql.query("insert into private.sender_rules (email_lower, rule) values (lower($1), $2)", [email, verdict]);
  /** Everything of an address, counted by hand (not through the code under test). */
  const rowsOf = async (email: string) => {
    const [row] = await engine().db.sql.query<{ leads: number; deliveries: number; screenings: number; rules: number }>(
      `select (select count(*)::int from public.contact_submissions where lower(email) = lower($1)) as leads,
              (select count(*)::int from private.lead_deliveries d join public.contact_submissions s on s.id = d.submission_id
                where lower(s.email) = lower($1)) as deliveries,
              (select count(*)::int from private.lead_screenings sc join public.contact_submissions s on s.id = sc.submission_id
                where lower(s.email) = lower($1)) as screenings,
              (select count(*)::int from private.sender_rules where email_lower = lower($1)) as rules`,
      [email],
    );
    return row!;
  };

  beforeAll(async () => {
    await engine().db.setRateLimits({ perClient: Infinity, perClientWindowSeconds: 600, globalPerMinute: Infinity });
    // Every lead gets a delivery job on each active channel (the insert's trigger).
    await engine().db.sql.query("insert into private.delivery_channels (name) values ('webhook'), ('email') on conflict do nothing");
  });

  it("gives everything held on one address, whatever its case, and nothing of a similar address", async () => {
    await insertLead("ann@example.com", "First message from Ann");
    await insertLead("Ann@Example.COM", "Second message from Ann");
    await insertLead("joann@example.com", "Joann's message");
    await insertLead("ann@example.com.au", "Another Ann's message");
    await insertLead("ann+work@example.com", "Ann at work, another address");
    await rule("ann@example.com", "allow");
    await rule("joann@example.com", "deny");

    const data = await personData(engine().db.sql, "ANN@example.com");
    expect(data.leads.map((lead) => lead.message)).toEqual(["First message from Ann", "Second message from Ann"]);
    expect(data.leads.map((lead) => lead.email)).toEqual(["ann@example.com", "Ann@Example.COM"]);
    for (const lead of data.leads) {
      // Its delivery history (status, attempts, times) and its spam verdict.
      expect(lead.deliveries.map((d) => d.channel).sort()).toEqual(["email", "webhook"]);
      expect(lead.deliveries[0]).toEqual(
        expect.objectContaining({ status: expect.any(String), attempts: 0, created_at: expect.any(String) }),
      );
      expect(lead.screening).toEqual(expect.objectContaining({ spam: null, reasons: [] }));
    }
    expect(data.sender_rules).toEqual([expect.objectContaining({ email_lower: "ann@example.com", rule: "allow" })]);
    const text = JSON.stringify(data);
    for (const other of ["joann", "example.com.au", "ann+work", "Joann's message", "deny"]) expect(text).not.toContain(other);
    expect(erasureCounts(data)).toEqual({ leads: 2, deliveries: 4, screenings: 2, senderRules: 1, lessons: 0 });
  });

  it("gives an empty answer for an address it holds nothing on, even one that is part of others", async () => {
    expect(await personData(engine().db.sql, "nn@example.com")).toEqual({
      email: "nn@example.com",
      leads: [],
      sender_rules: [],
      spam_lessons: [],
    });
  });

  it("erases every lead of one address with its deliveries, screenings and sender rule, and nothing of anyone else", async () => {
    await insertLead("bob@example.org");
    await insertLead("BOB@example.org");
    await insertLead("bobby@example.org");
    await insertLead("jimbob@example.org");
    await insertLead("bob@example.org.uk");
    await rule("bob@example.org", "deny");
    await rule("bobby@example.org", "allow");
    const others = ["bobby@example.org", "jimbob@example.org", "bob@example.org.uk", "ann@example.com", "joann@example.com"];
    const before = await Promise.all(others.map(rowsOf));
    expect(await rowsOf("bob@example.org")).toEqual({ leads: 2, deliveries: 4, screenings: 2, rules: 1 });

    expect(await erasePerson(engine().db.sql, "Bob@Example.org")).toEqual({
      leads: 2,
      deliveries: 4,
      screenings: 2,
      senderRules: 1,
      lessons: 0,
    });

    expect(await rowsOf("bob@example.org")).toEqual({ leads: 0, deliveries: 0, screenings: 0, rules: 0 });
    expect(await Promise.all(others.map(rowsOf))).toEqual(before);
    expect(await erasePerson(engine().db.sql, "bob@example.org")).toEqual({
      leads: 0,
      deliveries: 0,
      screenings: 0,
      senderRules: 0,
      lessons: 0,
    });
  });

  it("erases all of it or, when any part fails, nothing", async () => {
    await insertLead("carol@example.net");
    await rule("carol@example.net", "deny");
    const sql = engine().db.sql;
    // The last statement of the erasure (the leads) fails: what went before must come back.
    await sql.exec(`
      create function public.refuse_delete() returns trigger language plpgsql as $$
        begin raise exception 'refused for the test'; end $$;
      create trigger refuse_delete before delete on public.contact_submissions for each row execute function public.refuse_delete();`);
    try {
      await expect(erasePerson(sql, "carol@example.net")).rejects.toThrow();
    } finally {
      await sql.exec("drop trigger refuse_delete on public.contact_submissions; drop function public.refuse_delete();");
    }
    expect(await rowsOf("carol@example.net")).toEqual({ leads: 1, deliveries: 2, screenings: 1, rules: 1 });
  });
});
