import { expect, test, type Locator, type Page } from "@playwright/test";
import { caseStudies, openPage, renderWholePage, scrollThrough, site } from "./support/site";

// Home: the spec's six sections, in order, and the testimonial carousel.

const technologies = ["React", "TypeScript", "Next.js", "Node.js", "AWS", "Postgres", "Vercel", "Netlify"];

const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN;

test("shows every section in the spec's order, each with its content and links", async ({ page }) => {
  await openPage(page, "/");
  const main = page.getByRole("main");

  // 1. Hero
  const hero = main.getByRole("heading", { level: 1 });
  await expect(hero).toHaveText(`Ship faster with ${site.brand}`);
  await expect(main.getByRole("link", { name: "Book a discovery call" })).toHaveAttribute("href", "/contact");
  await expect(main.getByRole("link", { name: "View our work" })).toHaveAttribute("href", "/work");
  for (const name of technologies) await expect(main.getByText(name, { exact: true }).first()).toBeVisible();

  // 2. What we do: four cards, each a link to Services
  const whatWeDo = main.getByRole("region", { name: "What we do" });
  const cards = whatWeDo.getByRole("link");
  await expect(cards).toHaveCount(4);
  for (const [i, title] of ["Product Strategy", "Design Systems", "Full-stack Development", "Launch & Growth"].entries()) {
    await expect(cards.nth(i).getByRole("heading")).toHaveText(title);
    await expect(cards.nth(i)).toHaveAttribute("href", "/services");
  }

  // 3. Outcomes: the two stats, a link to the work, and an illustration that loads
  const outcomes = main.getByRole("region", { name: "Outcomes over output" });
  await expect(outcomes.getByText("30%+", { exact: true })).toBeVisible();
  await expect(outcomes.getByText("99.9%", { exact: true })).toBeVisible();
  await expect(outcomes.getByRole("link", { name: "See case studies" })).toHaveAttribute("href", "/work");
  // Each number says where it comes from: the launches the case studies' frontmatter states, linked.
  const launches = caseStudies.filter((study) => (study as { launch?: unknown }).launch);
  expect(launches.length, "the demo studies state their launches").toBeGreaterThan(0);
  await expect(outcomes.getByText(`Our last ${launches.length} launches shipped`)).toBeVisible();
  const log = outcomes.getByRole("figure");
  for (const study of launches) await expect(log.getByRole("link", { name: study.name })).toHaveAttribute("href", `/work/${study.id}`);

  // 4. Process: three numbered steps in order
  const process = main.getByRole("region", { name: "A proven process" });
  await expect(process.getByRole("listitem").getByRole("heading")).toHaveText(["Discover", "Design", "Build"]);
  await expect(process.getByRole("listitem").first()).toContainText("01");

  // 5. Testimonials
  const testimonials = main.getByRole("region", { name: "Clients love working with us" });
  await expect(testimonials.locator('[aria-roledescription="slide"]')).toHaveCount(3);

  // 6. Closing call to action
  const closing = main.getByRole("region").last();
  await expect(closing.getByRole("link", { name: "Start a project" })).toHaveAttribute("href", "/contact");
  await expect(closing.getByRole("link", { name: "Explore services" })).toHaveAttribute("href", "/services");

  const order = [hero, whatWeDo, outcomes, process, testimonials, closing];
  const positions = await Promise.all(order.map(top));
  expect(positions, "sections appear top to bottom in the spec's order").toEqual([...positions].sort((a, b) => a - b));
  expect(new Set(positions).size).toBe(order.length);
});

test("on a phone, the service cards and process steps are compact rows and the page stays short", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openPage(page, "/");
  await scrollThrough(page);
  await renderWholePage(page);
  const main = page.getByRole("main");
  // Stacked as desktop cards (icon, then title, then "Learn more") each took a third of the screen.
  for (const card of await main.getByRole("region", { name: "What we do" }).getByRole("link").all()) {
    const box = (await card.boundingBox())!;
    expect(box.height, `${await card.getByRole("heading").textContent()} card`).toBeLessThan(200);
  }
  for (const step of await main.getByRole("region", { name: "A proven process" }).getByRole("listitem").all()) {
    const box = (await step.boundingBox())!;
    expect(box.height, `${await step.getByRole("heading").textContent()} step`).toBeLessThan(170);
  }
  // It was 7,041 px: at least a tenth shorter.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height, "Home at 375 px").toBeLessThan(6350);
});

