// The inbox over HTTP, in this process on a real database and a real SMTP receiver, with a clock
// the test moves: off without INBOX_USERS; sign-in by e-mailed link (the same page and no e-mail
// for an address that may not sign in, single use, 15 minutes, a button that spends it); the
// session cookie's flags; replicas sharing sessions; removal from INBOX_USERS; the origin and
// CSRF checks; the headers; no lead data without a session.
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { describeOnPostgres } from "../../testing/database-engines.ts";
import { testAppConfig } from "../../testing/http-stand-ins.ts";
import { insertLead } from "../../testing/outbox-kit.ts";
import { createSmtpReceiver, type SmtpReceiver } from "../../testing/smtp-receiver.ts";
import { createStaticFixture } from "../../testing/static-fixture.ts";
import type { SqlDatabase } from "../db/sql-database.ts";
import { createHttpServer } from "../http/http-server.ts";
import { listLeadsWithDeliveries } from "../leads/lead-listing-store.ts";
import { createLogger } from "../logger.ts";
import type { InboxConfig } from "../settings/inbox.ts";
import { loadStaticSite, type StaticSite } from "../static/static-site.ts";
import { listDecisions } from "./decisions-audit-store.ts";
import { createSignInMailer } from "./sign-in-mail.ts";

const team = "sam@agency.example";
const fixture = createStaticFixture();
let site: StaticSite;
let smtp: SmtpReceiver;
const servers: { close(): void }[] = [];
let clock = new Date();

beforeAll(async () => {
  site = await loadStaticSite(fixture.dir);
  smtp = await createSmtpReceiver();
});
afterAll(async () => {
  for (const server of servers) server.close();
  await smtp.close();
  fixture.remove();
});

