// CAPTCHA=altcha on the real server (on PostgreSQL; off, on PGlite): the REST insert needs a fresh solved
// challenge in the X-Altcha header; none, a wrong one, an expired one and a replayed one (also on
// another replica of the same database) are refused with PostgREST-shaped 403s, and not stored.
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SqlDatabase } from "../db/sql-database.ts";
import { freshDatabases } from "../../testing/database-engines.ts";
import { createStaticFixture } from "../../testing/static-fixture.ts";
import { startTestServer, testAnonKey } from "../../testing/test-server.ts";
import { createAltchaGuard, productionProofOfWork, type AltchaGuardOptions } from "./altcha-guard.ts";
import { storedLeads } from "../../testing/stored-leads.ts";

const hmacKey = "0123456789abcdef0123456789abcdef-test-key";
const lead = { name: "Ada Lovelace", email: "ada@example.com", company: null, message: "A booking app for our studios" };

const engines = freshDatabases.filter((engine) => engine.name === "PostgreSQL");

// Production's difficulty costs Node seconds per solve; these tests prove the guard's rules, not
// the difficulty, so they ask for a few tries' worth. e2e/altcha.spec.ts checks the real server's.
const easyProofOfWork = { cost: 1, maxCounter: 20 };
const guardFor = (options: Omit<AltchaGuardOptions, "proofOfWork">) => createAltchaGuard({ ...options, proofOfWork: easyProofOfWork });

describe("ALTCHA challenges", () => {
  it("are production's difficulty unless a test asks for less", async () => {
    const unused = () => Promise.reject(new Error("a challenge needs no database"));
    const sql = { query: unused, exec: unused };
    const production = await createAltchaGuard({ hmacKey, sql }).challenge();
    expect(production.parameters).toMatchObject({ algorithm: "PBKDF2/SHA-256", cost: 1000 });
    expect(productionProofOfWork).toEqual({ cost: 1000, maxCounter: 5000 });
    const easy = await guardFor({ hmacKey, sql }).challenge();
    expect(easy.parameters.cost).toBe(1);
  });
});

/** What the altcha widget puts in its payload: base64 of {challenge, solution}. */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("no solution found");
  return Buffer.from(
    JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }),
  ).toString("base64");
}

