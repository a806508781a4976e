import { expect, test, type Cookie, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { openDatabase } from "../server/db/open-database.ts";
import type { SqlDatabase } from "../server/db/sql-database.ts";
import { formatLeadsCsv } from "../server/leads/leads-format.ts";
import { testLessonKey } from "../testing/lesson-key.ts";
import { startPostgresCluster, type PostgresCluster } from "../testing/postgres-cluster.ts";
import { startServerProcess, type ServerProcess } from "../testing/server-process.ts";
import { builtServerCommand } from "./support/built-server";
import { createSmtpReceiver, type SmtpReceiver } from "../testing/smtp-receiver.ts";
import { createWebhookReceiver, type WebhookReceiver } from "../testing/webhook-receiver.ts";
import { fillForm, form, thankYou, uniqueMessage } from "./support/contact";
import { openLeadsCommand, type LeadsCommand } from "./support/leads-command";
import { expectNoAxeViolations, waitForHydration } from "./support/site";

// The team's inbox end to end: our own server with INBOX_USERS on a throwaway PostgreSQL (so the
// test can read what the filter learned and what the audit holds), the SMTP sink receiving the
// sign-in links and the webhook receiver receiving the leads. The link's expiry is tested with a
// moved clock in server/inbox/inbox-http.test.ts; a browser test would have to wait 15 minutes.

// Each test signs in and sends leads through the real form: minutes on a busy two-core machine.
test.describe.configure({ mode: "serial", timeout: 150_000 });

const team = "sam@agency.example";
const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
let cluster: PostgresCluster;
let db: SqlDatabase;
let smtp: SmtpReceiver;
let webhook: WebhookReceiver;
let server: ServerProcess;
let leads: LeadsCommand;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  cluster = await startPostgresCluster();
  smtp = await createSmtpReceiver();
  webhook = await createWebhookReceiver({ secret });
  server = await startServerProcess(
    {
      DATABASE_URL: cluster.url,
      STATIC_DIR: "build/client",
      INBOX_USERS: `${team}, kim@agency.example`,
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL_TO: "leads@agency.example",
      NOTIFY_EMAIL_FROM: "inbox@agency.example",
      NOTIFY_WEBHOOK_URL: webhook.url,
      NOTIFY_WEBHOOK_SECRET: secret,
      RATE_LIMIT_PER_CLIENT: "1000",
    },
    90_000,
    { command: builtServerCommand() },
  );
  db = await openDatabase({ databaseUrl: cluster.url, dataDir: "unused", lessonKey: testLessonKey });
  leads = openLeadsCommand({ databaseUrl: cluster.url, lessonKey: testLessonKey });
});
test.afterAll(async () => {
  await server?.stop();
  await leads?.close();
  await db?.close();
  await cluster?.stop();
  await webhook?.stop();
  await smtp?.close();
});

/** What the operator's command prints for these flags (`{ decisions: "all" }` is `--decisions all`), on the inbox's database. */
const leadsCommand = async (input: Record<string, string>) => (await leads.run(input)).stdout;
const mailsTo = (address: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(address));

/** Asks for a link in the browser and resolves with the link's path on this server. */
async function askForLink(page: Page, email: string) {
  await page.goto(`${server.url}/inbox`);
  await page.getByRole("textbox", { name: "Your e-mail address" }).fill(email);
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
}
async function signIn(page: Page) {
  const before = mailsTo(team).length;
  await askForLink(page, team);
  await expect.poll(() => mailsTo(team).length).toBe(before + 1);
  const link = new URL(/https?:\/\/\S+/.exec(mailsTo(team).at(-1)!.mail.text ?? "")![0]);
  await page.goto(`${server.url}${link.pathname}`);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
  session = (await page.context().cookies()).find((cookie) => cookie.name === "inbox_session");
  return link.pathname;
}
/**
 * The session of the last sign-in, in this test's browser: the sign-in limits (3 links per address
 * in 15 minutes) hold for tests too, so each test does not ask for a link of its own.
 */
let session: Cookie | undefined;
async function useSession(page: Page) {
  if (!session) return void (await signIn(page));
  await page.context().addCookies([session]);
  await page.goto(`${server.url}/inbox`);
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
}
async function sendLead(page: Page, message: ReturnType<typeof uniqueMessage>) {
  await page.goto(`${server.url}/contact`);
  await waitForHydration(page);
  await fillForm(page, message);
  await form(page).send.click();
  await expect(thankYou(page)).toBeVisible({ timeout: 30_000 });
}
const leadIdOf = async (email: string) =>
  (await db.sql.query<{ id: string }>("select id from public.contact_submissions where email = $1 order by created_at desc", [email]))[0]!
    .id;
