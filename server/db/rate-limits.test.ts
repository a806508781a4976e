// The abuse limits enforced by the database trigger (db/migrations/0003, 0009): per client (an
// IPv6 client by its /64), answered the way PostgREST answers a `raise sqlstate 'PGRST'`; and
// for everyone together, past which messages are stored but held for review.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { describeOnPostgres, freshDatabases } from "../../testing/database-engines.ts";
import { replyForDatabaseFailure } from "../intake/postgrest-error.ts";
import { actAsAnonSql, insertContactSubmissionsSql, insertParameters, requestHeadersJson } from "./insert-sql.ts";
import type { SqlDatabase } from "./sql-database.ts";
import { DatabaseError, type RequestContext } from "./types.ts";
import type { LeadFields } from "../leads/lead.ts";
import { storedLeads } from "../../testing/stored-leads.ts";

const message: LeadFields = { name: "Ada", email: "ada@example.com", company: null, message: "Hello" };
const from = (clientAddress: string): RequestContext => ({ clientAddress });

/** Inserts as the server does, at a time the database is told (private.clock(), migration 0012) rather than waited for. */
const insertAt = (db: SqlDatabase, at: Date, clientAddress: string) =>
  db.sql.transaction(async (tx) => {
    await tx.query("select set_config('app.now', $1, true)", [at.toISOString()]);
    await tx.query(actAsAnonSql, [requestHeadersJson(from(clientAddress))]);
    await tx.query(insertContactSubmissionsSql, insertParameters([message]));
  });
const secondsAfter = (seconds: number) => new Date(Date.parse("2030-01-01T00:00:00Z") + seconds * 1000);

/** What the HTTP layer would answer for a rejected insert, or "stored". */
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => "stored" as const,
    (error: unknown) => {
      if (!(error instanceof DatabaseError)) throw error;
      return replyForDatabaseFailure(error);
    },
  );

const tooMany = (retryAfter: { min: number; max: number }, message: string) => ({
  status: 429,
  headers: {
    "Retry-After": expect.toSatisfy((value: string) => /^\d+$/.test(value) && +value >= retryAfter.min && +value <= retryAfter.max),
  },
  error: { code: "PT429", message: expect.stringContaining(message), details: null, hint: null },
});

