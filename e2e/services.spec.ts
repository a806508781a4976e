import { expect, test, type Page } from "@playwright/test";
import { openPage } from "./support/site";

// Services: chips that jump to each category, and the seven numbered category cards.

const categories = [
  { title: "Cloud & Infrastructure", offerings: 5 },
  { title: "Blockchain & Web3", offerings: 5 },
  { title: "Data & Analytics", offerings: 5 },
  { title: "Automation & Integrations", offerings: 5 },
  { title: "Product Strategy & Consulting", offerings: 5 },
  { title: "Creative & User Experience", offerings: 5 },
  { title: "Specialized SaaS Solutions", offerings: 4 },
];

const card = (page: Page, title: string) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name: title, exact: true }) });

/** The section the URL points at is on screen, below the sticky header rather than under it. */
async function expectLandedOn(page: Page, title: string) {
  const target = card(page, title);
  const headerBottom = (await page.getByRole("banner").boundingBox())?.height ?? 0;
  await expect(target).toBeInViewport();
  // At rest: in the same place over a few frames (a scroll still gliding moves it every frame).
  const restingAt = () =>
    target.evaluate(async (element) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const first = element.getBoundingClientRect().y;
      for (let i = 0; i < 3; i++) await frame();
      const settled = element.getBoundingClientRect().y;
      return first === settled ? settled : undefined;
    });
  await expect
    .poll(
      async () => {
        const settled = await restingAt();
        return settled !== undefined && settled >= headerBottom && settled < headerBottom + 200;
      },
      { message: `${title} ends up just below the header`, intervals: [50] },
    )
    .toBe(true);
}

test("shows seven numbered categories holding 5, 5, 5, 5, 5, 5 and 4 offerings", async ({ page }) => {
  await openPage(page, "/services");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Services tailored to your roadmap");
  await expect(page.getByRole("main").getByText("Capabilities", { exact: true })).toBeVisible();
  for (const [i, { title, offerings }] of categories.entries()) {
    const category = card(page, title);
    await expect(category).toHaveCount(1);
    await expect(category).toContainText(String(i + 1).padStart(2, "0"));
    await expect(category.getByRole("listitem"), `${title} offerings`).toHaveCount(offerings);
  }
  await expect(page.getByRole("heading", { level: 3 })).toHaveText(categories.map((c) => c.title));
});

test("each chip lands on its category", async ({ page }) => {
  await openPage(page, "/services");
  const chips = page.getByRole("navigation", { name: "Service categories" }).getByRole("link");
  await expect(chips).toHaveText(categories.map((c) => c.title));

  for (const { title } of [...categories].reverse()) {
    await chips.filter({ hasText: title }).click();
    const id = await card(page, title).getAttribute("id");
    await expect(page).toHaveURL(new RegExp(`/services#${id}$`));
    await expectLandedOn(page, title);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  }
});

test.describe("with the browser's smooth scrolling, as most visitors have it", () => {
  test.use({ reducedMotion: "no-preference" });

  test("'Explore services' glides to the first category", async ({ page }) => {
    await openPage(page, "/services");
    await page.getByRole("main").getByRole("link", { name: "Explore services" }).click();
    await expect(page).toHaveURL(/\/services#cloud$/);
    await expectLandedOn(page, "Cloud & Infrastructure");
  });
});

test("the closing buttons lead on", async ({ page }) => {
  await openPage(page, "/services");
  const closing = page.getByRole("main").getByRole("region").last();
  await expect(closing.getByRole("link", { name: "Book a discovery call" })).toHaveAttribute("href", "/contact");
  await closing.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL("/");
  await page.goBack();
  await page.getByRole("main").getByRole("link", { name: "Start a project" }).click();
  await expect(page).toHaveURL("/contact");
});