test("the calls to action lead to their pages", async ({ page }) => {
  await openPage(page, "/");
  await page.getByRole("main").getByRole("link", { name: "Book a discovery call" }).click();
  await expect(page).toHaveURL("/contact");
  await page.goBack();
  await page.getByRole("region", { name: "What we do" }).getByRole("link").first().click();
  await expect(page).toHaveURL("/services");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Services tailored to your roadmap");
});

// ---- Carousel --------------------------------------------------------------------------------

const carousel = (page: Page) => page.getByRole("region", { name: "Testimonials" });
const shownSlide = (page: Page) => carousel(page).locator('[aria-roledescription="slide"]:not([inert])');

/** Which slide is on screen: the one not made inert, which must also sit in the carousel's window. */
async function expectShowing(page: Page, n: number) {
  await expect(shownSlide(page)).toHaveAttribute("aria-label", `Testimonial ${n} of 3`);
  const region = await carousel(page).boundingBox();
  const offset = async () => Math.abs(((await shownSlide(page).boundingBox())?.x ?? Number.NaN) - (region?.x ?? 0));
  await expect.poll(offset, { message: `slide ${n} has scrolled into view`, intervals: [50] }).toBeLessThanOrEqual(8);
}

async function openCarousel(page: Page) {
  await openPage(page, "/");
  await carousel(page).scrollIntoViewIfNeeded();
  // Embla starts when the carousel comes near the screen (its module fetched then); it then
  // positions the track itself. Up to 20 s, as in motion.spec.ts: under load the fetch is slow.
  await expect(carousel(page).locator('[aria-roledescription="slide"]').first().locator("..")).toHaveAttribute("style", /transform/, {
    timeout: 20_000,
  });
}

test("the carousel's previous and next controls step through the testimonials and loop", async ({ page }) => {
  await openCarousel(page);
  const next = carousel(page).getByRole("button", { name: "Next testimonial" });
  const previous = carousel(page).getByRole("button", { name: "Previous testimonial" });
  await expectShowing(page, 1);
  await expect(previous, "a looping carousel can always go back").toBeEnabled();

  await next.click();
  await expectShowing(page, 2);
  await next.click();
  await expectShowing(page, 3);
  await expect(next).toBeEnabled();
  await next.click();
  await expectShowing(page, 1); // looped forward
  await previous.click();
  await expectShowing(page, 3); // looped back
  await previous.click();
  await expectShowing(page, 2);
  await expect(carousel(page).getByText("Testimonial 2 of 3", { exact: true }), "the move is announced").toBeAttached();
});

test("on a 1280x720 laptop screen the controls sit inside the quote they change", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openCarousel(page);
  const quote = await shownSlide(page).boundingBox();
  for (const name of ["Previous testimonial", "Next testimonial"]) {
    const button = await carousel(page).getByRole("button", { name }).boundingBox();
    expect(button && quote, name).toBeTruthy();
    if (!button || !quote) return;
    expect(button.y, `${name} is within the quote's card`).toBeGreaterThanOrEqual(quote.y);
    expect(button.y + button.height, `${name} is within the quote's card`).toBeLessThanOrEqual(quote.y + quote.height);
  }
});

test("the carousel can be dragged to the next and previous testimonial", async ({ page }) => {
  await openCarousel(page);
  const box = await carousel(page).locator('[aria-roledescription="slide"]').first().locator("../..").boundingBox();
  if (!box) throw new Error("carousel has no box");
  const y = box.y + box.height / 2;
  const drag = async (from: number, to: number) => {
    await page.mouse.move(from, y);
    await page.mouse.down();
    await page.mouse.move((from + to) / 2, y, { steps: 5 });
    await page.mouse.move(to, y, { steps: 5 });
    await page.mouse.up();
  };
  await expectShowing(page, 1);
  await drag(box.x + box.width * 0.8, box.x + box.width * 0.2); // swipe left
  await expectShowing(page, 2);
  await drag(box.x + box.width * 0.2, box.x + box.width * 0.8); // swipe right
  await expectShowing(page, 1);
  await drag(box.x + box.width * 0.2, box.x + box.width * 0.8); // and past the first, around the loop
  await expectShowing(page, 3);
});
