// The contact_submissions table as the migrations define it: what anon may do, what the checks
// refuse, and that a batch is all or nothing (on PostgreSQL).
import { beforeEach, expect, it } from "vitest";
import { describeOnPostgres } from "../../testing/database-engines.ts";
import { migrate, readMigrations } from "./migrate.ts";
import { DatabaseError } from "./types.ts";
import type { LeadFields } from "../leads/lead.ts";
import { storedLeads } from "../../testing/stored-leads.ts";

const visitor = { clientAddress: "198.51.100.23" };
const ada: LeadFields = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines Ltd",
  message: "A booking app for our studios",
};

/** The rejection's SQLSTATE and message, to compare in one assertion. */
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "stored",
    (error: unknown) => (error instanceof DatabaseError ? { code: error.code, message: error.message } : error),
  );

describeOnPostgres("contact_submissions", (engine) => {
  beforeEach(async () => {
    const { db } = engine();
    await db.sql.exec("truncate public.contact_submissions cascade; truncate private.contact_submission_events;");
    await db.setRateLimits({ perClient: 1000, perClientWindowSeconds: 600, globalPerMinute: 1000 });
  });

  it("stores a visitor's message for the operator, with a generated id and time", async () => {
    const { db } = engine();
    const before = Date.now();
    await db.insertContactSubmissions([ada], visitor);
    const [lead, ...others] = await storedLeads(db, { limit: 10 });
    expect(others).toEqual([]);
    expect(lead).toMatchObject(ada);
    expect(lead?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(lead?.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("stores a batch together, keeps a missing company as null and lists the newest first", async () => {
    const { db } = engine();
    await db.insertContactSubmissions([{ ...ada, name: "First" }], visitor);
    await db.insertContactSubmissions(
      [
        { ...ada, name: "Second", company: null },
        { ...ada, name: "Third", message: "Ünïcødé ✓, 'quotes'; drop table contact_submissions; --" },
      ],
      visitor,
    );
    const leads = await storedLeads(db, { limit: 10 });
    expect(leads.map((lead) => lead.name).sort()).toEqual(["First", "Second", "Third"]);
    expect(leads[2]?.name).toBe("First");
    expect(leads.find((lead) => lead.name === "Second")?.company).toBeNull();
    expect(leads.find((lead) => lead.name === "Third")?.message).toBe("Ünïcødé ✓, 'quotes'; drop table contact_submissions; --");
    expect(await storedLeads(db, { limit: 1 })).toHaveLength(1);
    expect(await storedLeads(db, { limit: 10, since: new Date(Date.now() + 60_000) })).toEqual([]);
  });

  it("lets anon insert the four form fields, but not read, change or delete anything", async () => {
    const { db, asAnon } = engine();
    await asAnon("insert into public.contact_submissions (name, email, company, message) values ($1, $2, $3, $4)", [
      ada.name,
      ada.email,
      ada.company,
      ada.message,
    ]);
    expect(await storedLeads(db, { limit: 10 })).toHaveLength(1);

    const refused = { code: "42501", message: expect.stringContaining("permission denied") };
    expect(await failureOf(asAnon("select * from public.contact_submissions"))).toEqual(refused);
    expect(await failureOf(asAnon("select count(*) from public.contact_submissions"))).toEqual(refused);
    expect(await failureOf(asAnon("update public.contact_submissions set message = 'changed'"))).toEqual(refused);
    expect(await failureOf(asAnon("delete from public.contact_submissions"))).toEqual(refused);
    expect(await failureOf(asAnon("truncate public.contact_submissions"))).toEqual(refused);
    // RETURNING would read the row back, and choosing the id or the time is not a form field.
    expect(
      await failureOf(asAnon("insert into public.contact_submissions (name, email, message) values ('a', 'a@b', 'c') returning id")),
    ).toEqual(refused);
    expect(
      await failureOf(
        asAnon("insert into public.contact_submissions (id, name, email, message) values (gen_random_uuid(), 'a', 'a@b', 'c')"),
      ),
    ).toEqual(refused);
    expect(
      await failureOf(asAnon("insert into public.contact_submissions (created_at, name, email, message) values (now(), 'a', 'a@b', 'c')")),
    ).toEqual(refused);
    expect(await storedLeads(db, { limit: 10 })).toEqual([expect.objectContaining({ message: ada.message })]);
  });

  it("keeps anon away from the rate limits and the migration records", async () => {
    const { asAnon } = engine();
    const refused = { code: "42501", message: expect.stringContaining("permission denied") };
    expect(await failureOf(asAnon("select * from private.contact_rate_limits"))).toEqual(refused);
    expect(await failureOf(asAnon("update private.contact_rate_limits set per_client = 1000000"))).toEqual(refused);
    expect(await failureOf(asAnon("delete from private.contact_submission_events"))).toEqual(refused);
    expect(await failureOf(asAnon("select * from private.schema_migrations"))).toEqual(refused);
    expect(await failureOf(asAnon("select private.enforce_contact_rate_limits()"))).toEqual(refused);
  });

  it("grants anon nothing but INSERT on name, email, company and message", async () => {
    const { db } = engine();
    // Every table-level privilege anon holds, and every column it may touch, in our schemas.
    const tablePrivileges = await db.sql.query(`
      select c.relname, p.privilege
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
       cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) as p(privilege)
       where n.nspname in ('public', 'private') and c.relkind in ('r', 'v', 'm', 'S', 'p')
         and has_table_privilege('anon', c.oid, p.privilege)`);
    expect(tablePrivileges).toEqual([]);
    const columnPrivileges = await db.sql.query(`
      select a.attname, p.privilege
        from pg_attribute a
        join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
       cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'REFERENCES']) as p(privilege)
       where n.nspname in ('public', 'private') and a.attnum > 0 and not a.attisdropped
         and has_column_privilege('anon', c.oid, a.attnum, p.privilege)
       order by a.attname`);
    expect(columnPrivileges).toEqual(["company", "email", "message", "name"].map((attname) => ({ attname, privilege: "INSERT" })));
    const [access] = await db.sql.query(`
      select has_schema_privilege('anon', 'private', 'USAGE') as private_usage,
             has_function_privilege('anon', 'private.enforce_contact_rate_limits()', 'EXECUTE') as trigger_execute,
             (select relrowsecurity from pg_class where oid = 'public.contact_submissions'::regclass) as row_security`);
    expect(access).toEqual({ private_usage: false, trigger_execute: false, row_security: true });
  });

  it.each([
    // Tab and newline are control characters in a one-line field: refused before blankness is judged.
    ["a blank name", { name: " \u00a0\u3000 " }, "contact_submissions_name_visible"],
    ["a name with a tab and a newline", { name: "Ada\t\nLovelace" }, "contact_submissions_name_no_controls"],
    ["an empty name", { name: "" }, "contact_submissions_name_visible"],
    ["a name of zero-width spaces and word joiners", { name: "\u200b\u2060\u200b" }, "contact_submissions_name_visible"],
    ["a company of Hangul fillers", { company: "\u3164\u115f\u1160" }, "contact_submissions_company_visible"],
    ["a name over 200 characters", { name: "n".repeat(201) }, "contact_submissions_name_length"],
    ["an e-mail over 254 characters", { email: `${"e".repeat(243)}@example.com` }, "contact_submissions_email_length"],
    ["an e-mail without @", { email: "ada.example.com" }, "contact_submissions_email_shape"],
    ["an e-mail with a space", { email: "ada lovelace@example.com" }, "contact_submissions_email_shape"],
    ["an e-mail with two @", { email: "ada@home@example.com" }, "contact_submissions_email_shape"],
    ["a company over 200 characters", { company: "c".repeat(201) }, "contact_submissions_company_length"],
    ["a blank message", { message: "   " }, "contact_submissions_message_visible"],
    ["a message of a byte order mark and a soft hyphen", { message: "\ufeff\u00ad" }, "contact_submissions_message_visible"],
    ["a message over 5000 characters", { message: "m".repeat(5001) }, "contact_submissions_message_length"],
  ])("refuses %s with a check violation and stores nothing", async (_case, change, constraint) => {
    const { db } = engine();
    expect(await failureOf(db.insertContactSubmissions([{ ...ada, ...change }], visitor))).toEqual({
      code: "23514",
      message: expect.stringContaining(constraint),
    });
    expect(await storedLeads(db, { limit: 10 })).toEqual([]);
  });

  it("accepts every field at its longest, counted in characters, not bytes", async () => {
    const { db } = engine();
    const longest = {
      name: "é".repeat(200),
      email: `${"ü".repeat(242)}@example.com`,
      company: "😀".repeat(200),
      message: "ß".repeat(5000),
    };
    expect(longest.email).toHaveLength(254);
    await db.insertContactSubmissions([longest], visitor);
    expect(await storedLeads(db, { limit: 10 })).toEqual([expect.objectContaining(longest)]);
  });

  it("refuses a NUL character as a bad request, not as an outage", async () => {
    const { db } = engine();
    expect(await failureOf(db.insertContactSubmissions([{ ...ada, message: "zero\u0000byte" }], visitor))).toEqual({
      code: "22021",
      message: expect.stringContaining("0x00"),
    });
  });

  it("stores none of a batch when one row is refused", async () => {
    const { db } = engine();
    const batch = [ada, { ...ada, name: "Grace" }, { ...ada, email: "not-an-email" }, { ...ada, name: "Edsger" }];
    expect(await failureOf(db.insertContactSubmissions(batch, visitor))).toMatchObject({ code: "23514" });
    expect(await storedLeads(db, { limit: 10 })).toEqual([]);
  });

  it("applies the migrations once: running them again changes nothing and keeps the data", async () => {
    const { db } = engine();
    await db.insertContactSubmissions([ada], visitor);
    expect(await migrate(db.sql)).toEqual([]);
    const files = (await readMigrations()).map((migration) => migration.name);
    const recorded = await db.sql.query<{ name: string }>("select name from private.schema_migrations order by name");
    expect(recorded.map((row) => row.name)).toEqual(files);
    expect(await storedLeads(db, { limit: 10 })).toHaveLength(1);
  });
});
