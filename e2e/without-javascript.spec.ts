import { expect, test, type Page, type Route } from "@playwright/test";
import { expectFormKeeps, fillForm, form, leadsFrom, thankYou, uniqueMessage, type Message } from "./support/contact";
import { scrollIntoViewRendered, waitForHydration } from "./support/site";

// The site before and without JavaScript: with JavaScript switched off, and with JavaScript on
// but every script held back (a slow phone before hydration). Held scripts only mean something
// on the pages that hydrate (Home, Contact); the others have no scripts to hold but the inline
// head script, and are the same page with JavaScript on as tested elsewhere. The form posts to our server
// (POST /contact), the menu is a native popover, the carousel a scrollable list.

const phone = { width: 375, height: 812 };

/** Every URL the page asks for, and every URL it shows: none may carry the visitor's details. */
function watchUrls(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  page.on("framenavigated", (frame) => urls.push(frame.url()));
  return urls;
}

function expectNoPersonalData(urls: readonly string[], message: Message) {
  const secrets = [message.name, message.email, message.message].flatMap((text) => [
    text,
    encodeURIComponent(text),
    new URLSearchParams({ x: text }).toString().slice(2),
  ]);
  // Beyond the details themselves, no query at all, but the column list supabase-js sends.
  const leaking = urls.filter((url) => secrets.some((secret) => url.includes(secret)) || (url.includes("?") && !url.includes("/rest/v1/")));
  expect(leaking, "no URL carries the visitor's details").toEqual([]);
}

async function expectStoredOnce(message: Message) {
  const leads = await leadsFrom(message.email);
  expect(leads, "exactly one row is stored").toHaveLength(1);
  expect(leads[0]).toMatchObject({ name: message.name, email: message.email, company: message.company, message: message.message });
}

/** The thank-you page the server redirects to: the spec's words, and no form. */
async function expectThankYouPage(page: Page) {
  await expect(page).toHaveURL(/\/contact\/sent$/);
  await expect(thankYou(page)).toBeVisible();
  await expect(page.getByText("Expect a reply within 1-2 business days.")).toBeVisible();
  await expect(form(page).name).toHaveCount(0);
}

/** Holds back every script request until released (the page stays as prerendered, unhydrated). */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route(
    (url) => url.pathname.endsWith(".js"),
    (route) => (holding ? held.push(route) : route.continue()),
  );
  return {
    held,
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
    },
  };
}

// Module preloads and module scripts in the HTML count towards a page's load event, which would
// never come while they are held: wait for the document itself.
const heldScriptsGoto = { waitUntil: "domcontentloaded" } as const;

const menuToggle = (page: Page) => page.getByRole("banner").getByRole("button", { name: /menu/ });
const menuLink = (page: Page, name: string) => page.getByRole("banner").getByRole("link", { name, exact: true });
// The form's own notice (the toaster keeps an empty live region of its own).
const formAlert = (page: Page) => page.getByRole("main").getByRole("alert");
const carousel = (page: Page) => page.getByRole("region", { name: "Testimonials" });
const slide = (page: Page, n: number) => carousel(page).getByRole("group", { name: `Testimonial ${n} of 3` });