async function serve(db: SqlDatabase, inbox?: Partial<InboxConfig>) {
  const config: InboxConfig = {
    users: [team, "kim@agency.example"],
    sessionIdleMs: 12 * 3_600_000,
    sessionMaxMs: 7 * 86_400_000,
    email: { smtpUrl: smtp.url, to: ["leads@agency.example"], from: "inbox@agency.example" },
    brand: "Meridian Studio",
    siteUrl: "http://127.0.0.1:3000",
    ...inbox,
  };
  const { server } = createHttpServer({
    config: testAppConfig(),
    db,
    site,
    logger: createLogger("silent"),
    inbox: inbox && { config, db, mailer: createSignInMailer(config.email, config.brand), now: () => clock },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push({ close: () => server.close() });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  /** A request as a browser on our own page sends it (Origin), unless told otherwise. */
  const send = (
    path: string,
    { form, cookie, origin: from = origin }: { form?: Record<string, string>; cookie?: string; origin?: string | null } = {},
  ) =>
    fetch(origin + path, {
      method: form ? "POST" : "GET",
      redirect: "manual",
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
        ...(form && from !== null ? { origin: from } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
  return { origin, send };
}

/** Asks for a link for `email` and resolves with its path, from the e-mail that arrived. */
async function linkFor(send: Awaited<ReturnType<typeof serve>>["send"], email: string) {
  const before = smtp.received.length;
  expect((await send("/inbox/sign-in", { form: { email } })).status).toBe(200);
  const mails = await smtp.waitForMails(before + 1);
  const mail = mails.at(-1)!;
  expect(mail.envelopeTo).toEqual([email]);
  return new URL(/https?:\/\/\S+/.exec(mail.mail.text ?? "")![0]).pathname;
}

/** Opens the link and presses its button: resolves with the session cookie. */
async function signIn(send: Awaited<ReturnType<typeof serve>>["send"], email = team) {
  const path = await linkFor(send, email);
  const token = path.split("/").at(-1)!;
  const response = await send("/inbox/sign-in/confirm", { form: { token } });
  expect(response.status).toBe(303);
  return response.headers.get("set-cookie")!.split(";")[0]!;
}

const csrfOf = async (response: Response) => /name="csrf" value="([^"]+)"/.exec(await response.text())![1]!;

// Each test starts a sign-in window later: the per-client limit counts every test's sign-ins from 127.0.0.1.
beforeEach(() => {
  clock = new Date(clock.getTime() + 16 * 60_000);
});

describeOnPostgres("the inbox over HTTP", (engine) => {
  it("is off without INBOX_USERS: every /inbox path and method is the site's 404 page", async () => {
    const { send } = await serve(engine().db);
    const notFound = await (await send("/no/such/page")).text();
    for (const [path, form] of [
      ["/inbox"],
      ["/inbox/"],
      ["/inbox/inbox.css"],
      ["/Inbox/spam"],
      ["/inbox/sign-in", { email: team }],
    ] as const) {
      const response = await send(path, { form });
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe(notFound);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("e-mails a link to an allowed address only, with the same page for any other, and spends it only on the button", async () => {
    const { send } = await serve(engine().db, {});
    const before = smtp.received.length;
    const stranger = await send("/inbox/sign-in", { form: { email: "stranger@elsewhere.example" } });
    const strangerPage = await stranger.text();
    const path = await linkFor(send, team);
    expect(smtp.received.length, "one e-mail: the allowed address's").toBe(before + 1);
    const allowedPage = await (await send("/inbox/sign-in", { form: { email: "kim@agency.example" } })).text();
    expect(strangerPage).toBe(allowedPage);
    await smtp.waitForMails(before + 2);
    expect(smtp.received.flatMap((mail) => mail.envelopeTo)).not.toContain("stranger@elsewhere.example");
    expect(path).toMatch(/^\/inbox\/sign-in\/[A-Za-z0-9_-]{43}$/);

    // A mail scanner fetching the link twice spends nothing; the page's button does, once.
    for (let i = 0; i < 2; i++) expect(await (await send(path)).text()).toContain('action="/inbox/sign-in/confirm"');
    const token = path.split("/").at(-1)!;
    const confirmed = await send("/inbox/sign-in/confirm", { form: { token } });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe("/inbox");
    const cookie = confirmed.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^inbox_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/; Path=\/inbox(;|$)/);
    expect(cookie).toMatch(/; HttpOnly(;|$)/);
    expect(cookie).toMatch(/; SameSite=Lax(;|$)/);
    expect(cookie, "not Secure on a plain-http site").not.toMatch(/Secure/);

    const again = await send("/inbox/sign-in/confirm", { form: { token } });
    expect(again.status, "a link works once").toBe(410);
    expect((await send(path)).status).toBe(410);
  });

  it("refuses a link after 15 minutes (the clock moves, nothing waits)", async () => {
    const { send } = await serve(engine().db, {});
    const path = await linkFor(send, team);
    clock = new Date(clock.getTime() + 15 * 60_000);
    expect((await send(path)).status).toBe(410);
    expect((await send("/inbox/sign-in/confirm", { form: { token: path.split("/").at(-1)! } })).status).toBe(410);
  });

  it("sets a Secure cookie when the site is served over https", async () => {
    const { send } = await serve(engine().db, { siteUrl: "https://studio.example" });
    const path = await linkFor(send, team);
    const response = await send("/inbox/sign-in/confirm", { form: { token: path.split("/").at(-1)! } });
    expect(response.headers.get("set-cookie")).toMatch(/; Secure(;|$)/);
  });

  it("shows leads only with a session, shares sessions between replicas, and ends them when the address is removed", async () => {
    const { db } = engine();
    const leadId = await insertLead(db, { name: "Private Pauline", email: "pauline@example.com", message: "Confidential brief" });
    const replicaA = await serve(db, {});
    const replicaB = await serve(db, {});
    for (const path of ["/inbox", "/inbox/spam", `/inbox/leads/${leadId}`, `/inbox/leads/${leadId}/erase`, "/inbox/decisions"]) {
      const response = await replicaA.send(path);
      const body = await response.text();
      expect(body, path).not.toMatch(/Pauline|Confidential/);
      expect([200, 303], path).toContain(response.status);
    }
    const cookie = await signIn(replicaA.send);
    expect(await (await replicaB.send("/inbox", { cookie })).text(), "the other replica knows the session").toContain("Private Pauline");
    expect(await (await replicaB.send(`/inbox/leads/${leadId}`, { cookie })).text()).toContain("Confidential brief");

    const withoutSam = await serve(db, { users: ["kim@agency.example"] });
    const removed = await withoutSam.send("/inbox", { cookie });
    expect(await removed.text()).not.toContain("Private Pauline");
    expect(await (await replicaA.send("/inbox", { cookie })).text(), "its sessions ended everywhere").not.toContain("Private Pauline");
  });

  it("refuses a cross-site post or one without the session's token, and changes nothing", async () => {
    const { db } = engine();
    const leadId = await insertLead(db, { name: "Csrf Target" });
    const { send } = await serve(db, {});
    const cookie = await signIn(send);
    const csrf = await csrfOf(await send("/inbox", { cookie }));
    const attempts: { form: Record<string, string>; origin?: string | null }[] = [
      { form: { csrf }, origin: "https://evil.example" },
      { form: { csrf }, origin: null },
      { form: { csrf: "x".repeat(43) } },
      { form: { return: "/inbox" } },
    ];
    for (const attempt of attempts) {
      const response = await send(`/inbox/leads/${leadId}/spam`, { cookie, ...attempt });
      expect(response.status, JSON.stringify(attempt)).toBe(403);
    }
    expect((await send(`/inbox/leads/${leadId}/spam`, { form: { csrf } })).status, "no session").toBe(403);
    const [lead] = await listLeadsWithDeliveries(db, { id: leadId, limit: 1, folder: "inbox" });
    expect(lead!.spam).toBe(false);
    expect((await listDecisions(db.sql)).filter((decision) => decision.leadId === leadId)).toEqual([]);

    const done = await send(`/inbox/leads/${leadId}/spam`, { cookie, form: { csrf, return: "/inbox" } });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(`/inbox?done=spam&lead=${leadId}&n=0`);
    const [marked] = await listLeadsWithDeliveries(db, { id: leadId, limit: 1, folder: "inbox" });
    expect(marked!.spam).toBe(true);
    expect((await listDecisions(db.sql)).find((decision) => decision.leadId === leadId)).toMatchObject({ decidedBy: team, action: "spam" });
  });

  it("shows a lead the team marked as the team's decision, not as the filter's borderline score", async () => {
    const { db } = engine();
    const leadId = await insertLead(db, { name: "Scored Low" });
    await db.sql.query(
      "update private.lead_screenings set screened_at = now(), spam = false, score = 0.3, decided_by = 'filter' where submission_id = $1",
      [leadId],
    );
    const { send } = await serve(db, {});
    const cookie = await signIn(send);
    const csrf = await csrfOf(await send("/inbox", { cookie }));
    expect((await send(`/inbox/leads/${leadId}/spam`, { cookie, form: { csrf, return: "/inbox/spam" } })).status).toBe(303);
    const page = await (await send(`/inbox/leads/${leadId}`, { cookie })).text();
    expect(page).toMatch(/marked spam by the operator \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    expect(page).not.toContain("borderline</span>");
  });

  it("puts no-store, noindex and frame protection on every /inbox response", async () => {
    const { send } = await serve(engine().db, {});
    const cookie = await signIn(send);
    const responses = [
      await send("/inbox"),
      await send("/inbox/inbox.css"),
      await send("/inbox/no-such-page", { cookie }),
      await send("/inbox/sign-in/not-a-token"),
      await send("/inbox/sign-out", { form: {}, origin: "https://evil.example" }),
      await send("/inbox", { cookie }),
    ];
    for (const response of responses) {
      expect(response.headers.get("cache-control"), response.url).toBe("no-store");
      expect(response.headers.get("x-robots-tag"), response.url).toBe("noindex, nofollow");
      expect(response.headers.get("x-frame-options"), response.url).toBe("DENY");
      expect(response.headers.get("content-security-policy"), response.url).toMatch(/frame-ancestors 'none'/);
      expect(response.headers.get("content-security-policy"), response.url).not.toMatch(/script-src|unsafe/);
    }
  });

  it("limits sign-in requests per address, with the same answer whoever the address is", async () => {
    const { send } = await serve(engine().db, {});
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await send("/inbox/sign-in", { form: { email: "nobody@elsewhere.example" } })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