describeOnPostgres("contact form rate limits", (engine) => {
  beforeEach(async () => {
    const { db } = engine();
    await db.sql.exec("truncate public.contact_submissions cascade; truncate private.contact_submission_events;");
    await db.setRateLimits({ perClient: 2, perClientWindowSeconds: 600, globalPerMinute: 1000 });
  });

  it("refuses a client over its limit with 429 and a Retry-After, while other clients carry on", async () => {
    const { db } = engine();
    expect(await outcome(db.insertContactSubmissions([message], from("192.0.2.1")))).toBe("stored");
    expect(await outcome(db.insertContactSubmissions([message], from("192.0.2.1")))).toBe("stored");
    // A slot frees when the first of the two leaves the ten-minute window.
    expect(await outcome(db.insertContactSubmissions([message], from("192.0.2.1")))).toEqual(
      tooMany({ min: 598, max: 600 }, "Too many contact messages from this address"),
    );
    expect(await outcome(db.insertContactSubmissions([message], from("192.0.2.2")))).toBe("stored");
    expect(await storedLeads(db, { limit: 10 })).toHaveLength(3);
  });

  it("counts every row of a batch and stores none of a batch that goes over", async () => {
    const { db } = engine();
    expect(await outcome(db.insertContactSubmissions([message, message, message], from("192.0.2.3")))).toMatchObject({ status: 429 });
    expect(await storedLeads(db, { limit: 10 })).toEqual([]);
    expect(await outcome(db.insertContactSubmissions([message, message], from("192.0.2.3")))).toBe("stored");
    expect(await outcome(db.insertContactSubmissions([message], from("192.0.2.3")))).toMatchObject({ status: 429 });
  });

  it("does not count a message the table refused", async () => {
    const { db } = engine();
    expect(await outcome(db.insertContactSubmissions([{ ...message, name: " " }], from("192.0.2.4")))).toMatchObject({
      status: 400,
      error: { code: "23514" },
    });
    expect(await outcome(db.insertContactSubmissions([message], from("192.0.2.4")))).toBe("stored");
    expect(await outcome(db.insertContactSubmissions([message], from("192.0.2.4")))).toBe("stored");
  });

  it("lets the client send again once its window has passed", async () => {
    const { db } = engine();
    await db.setRateLimits({ perClient: 1, perClientWindowSeconds: 60, globalPerMinute: 1000 });
    const client = "192.0.2.5";
    expect(await outcome(insertAt(db, secondsAfter(0), client))).toBe("stored");
    expect(await outcome(insertAt(db, secondsAfter(59), client))).toEqual(tooMany({ min: 1, max: 1 }, "from this address"));
    expect(await outcome(insertAt(db, secondsAfter(60), client))).toBe("stored");
  });

  it("past the global budget for the minute, stores new messages marked for a stricter screening instead of refusing genuine visitors", async () => {
    const { db } = engine();
    await db.setRateLimits({ perClient: 100, perClientWindowSeconds: 600, globalPerMinute: 3 });
    for (const client of ["192.0.2.10", "192.0.2.11", "192.0.2.12"]) {
      expect(await outcome(db.insertContactSubmissions([message], from(client)))).toBe("stored");
    }
    expect(await outcome(db.insertContactSubmissions([{ ...message, name: "Genuine" }], from("192.0.2.13")))).toBe("stored");
    const screenings = await db.sql.query<{ name: string; spam: boolean | null; reasons: string[] }>(
      `select s.name, l.spam, l.reasons from public.contact_submissions s
         join private.lead_screenings l on l.submission_id = s.id order by s.created_at`,
    );
    // All four wait for the spam check; the one past the budget carries the mark that makes it
    // stricter (server/delivery/global-budget.ts): held if anything looks like spam, else delivered marked.
    expect(screenings.map((row) => row.spam)).toEqual([null, null, null, null]);
    expect(screenings[3]).toEqual({ name: "Genuine", spam: null, reasons: ["over-global-budget"] });
  });

  it("counts an IPv6 client by its /64, so rotating through its own addresses gains nothing", async () => {
    const { db } = engine();
    expect(await outcome(db.insertContactSubmissions([message], from("2001:db8:1:2::1")))).toBe("stored");
    expect(await outcome(db.insertContactSubmissions([message], from("2001:db8:1:2:ffff:ffff:ffff:fffe")))).toBe("stored");
    expect(await outcome(db.insertContactSubmissions([message], from("2001:DB8:1:2:abcd::9")))).toMatchObject({ status: 429 });
    // The next /64 is another subscriber; an IPv4 address written as IPv6 is that IPv4 client.
    expect(await outcome(db.insertContactSubmissions([message], from("2001:db8:1:3::1")))).toBe("stored");
    expect(await outcome(db.insertContactSubmissions([message], from("192.0.2.60")))).toBe("stored");
    expect(await outcome(db.insertContactSubmissions([message], from("::ffff:192.0.2.60")))).toBe("stored");
    expect(await outcome(db.insertContactSubmissions([message], from("192.0.2.60")))).toMatchObject({ status: 429 });
  });

  it("takes the client from the first X-Forwarded-For entry, and puts requests without one together", async () => {
    const { db } = engine();
    expect(await outcome(db.insertContactSubmissions([message], from("192.0.2.20, 10.0.0.1")))).toBe("stored");
    expect(await outcome(db.insertContactSubmissions([message], from(" 192.0.2.20 ")))).toBe("stored");
    expect(await outcome(db.insertContactSubmissions([message], from("192.0.2.20,10.9.9.9")))).toMatchObject({ status: 429 });

    // An insert with no request context at all (plain SQL as anon) counts as client "unknown".
    const insertWithoutContext = () =>
      db.sql.transaction(async (tx) => {
        await tx.query("set local role anon");
        await tx.query("insert into public.contact_submissions (name, email, message) values ('A', 'a@example.com', 'Hi')");
      });
    expect(await outcome(insertWithoutContext())).toBe("stored");
    expect(await outcome(db.insertContactSubmissions([message], from("")))).toBe("stored");
    expect(await outcome(insertWithoutContext())).toMatchObject({ status: 429 });
  });

  it("lets only as many of one client's simultaneous inserts through as its limit allows", async () => {
    const { db } = engine();
    const results = await Promise.all(Array.from({ length: 8 }, () => outcome(db.insertContactSubmissions([message], from("192.0.2.30")))));
    expect(results.filter((result) => result === "stored")).toHaveLength(2);
    expect(results.filter((result) => result !== "stored")).toEqual(Array(6).fill(expect.objectContaining({ status: 429 })));
    expect(await storedLeads(db, { limit: 10 })).toHaveLength(2);
  });

  it("turns a limit off when it is set to Infinity, and keeps no records when both are off", async () => {
    const { db } = engine();
    await db.setRateLimits({ perClient: Infinity, perClientWindowSeconds: 600, globalPerMinute: 2 });
    expect(await outcome(db.insertContactSubmissions([message, message, message], from("192.0.2.40")))).toBe("stored");

    await db.setRateLimits({ perClient: Infinity, perClientWindowSeconds: 600, globalPerMinute: Infinity });
    await db.sql.exec("truncate private.contact_submission_events");
    expect(await outcome(db.insertContactSubmissions(Array(6).fill(message), from("192.0.2.40")))).toBe("stored");
    expect(await db.sql.query("select * from private.contact_submission_events")).toEqual([]);
  });

  it("forgets submissions that no window can see any more, so its records stay small", async () => {
    const { db } = engine();
    await db.sql.exec(`
      insert into private.contact_submission_events (client_address, submitted_at)
      select '192.0.2.50', now() - interval '11 minutes' from generate_series(1, 150);
      insert into private.contact_submission_events (client_address, submitted_at) values ('192.0.2.50', now() - interval '9 minutes');`);
    expect(await outcome(db.insertContactSubmissions([message], from("192.0.2.51")))).toBe("stored");
    expect(await outcome(db.insertContactSubmissions([message], from("192.0.2.51")))).toBe("stored");
    const remaining = await db.sql.query<{ client_address: string; old: boolean }>(
      "select client_address, submitted_at < now() - interval '10 minutes' as old from private.contact_submission_events order by submitted_at",
    );
    // A hundred old rows go per insert; the one still inside the ten-minute window stays.
    expect(remaining).toEqual([
      { client_address: "192.0.2.50", old: false },
      { client_address: "192.0.2.51", old: false },
      { client_address: "192.0.2.51", old: false },
    ]);
  });

  it("refuses limits that would block every message", async () => {
    const { db } = engine();
    await expect(db.setRateLimits({ perClient: 0, perClientWindowSeconds: 600, globalPerMinute: 60 })).rejects.toMatchObject({
      code: "23514",
    });
    const [limits] = await db.sql.query("select per_client, per_client_window_seconds, global_per_minute from private.contact_rate_limits");
    expect(limits).toEqual({ per_client: 2, per_client_window_seconds: 600, global_per_minute: 1000 });
  });
});

