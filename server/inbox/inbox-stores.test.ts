// The inbox's stores: sign-in links spent once and only within 15 minutes, the
// sign-in limits, sessions that expire, end and follow INBOX_USERS, and the audit that names no
// visitor and goes with the person's data. The clock is a parameter: nothing here waits.
import { expect, it } from "vitest";
import { describeOnPostgres } from "../../testing/database-engines.ts";
import { insertLead } from "../../testing/outbox-kit.ts";
import { erasePerson } from "../privacy/person-data.ts";
import { listDecisions, recordDecision } from "./decisions-audit-store.ts";
import { signInsPerAddress, signInsPerClient, signInWindowMs, takeSignInAttempt } from "./sign-in-limits-store.ts";
import { createSignInLink, peekSignInLink, redeemSignInLink, signInLinkLifetimeMs } from "./sign-in-links-store.ts";
import { createSession, currentSession, endSession } from "./sessions-store.ts";

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 28, 9, 0) + minutes * 60_000);
const lifetime = { idleMs: 12 * 3_600_000, maxMs: 7 * 86_400_000 };

describeOnPostgres("the inbox's stores", (engine) => {
  it("lets a sign-in link be looked at freely, spent once, and not after 15 minutes", async () => {
    const { sql } = engine().db;
    const token = await createSignInLink(sql, "Sam@Agency.example", at(0));
    expect(await peekSignInLink(sql, token, at(1))).toBe("sam@agency.example");
    expect(await peekSignInLink(sql, token, at(2)), "looking spends nothing").toBe("sam@agency.example");
    expect(await redeemSignInLink(sql, token, at(3))).toBe("sam@agency.example");
    expect(await redeemSignInLink(sql, token, at(4)), "a second use").toBeUndefined();
    expect(await peekSignInLink(sql, token, at(4))).toBeUndefined();

    const late = await createSignInLink(sql, "sam@agency.example", at(10));
    expect(await redeemSignInLink(sql, late, new Date(at(10).getTime() + signInLinkLifetimeMs))).toBeUndefined();
    expect(await redeemSignInLink(sql, "A".repeat(43), at(10)), "a token never issued").toBeUndefined();
    const stored = await sql.query<{ n: number }>(
      "select count(*)::int as n from private.inbox_sign_in_links where token_hash = decode($1, 'hex')",
      [Buffer.from(late).toString("hex")],
    );
    expect(stored[0]!.n, "the token itself is not what is stored").toBe(0);
  });

  it("limits sign-in requests per address and per client, whatever the address", async () => {
    const { sql } = engine().db;
    const results = [];
    for (let i = 0; i < signInsPerAddress + 1; i++)
      results.push(await takeSignInAttempt(sql, { email: "target@agency.example", client: `198.51.100.${i}`, now: at(i) }));
    expect(results).toEqual([...Array<boolean>(signInsPerAddress).fill(true), false]);
    expect(await takeSignInAttempt(sql, { email: "TARGET@agency.example ", client: "198.51.100.99", now: at(5) })).toBe(false);
    expect(
      await takeSignInAttempt(sql, { email: "target@agency.example", client: "198.51.100.99", now: at(5 + signInWindowMs / 60_000) }),
    ).toBe(true);

    const fromOneClient = [];
    for (let i = 0; i < signInsPerClient + 1; i++)
      fromOneClient.push(await takeSignInAttempt(sql, { email: `guess${i}@agency.example`, client: "203.0.113.50", now: at(100) }));
    expect(fromOneClient.at(-1)).toBe(false);
    expect(fromOneClient.slice(0, -1).every(Boolean)).toBe(true);
    const keys = await sql.query<{ key: string }>("select key from private.inbox_sign_in_attempts");
    expect(
      keys.some(({ key }) => key.includes("@") || key.includes("203.0.113")),
      "no address is kept as typed",
    ).toBe(false);
  });

  it("keeps a session while it is used, and ends it idle, at its absolute expiry, on sign-out or when its address is removed", async () => {
    const { sql } = engine().db;
    const users = ["sam@agency.example", "kim@agency.example"];
    const id = await createSession(sql, "sam@agency.example", at(0), lifetime);
    const session = await currentSession(sql, id, at(60), lifetime, users);
    expect(session?.email).toBe("sam@agency.example");
    expect(session?.csrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await currentSession(sql, id, at(60 + 11 * 60), lifetime, users), "used within the idle time").toBeDefined();
    expect(await currentSession(sql, id, at(60 + 11 * 60 + 12 * 60), lifetime, users), "12 hours idle").toBeUndefined();

    const busy = await createSession(sql, "kim@agency.example", at(0), lifetime);
    for (let hour = 10; hour < 7 * 24; hour += 10) expect(await currentSession(sql, busy, at(hour * 60), lifetime, users)).toBeDefined();
    expect(await currentSession(sql, busy, at(7 * 24 * 60), lifetime, users), "7 days after sign-in").toBeUndefined();

    const signedOut = await createSession(sql, "kim@agency.example", at(0), lifetime);
    await endSession(sql, signedOut);
    expect(await currentSession(sql, signedOut, at(1), lifetime, users)).toBeUndefined();

    const first = await createSession(sql, "sam@agency.example", at(0), lifetime);
    const second = await createSession(sql, "sam@agency.example", at(0), lifetime);
    expect(await currentSession(sql, first, at(1), lifetime, ["kim@agency.example"]), "removed from INBOX_USERS").toBeUndefined();
    expect(await currentSession(sql, second, at(2), lifetime, users), "every session of that address ended").toBeUndefined();
  });

  it("records who decided what on which lead without the lead's data, and erases the decisions with the person", async () => {
    const { db } = engine();
    const leadId = await insertLead(db, { name: "Audit Visitor", email: "audit.visitor@example.com" });
    const other = await insertLead(db, { name: "Other Visitor", email: "other.visitor@example.com" });
    await recordDecision(db.sql, { decidedBy: "sam@agency.example", action: "spam", leadId, now: at(0) });
    await recordDecision(db.sql, { decidedBy: "sam@agency.example", action: "not-spam", leadId: other, now: at(1) });
    await recordDecision(db.sql, { decidedBy: "kim@agency.example", action: "export", detail: "2 leads", now: at(2) });
    const decisions = await listDecisions(db.sql);
    expect(decisions.slice(0, 3).map(({ decidedBy, action, leadId: lead, detail }) => [decidedBy, action, lead, detail])).toEqual([
      ["kim@agency.example", "export", null, "2 leads"],
      ["sam@agency.example", "not-spam", other, null],
      ["sam@agency.example", "spam", leadId, null],
    ]);
    const stored = JSON.stringify(await db.sql.query("select * from private.inbox_decisions"));
    expect(stored).not.toMatch(/Audit Visitor|audit\.visitor/);

    await erasePerson(db.sql, "audit.visitor@example.com");
    const after = await listDecisions(db.sql);
    expect(after.map((decision) => decision.leadId)).not.toContain(leadId);
    expect(after.map((decision) => decision.leadId)).toContain(other);
  });
});