async function expectMenuOpensAndCloses(page: Page) {
  await expect(menuLink(page, "Work")).toBeHidden();
  await menuToggle(page).click();
  for (const name of ["Services", "Work", "About", "Contact", "Book a call"]) await expect(menuLink(page, name)).toBeVisible();
  // The open menu sits right under the header, across the page.
  const header = (await page.getByRole("navigation", { name: "Main" }).boundingBox())!;
  const link = (await menuLink(page, "Services").boundingBox())!;
  expect(link.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  await menuToggle(page).click();
  await expect(menuLink(page, "Work")).toBeHidden();
}

test.describe("with JavaScript switched off", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form is stored once and shows the thank-you page; a refresh sends nothing again", async ({ page }) => {
    const urls = watchUrls(page);
    await page.goto("/contact");
    const message = uniqueMessage("no javascript");
    await fillForm(page, message);
    const posted = page.waitForResponse((response) => response.request().method() === "POST");
    await form(page).send.click();
    expect((await posted).status()).toBe(303);
    await expectThankYouPage(page);
    await expectStoredOnce(message);

    await page.reload();
    await expectThankYouPage(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/contact$/);
    await expectStoredOnce(message);
    expectNoPersonalData(urls, message);
  });

  test("a refused message comes back with the error and the values kept, and nothing is stored", async ({ page }) => {
    const urls = watchUrls(page);
    await page.goto("/contact");
    // The browser only checks required fields and the e-mail shape; the server refuses a name
    // over 200 characters. The values try to break out of their fields.
    const message = {
      ...uniqueMessage("refused"),
      name: `Ada "><script>document.title="pwned"</script>${"x".repeat(200)}`,
      company: "A & B <Ltd>",
      message: "Hello </textarea><script>document.title='pwned'</script>\nsecond line",
    };
    await fillForm(page, message);
    const posted = page.waitForResponse((response) => response.request().method() === "POST");
    await form(page).send.click();
    const response = await posted;
    expect(response.status()).toBe(400);
    expect(response.headers()["content-security-policy"]).toContain("script-src 'self' 'sha256-");
    await expect(page).toHaveURL(/\/contact$/);
    await expect(formAlert(page)).toHaveText("Failed to send message. Please try again.");
    await expectFormKeeps(page, message);
    await expect(page).not.toHaveTitle(/pwned/);
    expect(await leadsFrom(message.email)).toEqual([]);

    // Reloading the error page sends the same form again (the visitor's own doing): the same answer.
    const resent = page.waitForResponse((response) => response.request().method() === "POST");
    await page.reload();
    expect((await resent).status()).toBe(400);
    await expect(formAlert(page)).toHaveText("Failed to send message. Please try again.");
    await expectFormKeeps(page, message);

    // Corrected, it is sent.
    const fixed = { ...message, name: "Ada Lovelace" };
    await form(page).name.fill(fixed.name);
    await form(page).send.click();
    await expectThankYouPage(page);
    await expectStoredOnce(fixed);
    expectNoPersonalData(urls, message);
  });

  test("the menu opens and closes on a phone, and its links lead on", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto("/services");
    await expectMenuOpensAndCloses(page);
    await menuToggle(page).click();
    await menuLink(page, "About").click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menuLink(page, "Work"), "the new page opens with the menu closed").toBeHidden();
  });

  test("the carousel is a scrollable list of all three testimonials, by keyboard and by scrolling", async ({ page }) => {
    await page.goto("/");
    await scrollIntoViewRendered(carousel(page), slide(page, 1));
    await expect(carousel(page).getByRole("button"), "no step buttons that would do nothing").toHaveCount(0);
    await expect(slide(page, 2)).not.toBeInViewport({ ratio: 0.5 });

    // By keyboard: the list takes focus, and the arrow keys scroll it a testimonial at a time.
    const list = carousel(page).locator("[tabindex='0']");
    await list.focus();
    // Which testimonial the list has come to rest on (it snaps to each one's start).
    const restingOn = () => list.evaluate((element) => element.scrollLeft / element.clientWidth + 1);
    await page.keyboard.press("ArrowRight");
    await expect.poll(restingOn).toBe(2);
    await expect(slide(page, 2)).toBeInViewport({ ratio: 0.99 });
    await page.keyboard.press("ArrowRight");
    await expect.poll(restingOn).toBe(3);
    await expect(slide(page, 3)).toBeInViewport({ ratio: 0.99 });
    await page.keyboard.press("ArrowLeft");
    await expect.poll(restingOn).toBe(2);
    for (const n of [1, 2, 3]) await expect(slide(page, n)).not.toHaveAttribute("inert");

    // By scrolling (a swipe or a trackpad): it snaps to a whole testimonial.
    await list.evaluate((element) => element.scrollTo({ left: element.clientWidth * 0.4, behavior: "instant" }));
    await expect.poll(restingOn).toBe(1);
    await list.evaluate((element) => element.scrollTo({ left: element.clientWidth * 2.6, behavior: "instant" }));
    await expect.poll(restingOn).toBe(3);
  });
});