const lessonOf = async (leadId: string) =>
  (await db.sql.query<{ spam: boolean }>("select spam from private.spam_lessons where submission_id = $1", [leadId]))[0]?.spam;

test("without a session: the sign-in form, no lead's data, and the inbox's headers", async ({ page }) => {
  const message = uniqueMessage("unseen");
  await sendLead(page, message);
  for (const path of ["/inbox", "/inbox/spam", `/inbox/leads/${await leadIdOf(message.email)}`, "/inbox/decisions"]) {
    const response = await page.goto(`${server.url}${path}`);
    expect(response!.status(), path).toBe(200);
    const headers = response!.headers();
    expect(headers["cache-control"]).toBe("no-store");
    expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    await expect(page.getByRole("heading", { name: "Sign in to the inbox" })).toBeVisible();
    expect(await page.content()).not.toContain(message.name);
  }
  const sitemap = await (await page.request.get(`${server.url}/sitemap.xml`)).text();
  expect(sitemap).toContain("<urlset");
  expect(sitemap).not.toContain("/inbox");
});

test("signs in an allowed address by its e-mailed link, once; another address sees the same page and gets nothing", async ({
  page,
  context,
}) => {
  await askForLink(page, "stranger@elsewhere.example");
  const strangerPage = await page.locator("main").innerHTML();
  const path = await signIn(page);
  expect(mailsTo("stranger@elsewhere.example")).toEqual([]);
  await page.getByRole("button", { name: "Sign out" }).click();
  await askForLink(page, "kim@agency.example");
  expect(await page.locator("main").innerHTML()).toBe(strangerPage);

  const [cookie] = (await context.cookies()).filter((c) => c.name === "inbox_session");
  expect(cookie, "signed out: the cookie is gone").toBeUndefined();
  await page.goto(`${server.url}${path}`);
  await expect(page.getByRole("heading", { name: "This link no longer works" })).toBeVisible();

  await signIn(page);
  const [session] = (await context.cookies()).filter((c) => c.name === "inbox_session");
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/inbox", secure: false });
});

