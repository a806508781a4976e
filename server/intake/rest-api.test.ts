// The browser's one data call, end to end: the real supabase-js client against our real server
// and a real PostgreSQL (PGlite answers the insert the same: server/db/engine-parity.test.ts), and the same endpoint fed bad input directly.
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import ws from "ws";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SqlDatabase } from "../db/sql-database.ts";
import { freshDatabases } from "../../testing/database-engines.ts";
import { createStaticFixture } from "../../testing/static-fixture.ts";
import { startTestServer, testAnonKey } from "../../testing/test-server.ts";
import { rawFetch } from "../../testing/raw-fetch.ts";
import { maxBodyBytes } from "./rest-api.ts";
import { storedLeads } from "../../testing/stored-leads.ts";

const engines = freshDatabases.filter((engine) => engine.name === "PostgreSQL");

const ada = { name: "Ada Lovelace", email: "ada@example.com", company: "Analytical Engines", message: "A booking app for our studios" };
let clientSeq = 0;
/** Each test speaks from its own address (through a trusted proxy), so per-client limits don't leak between tests. */
const nextClient = () => `198.51.100.${++clientSeq}`;

describe.each(engines)("the contact insert on $name", (engine) => {
  const fixture = createStaticFixture();
  let db: SqlDatabase;
  let dispose: () => Promise<void>;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let client: string;

  const supabase = (key = testAnonKey): SupabaseClient =>
    createClient(server.url, key, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: ws as never }, // Node 20 has no WebSocket of its own
      global: { headers: { "x-forwarded-for": client } },
    });
  const post = (body: string, headers: Record<string, string> = {}, path = "contact_submissions") =>
    fetch(`${server.url}/rest/v1/${path}`, {
      method: "POST",
      headers: { apikey: testAnonKey, "Content-Type": "application/json", "x-forwarded-for": client, ...headers },
      body,
    });
  const stored = async () => (await storedLeads(db, { limit: 10_000 })).length;

  beforeAll(async () => {
    ({ db, dispose } = await engine.open());
    server = await startTestServer(db, fixture.dir, { trustProxy: "127.0.0.1" });
  }, 60_000);
  beforeEach(async () => {
    client = nextClient();
    await db.setRateLimits({ perClient: 100, perClientWindowSeconds: 600, globalPerMinute: 10_000 });
  });
  afterAll(async () => {
    await server?.close();
    await dispose?.();
    fixture.remove();
  });

  describe("through supabase-js, as the browser sends it", () => {
    it("stores the message and reports no error", async () => {
      const { error, status } = await supabase().from("contact_submissions").insert([ada]);
      expect(error).toBeNull();
      expect(status).toBe(201);
      const [lead] = await storedLeads(db, { limit: 1 });
      expect(lead).toMatchObject(ada);
      expect(lead!.id).toMatch(/^[0-9a-f-]{36}$/);
    });

    it("reports a wrong key as 401 and stores nothing", async () => {
      const before = await stored();
      const { error, status } = await supabase("not-the-key").from("contact_submissions").insert([ada]);
      expect(status).toBe(401);
      expect(error).toMatchObject({ code: "PGRST301", message: "Invalid API key" });
      expect(await stored()).toBe(before);
    });

    it("reports a missing required field as PostgreSQL's not-null violation", async () => {
      const { error, status } = await supabase()
        .from("contact_submissions")
        .insert([{ ...ada, message: undefined }]);
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: "23502", message: expect.stringContaining('"message"') });
    });

    it("reports an unknown table as 404", async () => {
      const { error, status } = await supabase().from("users").insert([ada]);
      expect(status).toBe(404);
      expect(error?.code).toBe("PGRST205");
    });

    it("refuses to return the stored row, as PostgREST does for a role that cannot read", async () => {
      const before = await stored();
      const { error, status, data } = await supabase().from("contact_submissions").insert([ada]).select();
      expect(status).toBe(401);
      expect(error?.code).toBe("42501");
      expect(data).toBeNull();
      expect(await stored()).toBe(before);
    });

    it("reports the per-client rate limit as 429 with the time to wait, and lets other visitors through", async () => {
      await db.setRateLimits({ perClient: 2, perClientWindowSeconds: 600, globalPerMinute: 10_000 });
      const visitor = supabase();
      expect((await visitor.from("contact_submissions").insert([ada])).error).toBeNull();
      expect((await visitor.from("contact_submissions").insert([ada])).error).toBeNull();
      const third = await visitor.from("contact_submissions").insert([ada]);
      expect(third.status).toBe(429);
      expect(third.error?.message).toMatch(/too many/i);

      const raw = await post(JSON.stringify([ada]));
      expect(raw.status).toBe(429);
      expect(Number(raw.headers.get("Retry-After"))).toBeGreaterThan(0);

      client = nextClient();
      expect((await supabase().from("contact_submissions").insert([ada])).error).toBeNull();
    });

    it("past the global budget, still stores a new visitor's message (marked for a stricter screening) rather than refusing it", async () => {
      await db.setRateLimits({ perClient: 100, perClientWindowSeconds: 600, globalPerMinute: 1 });
      // Earlier tests already spent this minute's budget of 1.
      const { status } = await supabase()
        .from("contact_submissions")
        .insert([{ ...ada, email: "past-budget@example.com" }]);
      expect(status).toBe(201);
      const [held] = await db.sql.query<{ reasons: string[] }>(
        `select l.reasons from public.contact_submissions s join private.lead_screenings l on l.submission_id = s.id
          where s.email = 'past-budget@example.com'`,
      );
      expect(held).toEqual({ reasons: ["over-global-budget"] });
    });
  });

  describe("the HTTP API fed bad input", () => {
    it.each([
      ["invalid JSON", "{name:", {}, 400, "PGRST102"],
      ["an empty body", "", {}, 400, "PGRST102"],
      ["an empty list", "[]", {}, 400, "PGRST102"],
      ["a missing name", JSON.stringify([{ ...ada, name: undefined }]), {}, 400, "23502"],
      ["an empty message", JSON.stringify([{ ...ada, message: "" }]), {}, 400, "23514"],
      ["an extra field", JSON.stringify([{ ...ada, role: "admin" }]), {}, 400, "PGRST204"],
      ["the id set by the client", JSON.stringify([{ ...ada, id: "00000000-0000-4000-8000-000000000000" }]), {}, 400, "PGRST204"],
      ["an oversized name", JSON.stringify([{ ...ada, name: "x".repeat(201) }]), {}, 400, "23514"],
      ["a wrongly typed e-mail", JSON.stringify([{ ...ada, email: ["ada@example.com"] }]), {}, 400, "22P02"],
      ["a NUL character", JSON.stringify([{ ...ada, message: "hi\u0000there" }]), {}, 400, "23514"],
      ["a form-encoded body", "name=Ada", { "Content-Type": "application/x-www-form-urlencoded" }, 415, "PGRST107"],
      ["no key", JSON.stringify([ada]), { apikey: "" }, 401, "PGRST301"],
      ["another schema", JSON.stringify([ada]), { "Content-Profile": "private" }, 406, "PGRST106"],
      ["a body over the limit", JSON.stringify([{ ...ada, message: "x".repeat(maxBodyBytes) }]), {}, 413, "PGRST413"],
      ["a lone surrogate", '[{"name":"Ada \\ud800","email":"ada@example.com","message":"hi"}]', {}, 400, "22P02"],
      ["a name of invisible characters", JSON.stringify([{ ...ada, name: "\u200b\u2060\u3164\ufeff" }]), {}, 400, "23514"],
      ["a message of invisible characters", JSON.stringify([{ ...ada, message: "\u00ad\u180e\u115f\u1160\u2800\n" }]), {}, 400, "23514"],
      ["a body in another charset", JSON.stringify([ada]), { "Content-Type": "application/json; charset=iso-8859-1" }, 415, "PGRST107"],
      ["an upsert", JSON.stringify([ada]), { Prefer: "resolution=merge-duplicates" }, 401, "42501"],
    ])("answers %s with its status and stores nothing", async (_, body, headers, status, code) => {
      const before = await stored();
      const response = await post(body, headers as Record<string, string>);
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({
        code,
        message: expect.any(String),
        details: expect.toSatisfy((d) => d === null || typeof d === "string"),
        hint: expect.toSatisfy((h) => h === null || typeof h === "string"),
      });
      expect(await stored()).toBe(before);
    });

    it("answers other methods with 405 and other tables with 404", async () => {
      const get = await fetch(`${server.url}/rest/v1/contact_submissions?select=*`, { headers: { apikey: testAnonKey } });
      expect(get.status).toBe(405);
      expect((await get.json()).code).toBe("PGRST117");
      expect(
        (await fetch(`${server.url}/rest/v1/contact_submissions`, { method: "DELETE", headers: { apikey: testAnonKey } })).status,
      ).toBe(405);
      expect((await post(JSON.stringify([ada]), {}, "schema_migrations")).status).toBe(404);
    });

    it("stores unicode and SQL-looking text exactly as typed", async () => {
      const tricky = {
        name: "Robert'); DROP TABLE contact_submissions;--",
        email: "zoe@example.com",
        company: "Ωmega 李 GmbH ✨",
        message: "1' OR '1'='1\n\tSecond line — with an em dash and 🚀",
      };
      expect((await post(JSON.stringify([tricky]))).status).toBe(201);
      const [lead] = await storedLeads(db, { limit: 1 });
      expect(lead).toMatchObject(tricky);
    });

    it("stores a batch all or nothing", async () => {
      const before = await stored();
      expect((await post(JSON.stringify([ada, { ...ada, email: "broken" }]))).status).toBe(400);
      expect(await stored()).toBe(before);
      // The database itself refuses the second row (over the limit): the first is rolled back too.
      await db.setRateLimits({ perClient: 1, perClientWindowSeconds: 600, globalPerMinute: 10_000 });
      expect((await post(JSON.stringify([ada, ada]))).status).toBe(429);
      expect(await stored()).toBe(before);
    });

    it("answers every path under /rest/v1 with PostgREST's JSON, never a page or plain text", async () => {
      for (const [method, path, status, code] of [
        ["POST", "/rest/v1/rpc/delete_everything", 404, "PGRST202"],
        ["GET", "/rest/v1/rpc/version", 404, "PGRST202"],
        ["POST", "/rest/v1/contact_submissions/", 404, "PGRST125"],
        ["GET", "/rest/v1/contact_submissions/", 404, "PGRST125"],
        ["POST", "/rest/v1/%2e%2e/contact_submissions", 404, "PGRST125"],
        ["GET", "/rest/v1/%2e%2e/%2e%2e/index.html", 404, "PGRST125"],
        ["POST", "/rest/v1/./contact_submissions", 400, "23502"], // the table itself, once resolved
        ["GET", "/rest/v1/", 404, "PGRST125"],
        ["PUT", "/rest/v1/contact_submissions", 405, "PGRST117"],
        ["PATCH", "/rest/v1/contact_submissions", 405, "PGRST117"],
      ] as const) {
        // Sent as written: fetch() (and a URL) would resolve the dot segments on the client.
        const response = await rawFetch(server.url, {
          path,
          method,
          headers: { apikey: testAnonKey, "Content-Type": "application/json" },
          body: method === "GET" ? undefined : "{}",
        });
        expect({ method, path, status: response.status, type: response.headers.get("content-type") }).toEqual({
          method,
          path,
          status,
          type: expect.stringMatching(/^application\/json/),
        });
        expect(await response.json()).toMatchObject({ code, message: expect.any(String) });
      }
      const keyless = await rawFetch(`${server.url}/rest/v1/rpc/anything`, { method: "POST", body: "{}" });
      expect(keyless.status).toBe(401);
      expect((await keyless.json()).code).toBe("PGRST301");
    });

    it("stores a company made only of invisible characters as not given", async () => {
      expect((await post(JSON.stringify([{ ...ada, company: "\u200b\u2060\u3164\ufeff\u00a0" }]))).status).toBe(201);
      const [lead] = await storedLeads(db, { limit: 1 });
      expect(lead).toMatchObject({ ...ada, company: null });
    });

    it("refuses bytes that are not UTF-8 instead of storing replacement characters", async () => {
      const before = await stored();
      const valid = Buffer.from(JSON.stringify([{ ...ada, name: "Zoë" }]));
      const latin1 = Buffer.from(JSON.stringify([{ ...ada, name: "Zoë" }]), "latin1"); // ë as the single byte 0xEB
      const send = (body: Buffer) =>
        fetch(`${server.url}/rest/v1/contact_submissions`, {
          method: "POST",
          headers: { apikey: testAnonKey, "Content-Type": "application/json", "x-forwarded-for": client },
          body: new Blob([new Uint8Array(body)]),
        });
      const refused = await send(latin1);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ code: "22021" });
      expect(await stored()).toBe(before);
      expect((await send(valid)).status).toBe(201);
      expect((await post(JSON.stringify([ada]), { "Content-Type": "application/json; charset=UTF-8" })).status).toBe(201);
    });

    it("refuses an upsert from supabase-js as PostgREST does for a role without UPDATE", async () => {
      const before = await stored();
      const { error, status } = await supabase().from("contact_submissions").upsert([ada]);
      expect(status).toBe(401);
      expect(error).toMatchObject({ code: "42501" });
      expect(await stored()).toBe(before);
    });

    it("accepts one row with every field at its limit in any script, however the JSON spells it", async () => {
      const email = `${"a".repeat(64)}@${["b".repeat(63), "c".repeat(63), "d".repeat(58)].join(".")}.io`;
      expect(email).toHaveLength(254);
      for (const char of ["語", "😀"]) {
        const row = { name: char.repeat(200), email, company: char.repeat(200), message: char.repeat(5000) };
        const escaped = JSON.stringify([row]).replace(/[^\x20-\x7e]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, "0")}`);
        for (const body of [JSON.stringify([row]), escaped]) {
          const response = await post(body);
          expect({ char, bytes: Buffer.byteLength(body), status: response.status }).toEqual({
            char,
            bytes: Buffer.byteLength(body),
            status: 201,
          });
          const [lead] = await storedLeads(db, { limit: 1 });
          expect(lead).toMatchObject(row);
        }
      }
      expect((await post(JSON.stringify([{ ...ada, name: "😀".repeat(201) }]))).status).toBe(400);
    });

    it("answers the CORS preflight for the configured origin only", async () => {
      const preflight = (origin: string) =>
        fetch(`${server.url}/rest/v1/contact_submissions`, {
          method: "OPTIONS",
          headers: {
            Origin: origin,
            "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "apikey,authorization,content-type,x-client-info",
          },
        });
      const allowed = await preflight("https://studio.example");
      expect(allowed.status).toBe(204);
      expect(allowed.headers.get("Access-Control-Allow-Origin")).toBe("https://studio.example");
      expect(allowed.headers.get("Access-Control-Allow-Headers")).toContain("apikey");
      expect((await preflight("https://evil.example")).headers.get("Access-Control-Allow-Origin")).toBeNull();
    });
  });
});