test.describe("with JavaScript on but every script held back", () => {
  test("a submit before hydration goes through the server, is stored once, and the thank-you page (which does not hydrate) stays", async ({
    page,
  }) => {
    const urls = watchUrls(page);
    const scripts = await holdScripts(page);
    await page.goto("/contact", heldScriptsGoto);
    await expect.poll(() => scripts.held.length, { message: "the page asked for its scripts" }).toBeGreaterThan(0);
    const message = uniqueMessage("before hydration");
    await fillForm(page, message);
    const posted = page.waitForResponse((response) => response.request().method() === "POST");
    await form(page).send.click();
    expect((await posted).status()).toBe(303);
    await expectThankYouPage(page);

    await scripts.release();
    await waitForHydration(page);
    await expectThankYouPage(page);
    await expect(page.locator("script[type=module]"), "the thank-you page ships no React").toHaveCount(0);
    await expectStoredOnce(message);
    expect(
      urls.filter((url) => url.includes("/rest/v1/")),
      "supabase-js never ran",
    ).toEqual([]);
    expectNoPersonalData(urls, message);
  });

  test("after a refused submit before hydration, the page hydrates with the values and the error, and JavaScript sends it", async ({
    page,
  }) => {
    const urls = watchUrls(page);
    const scripts = await holdScripts(page);
    await page.goto("/contact", heldScriptsGoto);
    const message = { ...uniqueMessage("refused before hydration"), name: `Ada </textarea>${"y".repeat(200)}` };
    await fillForm(page, message);
    await form(page).send.click();
    await expect(formAlert(page)).toHaveText("Failed to send message. Please try again.");

    await scripts.release();
    await waitForHydration(page);
    await expectFormKeeps(page, message);
    await expect(formAlert(page), "hydration keeps the server's notice").toHaveText("Failed to send message. Please try again.");
    expect(await leadsFrom(message.email)).toEqual([]);

    // Now the spec's JavaScript path: supabase-js, the thank-you panel in place of the form.
    const fixed = { ...message, name: "Ada Lovelace" };
    await form(page).name.fill(fixed.name);
    await form(page).send.click();
    await expect(thankYou(page)).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/);
    await expectStoredOnce(fixed);
    expectNoPersonalData(urls, message);
  });

  test("the menu works before hydration and stays open, announced as expanded, once React takes over", async ({ page }) => {
    await page.setViewportSize(phone);
    const scripts = await holdScripts(page);
    // A page that hydrates (on /work there is nothing to hold back: its menu is the same popover).
    await page.goto("/contact", heldScriptsGoto);
    await expect.poll(() => scripts.held.length, { message: "the page asked for its scripts" }).toBeGreaterThan(0);
    await expectMenuOpensAndCloses(page);

    await menuToggle(page).click();
    await expect(menuLink(page, "About")).toBeVisible();
    await scripts.release();
    await waitForHydration(page);
    await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "true");
    await expect(menuToggle(page)).toHaveAccessibleName("Close menu");
    await expect(menuLink(page, "About")).toBeVisible();
    await menuToggle(page).click();
    await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(menuLink(page, "About")).toBeHidden();
  });

  test("the carousel is laid out as the carousel from the first paint, and moves once its script arrives", async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto("/", heldScriptsGoto);
    await scrollIntoViewRendered(carousel(page), slide(page, 1));
    const before = await carousel(page).boundingBox();
    await expect(slide(page, 2), "one testimonial at a time, as the carousel shows it").not.toBeInViewport();

    await scripts.release();
    await waitForHydration(page);
    const next = carousel(page).getByRole("button", { name: "Next testimonial" });
    await next.click();
    await expect(carousel(page).locator('[aria-roledescription="slide"]:not([inert])')).toHaveAttribute("aria-label", "Testimonial 2 of 3");
    expect(await carousel(page).boundingBox(), "the carousel did not move or resize when it upgraded").toEqual(before);
  });
});
