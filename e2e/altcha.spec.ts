import { expect, test, type Page } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { productionProofOfWork } from "../server/intake/altcha-guard.ts";
import { startServerProcess, type ServerProcess } from "../testing/server-process.ts";
import { builtServerCommand } from "./support/built-server";
import { fillForm, form, thankYou, uniqueMessage } from "./support/contact";
import { copyMigratedDatabase } from "./support/migrated-database";
import { openLeadsCommand } from "./support/leads-command";
import { waitForHydration } from "./support/site";

// CAPTCHA=altcha end to end: our own server with the setting (the suite's shared server runs
// without it), the production build, the real altcha widget solving in the browser's workers.
// The page learns that a proof is wanted from the server, so the same build serves both.

test.describe.configure({ mode: "serial" });

let server: ServerProcess;
let runDir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000); // the first run on a machine builds the migrated database it copies
  runDir = mkdtempSync(join(tmpdir(), "agency-altcha-e2e-"));
  await copyMigratedDatabase(join(runDir, "data"));
  server = await startServerProcess(
    {
      DATA_DIR: join(runDir, "data"),
      STATIC_DIR: "build/client",
      CAPTCHA: "altcha",
      ALTCHA_HMAC_KEY: "e2e-altcha-key-0123456789abcdef0123456789",
    },
    60_000,
    { command: builtServerCommand() },
  );
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(runDir, { recursive: true, force: true });
});

/** The leads the operator's command lists (`--format json`, with `--spam` for the folder), read from this server's socket. */
async function storedFrom(email: string, folder: "delivered" | "spam" = "delivered") {
  const leads = openLeadsCommand({ dataDir: join(runDir, "data") });
  try {
    const { stdout } = await leads.run({ format: "json", limit: "1000", ...(folder === "spam" ? { "spam-folder": true } : {}) });
    return (JSON.parse(stdout) as { email: string }[]).filter((lead) => lead.email === email);
  } finally {
    await leads.close();
  }
}

/** Content-Security-Policy violations and other errors the page logs. */
function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test("the browser solves the challenge and sends the proof with the insert", async ({ page }) => {
  const errors = consoleErrors(page);
  const challenges: string[] = [];
  page.on("request", (request) => request.url().endsWith("/altcha/challenge") && challenges.push(request.method()));
  await page.goto(`${server.url}/contact`);
  await waitForHydration(page);
  expect(challenges, "nothing is asked before the visitor starts on the form").toEqual([]);

  const message = uniqueMessage("altcha");
  await fillForm(page, message);
  const insert = page.waitForRequest((request) => request.url().includes("/rest/v1/contact_submissions") && request.method() === "POST");
  await form(page).send.click();
  const sent = await insert;
  expect(sent.headers()["x-altcha"], "the proof rides in the X-Altcha header").toMatch(/^[A-Za-z0-9+/=]{40,}$/);
  expect(sent.postDataJSON()).toEqual([{ name: message.name, email: message.email, company: message.company, message: message.message }]);
  expect((await sent.response())?.status()).toBe(201);
  await expect(thankYou(page)).toBeVisible({ timeout: 30_000 });
  expect(await storedFrom(message.email)).toHaveLength(1);
  expect(challenges.length).toBeGreaterThan(0);
  // The compiled server, started as an operator starts it, asks production's difficulty (tests elsewhere ask less).
  const issued = (await (await fetch(`${server.url}/altcha/challenge`)).json()) as { parameters: { cost: number } };
  expect(issued.parameters.cost, "the server issues challenges at production's cost").toBe(productionProofOfWork.cost);
  expect(errors, "no CSP violation or other error").toEqual([]);
});

test("pages other than the contact page never load the widget", async ({ page }) => {
  const loaded: string[] = [];
  page.on("request", (request) => loaded.push(request.url()));
  await page.goto(`${server.url}/`);
  await waitForHydration(page);
  await page.getByRole("link").first().focus();
  expect(loaded.filter((url) => /altcha/i.test(url))).toEqual([]);
});

test("the insert without a proof is refused, and so is a replayed one", async ({ page }) => {
  const message = uniqueMessage("no proof");
  // Each post on a connection of its own: the server closes one idle for 5 s
  // (server/http/connection-limits.ts), and the second post, about that long after the first,
  // could reuse it just as it closed and be reset.
  const post = (headers: Record<string, string>) =>
    page.request.post(`${server.url}/rest/v1/contact_submissions`, {
      headers: { apikey: "public-anon-key", "Content-Type": "application/json", Connection: "close", ...headers },
      data: [{ name: message.name, email: message.email, company: null, message: message.message }],
    });
  const refused = await post({});
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: "42501", message: "Proof of work required" });

  // A proof the browser made, sent a second time.
  let proof = "";
  await page.route("**/rest/v1/contact_submissions*", async (route) => {
    proof = route.request().headers()["x-altcha"] ?? "";
    await route.continue();
  });
  await page.goto(`${server.url}/contact`);
  await waitForHydration(page);
  await fillForm(page, uniqueMessage("replayed"));
  await form(page).send.click();
  await expect(thankYou(page)).toBeVisible({ timeout: 30_000 });
  const replayed = await post({ "X-Altcha": proof });
  expect(replayed.status()).toBe(403);
  expect(await replayed.json()).toMatchObject({ message: "Proof of work already used" });
  expect(await storedFrom(message.email)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // A plain form post carries no proof of work: it is stored, and held for the operator's review
  // (listed under --spam) instead of delivered, so the check cannot be bypassed by skipping the script.
  test("the form still stores, and holds the message for review", async ({ page }) => {
    const message = uniqueMessage("altcha no-js");
    await page.goto(`${server.url}/contact`);
    await fillForm(page, message);
    await form(page).send.click();
    await expect(page).toHaveURL(/\/contact\/sent$/);
    expect(await storedFrom(message.email, "spam")).toHaveLength(1);
    expect(await storedFrom(message.email)).toEqual([]);
  });
});