describe.each(engines)("CAPTCHA=altcha on the REST insert on $name", (engine) => {
  const fixture = createStaticFixture();
  let db: SqlDatabase;
  let dispose: () => Promise<void>;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let replica: Awaited<ReturnType<typeof startTestServer>>;
  let clientSeq = 0;

  const insert = (url: string, headers: Record<string, string> = {}) =>
    fetch(`${url}/rest/v1/contact_submissions`, {
      method: "POST",
      headers: { apikey: testAnonKey, "Content-Type": "application/json", "x-forwarded-for": `203.0.113.${++clientSeq}`, ...headers },
      body: JSON.stringify([lead]),
    });
  const challenge = async (url = server.url) => {
    const response = await fetch(`${url}/altcha/challenge`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    return (await response.json()) as Challenge;
  };
  const stored = async () => (await storedLeads(db, { limit: 1000 })).length;

  beforeAll(async () => {
    ({ db, dispose } = await engine.open());
    await db.setRateLimits({ perClient: 100, perClientWindowSeconds: 600, globalPerMinute: 10_000 });
    server = await startTestServer(db, fixture.dir, { trustProxy: "127.0.0.1", altcha: guardFor({ hmacKey, sql: db.sql }) });
    // A second replica on the same database, with the same key and its own process state.
    replica = await startTestServer(db, fixture.dir, { trustProxy: "127.0.0.1", altcha: guardFor({ hmacKey, sql: db.sql }) });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await replica?.close();
    await dispose?.();
    fixture.remove();
  });

  const expectRefused = async (response: Response, message: string) => {
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: "42501", message, details: null, hint: expect.stringContaining("X-Altcha") });
  };

  it("stores a form posted without JavaScript (no proof possible) but holds it for review, saying why", async () => {
    const email = "no-script@example.com";
    const response = await fetch(`${server.url}/contact`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Sec-Fetch-Site": "same-origin",
        Origin: server.url,
        "X-Forwarded-For": `203.0.113.${++clientSeq}`,
      },
      body: new URLSearchParams({ ...lead, company: "", email, website: "" }).toString(),
    });
    // The visitor is thanked as usual: the message is kept, nothing acknowledged is lost.
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/contact/sent");
    const held = await db.sql.query<{ spam: boolean; reasons: string[]; decided_by: string }>(
      `select l.spam, l.reasons, l.decided_by from public.contact_submissions s
         join private.lead_screenings l on l.submission_id = s.id where s.email = $1`,
      [email],
    );
    expect(held).toEqual([{ spam: true, reasons: ["no-proof-of-work"], decided_by: "filter" }]);
  });

  it("refuses an insert without a solution, and stores nothing", async () => {
    const before = await stored();
    await expectRefused(await insert(server.url), "Proof of work required");
    expect(await stored()).toBe(before);
  });

  it("refuses a wrong solution, a payload that is not one, and one signed with another key", async () => {
    const before = await stored();
    const payload = JSON.parse(Buffer.from(await solve(await challenge()), "base64").toString()) as { solution: { counter: number } };
    payload.solution.counter += 1;
    await expectRefused(
      await insert(server.url, { "X-Altcha": Buffer.from(JSON.stringify(payload)).toString("base64") }),
      "Proof of work invalid",
    );
    await expectRefused(await insert(server.url, { "X-Altcha": "not base64 json" }), "Proof of work invalid");
    const foreign = await guardFor({ hmacKey: "another key of at least thirty-two chars", sql: db.sql }).challenge();
    await expectRefused(await insert(server.url, { "X-Altcha": await solve(foreign) }), "Proof of work invalid");
    expect(await stored()).toBe(before);
  });

  it("accepts a fresh solution once; replayed, here or on another replica, it is refused", async () => {
    const before = await stored();
    const payload = await solve(await challenge());
    expect((await insert(server.url, { "X-Altcha": payload })).status).toBe(201);
    await expectRefused(await insert(server.url, { "X-Altcha": payload }), "Proof of work already used");
    await expectRefused(await insert(replica.url, { "X-Altcha": payload }), "Proof of work already used");
    expect(await stored()).toBe(before + 1);
    // A challenge fetched from one replica is good on the other (the key is shared, not per process).
    expect((await insert(replica.url, { "X-Altcha": await solve(await challenge(server.url)) })).status).toBe(201);
  });

  it("refuses an expired solution, and purges spent solutions once they expire", async () => {
    const past = Date.now() - 60 * 60 * 1000;
    const old = await guardFor({ hmacKey, sql: db.sql, now: () => past }).challenge();
    await expectRefused(await insert(server.url, { "X-Altcha": await solve(old) }), "Proof of work expired");
    await db.sql.query("insert into private.altcha_spent (signature_hash, expires_at) values ('old', now() - interval '1 minute')");
    // A guard that has not purged yet does so on its next accepted solution.
    const guard = guardFor({ hmacKey, sql: db.sql });
    expect(await guard.check(await solve(await guard.challenge()))).toBeUndefined();
    expect(await db.sql.query("select 1 from private.altcha_spent where signature_hash = 'old'")).toEqual([]);
  });

  it("anon cannot read or write the spent solutions", async () => {
    const denied = db.sql.transaction(async (tx) => {
      await tx.query("set local role anon");
      await tx.query("select * from private.altcha_spent");
    });
    await expect(denied).rejects.toMatchObject({ code: "42501" });
  });
});

describe("CAPTCHA off (the default) on PGlite", () => {
  const fixture = createStaticFixture();
  let db: SqlDatabase;
  let dispose: () => Promise<void>;
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    ({ db, dispose } = await freshDatabases.find((engine) => engine.name === "PGlite")!.open());
    server = await startTestServer(db, fixture.dir);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await dispose?.();
    fixture.remove();
  });

  it("answers the challenge path with 204 (the page loads no widget) and stores an insert without a proof", async () => {
    const probe = await fetch(`${server.url}/altcha/challenge`);
    expect(probe.status).toBe(204);
    const response = await fetch(`${server.url}/rest/v1/contact_submissions`, {
      method: "POST",
      headers: { apikey: testAnonKey, "Content-Type": "application/json" },
      body: JSON.stringify([lead]),
    });
    expect(response.status).toBe(201);
  });
});
