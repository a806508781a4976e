import { expect, test, type Page } from "@playwright/test";
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

// The contact form when something other than the insert goes wrong: a script the page loads on
// demand is gone (a deploy while the page was open), the browser is offline, and what keyboard and
// screen-reader users get meanwhile. In every case the visitor keeps the page and what they typed,
// sees (and hears) the spec's error, and can send again.

/** The toast component's own chunk, loaded with the first toast. */
const toastChunk = /\/assets\/toast-view-[\w-]+\.js$/;
/** Every script of the build: after hydration, only the chunks loaded on demand are still asked for. */
const anyChunk = /\/assets\/[^/]+\.js$/;

const errorWords = "Failed to send message. Please try again.";
const liveRegion = (page: Page, politeness: "polite" | "assertive") => page.locator(`.sr-only[aria-live="${politeness}"]`);

async function expectErrorShownAndFormKept(page: Page, message: Message) {
  await expect(visibleToasts(page)).toHaveCount(1);
  await expect(visibleToasts(page)).toContainText("Error");
  await expect(visibleToasts(page)).toContainText(errorWords);
  await expect(page.getByRole("heading", { level: 1 }), "the page is still the contact page").toHaveText("Let's build something great");
  await expectFormKeeps(page, message);
  await expect(form(page).send).toBeEnabled();
}

async function expectSentAndStoredOnce(page: Page, message: Message) {
  await expect(thankYou(page)).toBeVisible();
  await expect(visibleToasts(page)).toHaveCount(1);
  await expect(visibleToasts(page)).toContainText("Message sent!");
  const leads = await leadsFrom(message.email);
  expect(leads, "exactly one row is stored").toHaveLength(1);
  expect(leads[0]).toMatchObject({ name: message.name, message: message.message });
}

test("when the toast's script cannot load, a failed send still shows the error words, keeps the values and can be retried", async ({
  page,
}) => {
  await openPage(page, "/contact");
  await page.route(toastChunk, (route) => route.fulfill({ status: 404, body: "" }));
  await page.route(insertUrl, (route) => route.fulfill({ status: 503, contentType: "application/json", body: "{}" }), { times: 1 });
  const message = uniqueMessage("toast chunk 404");
  await fillForm(page, message);
  await form(page).send.click();

  await expectErrorShownAndFormKept(page, message);
  await form(page).send.click();
  await expectSentAndStoredOnce(page, message);
});

test("when every script not yet loaded answers 404 (a deploy while the page is open), sending fails plainly and a retry succeeds", async ({
  page,
}) => {
  await openPage(page, "/contact");
  await page.route(anyChunk, (route) => route.fulfill({ status: 404, body: "" }));
  const message = uniqueMessage("chunks 404");
  await fillForm(page, message);
  await form(page).send.click();

  await expectErrorShownAndFormKept(page, message);
  expect(await leadsFrom(message.email)).toEqual([]);

  await page.unroute(anyChunk);
  await form(page).send.click();
  await expectSentAndStoredOnce(page, message);
});

test("offline, a send fails at once like any failure (no endless 'Sending...'), and sends once back online", async ({ page, context }) => {
  await openPage(page, "/contact");
  const message = uniqueMessage("offline");
  await fillForm(page, message);
  await context.setOffline(true);
  await form(page).send.click();

  await expectErrorShownAndFormKept(page, message);
  await context.setOffline(false);
  // Nothing was queued behind the visitor's back: coming back online sends nothing by itself.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
  expect(await leadsFrom(message.email)).toEqual([]);

  await form(page).send.click();
  await expectSentAndStoredOnce(page, message);
});

test("keyboard focus stays on the Send button while sending and after an error; a second Enter sends nothing more", async ({ page }) => {
  await openPage(page, "/contact");
  const inserts: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(insertUrl, async (route) => {
    inserts.push(route.request().url());
    await released;
    await route.fulfill({ status: 503, contentType: "application/json", body: "{}" });
  });
  const message = uniqueMessage("focus");
  await fillForm(page, message);
  await form(page).send.focus();
  await page.keyboard.press("Enter");

  const sending = form(page).sending;
  await expect(sending).toBeFocused();
  await expect(sending).toHaveAttribute("aria-disabled", "true");
  expect(await sending.evaluate((button) => getComputedStyle(button).opacity), "the label is not dimmed").toBe("1");
  await page.keyboard.press("Enter");
  await form(page).message.press("Enter"); // Enter in a field submits too; still ignored
  await sending.focus();
  expect(inserts, "the second submit was ignored").toHaveLength(1);

  release();
  await expect(visibleToasts(page)).toContainText(errorWords);
  await expect(form(page).send, "focus is still on the button after the error").toBeFocused();
  await expect(form(page).send).not.toHaveAttribute("aria-disabled", "true");
  expect(inserts).toHaveLength(1);
});

test("screen readers hear title and description as one sentence pair, without doubled punctuation", async ({ page }) => {
  await openPage(page, "/contact");
  await page.route(insertUrl, (route) => route.fulfill({ status: 503, contentType: "application/json", body: "{}" }), { times: 1 });
  const message = uniqueMessage("announcements");
  await fillForm(page, message);
  await form(page).send.click();
  await expect(liveRegion(page, "assertive")).toHaveText(`Error: ${errorWords}`);

  await form(page).send.click();
  await expect(liveRegion(page, "polite")).toHaveText("Message sent! We'll get back to you within 1-2 business days.");
  await expect(liveRegion(page, "assertive")).toHaveText("");
});