test("a lead sent by the form appears; Spam teaches the filter, Not spam delivers a held lead and teaches it too", async ({ page }) => {
  await useSession(page);
  const first = uniqueMessage("inbox first");
  await sendLead(page, first);
  await page.goto(`${server.url}/inbox`);
  const card = page.locator("li.lead", { hasText: first.name });
  await expect(card).toContainText(first.message);
  await expect(card).toContainText(first.company);
  const firstId = await leadIdOf(first.email);
  await expect.poll(() => webhook.received.some((hook) => JSON.stringify(hook.body).includes(firstId))).toBe(true);

  await card.getByRole("button", { name: "Spam", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Marked as spam");
  await expect(page.locator("li.lead", { hasText: first.name })).toHaveCount(0);
  expect(await lessonOf(firstId)).toBe(true);

  // The sender is distrusted now: their next message is held, and waits in the spam folder.
  const second = { ...uniqueMessage("inbox second"), email: first.email };
  await sendLead(page, second);
  const secondId = (
    await db.sql.query<{ id: string }>("select id from public.contact_submissions where message = $1", [second.message])
  )[0]!.id;
  // The outbox screens a lead after the form's answer, and until then it lists in the inbox: on a
  // busy machine the first look at the spam folder can come before the verdict, so look again.
  const held = page.locator("li.lead", { hasText: second.message });
  await expect(async () => {
    await page.goto(`${server.url}/inbox/spam`);
    await expect(held).toContainText("webhook held", { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  expect(webhook.received.some((hook) => JSON.stringify(hook.body).includes(secondId))).toBe(false);
  await held.getByRole("button", { name: "Not spam" }).click();
  await expect(page.getByRole("status")).toContainText("Marked as not spam");
  await expect.poll(() => webhook.received.some((hook) => JSON.stringify(hook.body).includes(secondId)), { timeout: 20_000 }).toBe(true);
  expect(await lessonOf(secondId)).toBe(false);

  // Undo is one click too: the release's undo marks it spam again.
  await page.getByRole("button", { name: "Undo: spam" }).click();
  await expect(page.getByRole("status")).toContainText("Marked as spam");
  expect(await lessonOf(secondId)).toBe(true);

  const audit = await leadsCommand({ decisions: "all" });
  expect(audit).toMatch(new RegExp(`${team}\\s+spam\\s+${secondId}`));
  expect(audit).toMatch(new RegExp(`${team}\\s+not-spam\\s+${secondId}`));
  await page.goto(`${server.url}/inbox/decisions`);
  await expect(page.getByRole("row", { name: new RegExp(`not-spam ${secondId}`) })).toBeVisible();
});

test("exports the leads as the CLI's CSV, formulas neutralised", async ({ page }) => {
  await useSession(page);
  const lead = { ...uniqueMessage("export"), company: "=HYPERLINK(1)" };
  await sendLead(page, lead);
  await page.goto(`${server.url}/inbox`);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await file.path())!, "utf8");
  expect(csv.split("\r\n")[0], "the CLI's columns").toBe(formatLeadsCsv([]).split("\r\n")[0]);
  expect(csv).toContain(`${lead.name},${lead.email},'=HYPERLINK(1)`);
});

test("refuses a cross-site post, which changes nothing", async ({ page }) => {
  await useSession(page);
  const lead = uniqueMessage("cross-site");
  await sendLead(page, lead);
  const id = await leadIdOf(lead.email);
  await page.goto(`${server.url}/inbox/leads/${id}`);
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  const forged = await page.request.post(`${server.url}/inbox/leads/${id}/spam`, {
    form: { csrf },
    headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
  });
  expect(forged.status()).toBe(403);
  expect(await lessonOf(id)).toBeUndefined();
  expect((await db.sql.query("select 1 from private.inbox_decisions where lead_id = $1", [id])).length).toBe(0);
});

test("erases a person after a confirmation naming what goes, with the decisions on their leads", async ({ page }) => {
  await useSession(page);
  const lead = uniqueMessage("erase");
  await sendLead(page, lead);
  const id = await leadIdOf(lead.email);
  await page.goto(`${server.url}/inbox/leads/${id}`);
  await page.getByRole("button", { name: "Spam", exact: true }).click();
  await page.getByRole("link", { name: "Erase this person…" }).click();
  await expect(page.getByRole("heading", { name: `Erase everything held on ${lead.email}?` })).toBeVisible();
  await expect(page.locator("#erase-what")).toContainText(/1 lead,\s+\d delivery records?,\s+1 spam verdict and 1 sender rule/);
  await page.getByRole("button", { name: "Erase 1 lead" }).click();
  await expect(page.getByRole("status")).toContainText("Erased: 1 lead");
  expect(JSON.parse(await leadsCommand({ person: lead.email })).leads).toEqual([]);
  expect((await db.sql.query("select 1 from private.inbox_decisions where lead_id = $1", [id])).length).toBe(0);
  expect(await leadsCommand({ decisions: "all" })).toMatch(new RegExp(`${team}\\s+erase\\s+-\\s+1 leads`));
});

test("in the design system at 375 and 1440, light and dark: axe clean, keyboard reachable, focus visible", async ({ page }, testInfo) => {
  await useSession(page);
  // Something in each list to look at: one lead delivered, one marked as spam.
  const kept = {
    ...uniqueMessage("screens"),
    message: "We are a small clinic and need a booking app that our patients can use on their phones.",
  };
  const marked = uniqueMessage("screens spam");
  for (const lead of [kept, marked]) await sendLead(page, lead);
  await page.goto(`${server.url}/inbox`);
  await page.locator("li.lead", { hasText: marked.name }).getByRole("button", { name: "Spam", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Marked as spam");
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      for (const [name, path] of [
        ["inbox", "/inbox"],
        ["spam", "/inbox/spam"],
      ] as const) {
        await page.goto(`${server.url}${path}`);
        await expectNoAxeViolations(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${name} at ${width} scrolls sideways`).toBeLessThanOrEqual(0);
        // Kept with the run's results for a person to look at (as layout.spec.ts does); CI takes none:
        // nothing compares them there, and a full-page PNG costs more than the checks above.
        if (!process.env.CI)
          await page.screenshot({ path: testInfo.outputPath(`${name}-${width}-${scheme}.jpg`), fullPage: true, quality: 80 });
      }
    }
  }
  await page.goto(`${server.url}/inbox/decisions`);
  await expectNoAxeViolations(page);
  // Keyboard only: the skip link first, then the inbox's own links, each with a visible ring.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Tab");
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
  expect(outline).toBe("solid");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expectNoAxeViolations(page);
});