// Only PostgreSQL has callers other than our server (PostgREST's authenticator on hosted Supabase);
// PGlite, embedded in our process, cannot take on another session user and give it back.
describe("the rate limits' clock on PostgreSQL", () => {
  let opened: Awaited<ReturnType<(typeof freshDatabases)[number]["open"]>>;
  beforeAll(async () => {
    opened = await freshDatabases.find((engine) => engine.name === "PostgreSQL")!.open();
  });
  afterAll(() => opened?.dispose());

  it("does not let a caller who cannot administer the database move the clock past a limit", async () => {
    const { db } = opened;
    await db.setRateLimits({ perClient: 1, perClientWindowSeconds: 600, globalPerMinute: 1000 });
    expect(await outcome(db.insertContactSubmissions([message], from("192.0.2.6")))).toBe("stored");
    // anon connected itself (as PostgREST's authenticator would) and claims an hour has passed.
    const asAnonAnHourLater = db.sql.transaction(async (tx) => {
      await tx.query("set local session authorization anon");
      await tx.query("select set_config('app.now', $1, true)", [new Date(Date.now() + 3_600_000).toISOString()]);
      await tx.query(actAsAnonSql, [requestHeadersJson(from("192.0.2.6"))]);
      await tx.query(insertContactSubmissionsSql, insertParameters([message]));
    });
    expect(await outcome(asAnonAnHourLater)).toMatchObject({ status: 429 });
  });
});
