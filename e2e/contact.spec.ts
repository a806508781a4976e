import { expect, test, type Page, type Route } from "@playwright/test";
import {
  expectFormKeeps,
  fillForm,
  form,
  insertUrl,
  leadsFrom,
  thankYou,
  uniqueMessage,
  visibleToasts,
  type Message,
} from "./support/contact";
import { openPage } from "./support/site";

// The contact form against the real server and a real database. Only failures are staged, at
// the network edge (page.route); supabase-js and the app's own code run as in production.

/** Counts the inserts the page sends, whatever answers them. */
function countInserts(page: Page) {
  const sent: string[] = [];
  page.on("request", (request) => request.method() === "POST" && request.url().includes("/rest/v1/") && sent.push(request.url()));
  return sent;
}

async function expectStoredOnce(message: Message) {
  const leads = await leadsFrom(message.email);
  expect(leads, "exactly one row is stored").toHaveLength(1);
  expect(leads[0]).toMatchObject({ name: message.name, email: message.email, company: message.company, message: message.message });
}

async function expectSent(page: Page) {
  await expect(thankYou(page)).toBeVisible();
  await expect(page.getByText("Expect a reply within 1-2 business days.")).toBeVisible();
  await expect(form(page).name, "the form is replaced by the thank-you").toHaveCount(0);
  await expect(visibleToasts(page)).toHaveCount(1);
  await expect(visibleToasts(page)).toContainText("Message sent!");
  await expect(visibleToasts(page)).toContainText("We'll get back to you within 1-2 business days.");
}

test("the form shows its fields, placeholders and privacy note", async ({ page }) => {
  await openPage(page, "/contact");
  const fields = form(page);
  await expect(fields.name).toHaveAttribute("placeholder", "Jane Doe");
  await expect(fields.email).toHaveAttribute("type", "email");
  await expect(fields.email).toHaveAttribute("placeholder", /@/);
  await expect(fields.company).toHaveAttribute("placeholder", /\S/);
  await expect(fields.message).toHaveAttribute("placeholder", "Project goals, timeline, budget...");
  await expect(fields.message).toHaveAttribute("rows", "6");
  await expect(fields.send).toBeEnabled();
  await expect(page.getByRole("main")).toContainText(/never share your information/i);
  await expect(page.getByRole("main")).toContainText(/privacy policy/i);
  for (const fact of ["1-2 business days", "2 weeks", "2-6 engineers", "Design, Web, Mobile, Cloud"]) {
    // In the facts list; "what happens next" repeats the reply promise in its own words.
    await expect(page.getByRole("main").locator("dl").getByText(fact, { exact: true })).toBeVisible();
  }
});

test("an empty or invalid submit is stopped by the browser and sends nothing", async ({ page }) => {
  await openPage(page, "/contact");
  const inserts = countInserts(page);
  const fields = form(page);

  await fields.send.click();
  await expect(fields.name, "the browser points at the first missing field").toBeFocused();
  expect(await fields.name.evaluate((input: HTMLInputElement) => input.validationMessage)).not.toBe("");

  const message = uniqueMessage("invalid e-mail");
  await fillForm(page, { ...message, email: "not-an-email" });
  await fields.send.click();
  await expect(fields.email).toBeFocused();
  expect(await fields.email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);

  await fields.email.fill(message.email);
  await fields.message.fill("");
  await fields.send.click();
  await expect(fields.message).toBeFocused();
  await expect(fields.send).toHaveText("Send message");
  expect(inserts, "nothing was sent while the form was invalid").toEqual([]);
  await expect(visibleToasts(page)).toHaveCount(0);

  // The same form, once complete, does send: the count above could have seen it.
  await fields.message.fill(message.message);
  await fields.send.click();
  await expectSent(page);
  expect(inserts).toHaveLength(1);
});

test("while the message is in flight the button reads 'Sending...' and is disabled; then it is stored", async ({ page }) => {
  await openPage(page, "/contact");
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(insertUrl, async (route) => {
    await released;
    await route.continue();
  });

  const message = uniqueMessage("in flight");
  await fillForm(page, message);
  await form(page).send.click();
  await expect(form(page).sending).toBeDisabled();
  await expect(form(page).send).toHaveCount(0);
  await expectFormKeeps(page, message);

  release();
  await expectSent(page);
  await expectStoredOnce(message);
});

test("a message without a company is stored with no company", async ({ page }) => {
  await openPage(page, "/contact");
  const message = uniqueMessage("no company");
  await fillForm(page, { ...message, company: "" });
  await form(page).send.click();
  await expectSent(page);
  const [lead] = await leadsFrom(message.email);
  expect(lead).toMatchObject({ name: message.name, company: null, message: message.message });
});

const failures: { name: string; fail: (route: Route) => Promise<void> }[] = [
  {
    name: "the backend answers 503",
    fail: (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ code: "503", details: null, hint: null, message: "Service Unavailable" }),
      }),
  },
  { name: "the backend cannot be reached", fail: (route) => route.abort("connectionrefused") },
];

for (const { name, fail } of failures) {
  test(`when ${name}, the error toast shows, the values stay, and a retry succeeds`, async ({ page }) => {
    await openPage(page, "/contact");
    await page.route(insertUrl, fail, { times: 1 });
    const message = uniqueMessage(name);
    await fillForm(page, message);
    await form(page).send.click();

    await expect(visibleToasts(page)).toHaveCount(1);
    await expect(visibleToasts(page)).toContainText("Error");
    await expect(visibleToasts(page)).toContainText("Failed to send message. Please try again.");
    await expect(page.getByRole("alert")).toContainText("Failed to send message. Please try again.");
    await expectFormKeeps(page, message);
    await expect(form(page).send).toBeEnabled();
    expect(await leadsFrom(message.email)).toEqual([]);

    await form(page).send.click();
    await expectSent(page); // the success toast replaces the error: still one
    await expectStoredOnce(message);
  });
}

test("never more than one toast, however many sends fail", async ({ page }) => {
  await openPage(page, "/contact");
  let failed = 0;
  await page.route(insertUrl, async (route) => {
    failed++;
    await route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ code: "XX000", details: null, hint: null, message: "boom" }),
    });
  });
  await fillForm(page, uniqueMessage("three failures"));
  for (let attempt = 1; attempt <= 3; attempt++) {
    await form(page).send.click();
    await expect.poll(() => failed).toBe(attempt);
    await expect(form(page).send).toBeEnabled();
    await expect(visibleToasts(page)).toHaveCount(1);
  }
  await expect(visibleToasts(page)).toContainText("Failed to send message. Please try again.");
});
