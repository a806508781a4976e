import { expect, test } from "@playwright/test";
import { caseStudies, openPage, site } from "./support/site";

test("Work shows every case study, each with its badge, preview, blurb, tags and a link to contact", async ({ page }) => {
  await openPage(page, "/work");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Products we've built");
  await expect(main.getByText("Selected work", { exact: true })).toBeVisible();
  await expect(main.getByText(/more case studies/i)).toBeVisible();

  const cards = main.getByRole("article");
  await expect(cards).toHaveCount(caseStudies.length);
  // The studies in the folders' order; each tile is one link to its story.
  for (const [i, study] of caseStudies.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(study.name);
    await expect(card.getByText(study.subtitle, { exact: true })).toBeVisible();
    await expect(card.locator(`a[href="/work/${study.id}"]`)).toHaveCount(1);
    await expect(card.getByText("Case Study", { exact: true })).toBeVisible();
    await expect(card.getByRole("list", { name: "Technologies" }).getByRole("listitem").first()).toBeVisible();
    await expect(card.getByRole("link", { name: /Work with us/ })).toHaveAttribute("href", "/contact");

    const preview = card.getByRole("img");
    if ((await preview.count()) === 0) {
      await expect(card.getByText("Preview coming soon", { exact: true })).toBeVisible();
      continue;
    }
    await expect(preview).toHaveAttribute("loading", "lazy");
    await expect(preview).toHaveAttribute("alt", /\S/);
    await preview.scrollIntoViewIfNeeded();
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { message: "preview loads" })
      .toBe(true);
  }

  await cards
    .first()
    .getByRole("link", { name: /Work with us/ })
    .click();
  await expect(page).toHaveURL("/contact");
  await page.goBack();
  const closing = main.getByRole("region").last();
  await expect(closing.getByRole("link", { name: "Start a conversation" })).toHaveAttribute("href", "/contact");
  await closing.getByRole("link", { name: "Explore services" }).click();
  await expect(page).toHaveURL("/services");
});

test("About shows who the company is: capabilities, philosophy and the two panels", async ({ page }) => {
  await openPage(page, "/about");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Who We Are");
  await expect(main.getByRole("link", { name: "Start a project" })).toHaveAttribute("href", "/contact");
  await expect(main.getByRole("link", { name: "See our work" })).toHaveAttribute("href", "/work");

  await expect(main.getByRole("region", { name: "What We Do" }).getByRole("heading", { level: 3 })).toHaveText([
    "AI & Machine Learning",
    "Web Development",
    "Mobile App Development",
    "Cloud & Infrastructure",
    "Blockchain & Web3",
    "Automation & Integrations",
    "Data & Analytics",
    "Creative & UX",
  ]);
  await expect(main.getByRole("region", { name: "Our Philosophy" }).getByRole("heading", { level: 3 })).toHaveText([
    "Innovation with purpose",
    "Transparency & collaboration",
    "Sustainable growth",
  ]);
  await expect(main.getByRole("heading", { name: "Who We Work With", exact: true })).toBeVisible();
  await expect(main.getByRole("heading", { name: `Why ${site.brand}`, exact: true })).toBeVisible();

  const closing = main.getByRole("region").last();
  await expect(closing.getByRole("link", { name: "Book a discovery call" })).toHaveAttribute("href", "/contact");
  await expect(closing.getByRole("link", { name: "Explore services" })).toHaveAttribute("href", "/services");
  await main.getByRole("link", { name: "See our work" }).click();
  await expect(page).toHaveURL("/work");
});
