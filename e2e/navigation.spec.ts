import { expect, test } from "@playwright/test";
import { expectNewDocument, markDocument, openPage, pages, site } from "./support/site";

// The shared header at desktop width: its links, the current-page highlight, and what following
// a link does. Every link loads its page as a document (no client-side router; the browser
// prerenders the page when the visitor is about to follow the link), so a page reached by a link
// is exactly the page loaded directly: its title, and focus starting at the top of the document,
// where the skip link is the first stop.

test("each header link loads its page, highlights it, and starts focus at the top with the skip link", async ({ page }) => {
  await openPage(page, "/");
  const header = page.getByRole("navigation", { name: "Main" });

  for (const target of pages) {
    if (!target.nav) continue; // Home has no section link; the brand leads there, below
    await markDocument(page);
    await header.getByRole("link", { name: target.nav, exact: true }).click();
    await expect(page).toHaveURL(target.path);
    await expect(page).toHaveTitle(target.title);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(target.h1);
    await expectNewDocument(page);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" }), "focus starts at the top of the new page").toBeFocused();

    const current = header.locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveText(target.nav);
  }

  await markDocument(page);
  await header.getByRole("link", { name: site.brand }).click();
  await expect(page).toHaveURL("/");
  await expect(page).toHaveTitle(pages[0].title);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages[0].h1);
  await expect(header.locator('[aria-current="page"]'), "no section link is current on Home").toHaveCount(0);
  await expectNewDocument(page);
});

test("the current page's link looks different from the others", async ({ page }) => {
  await openPage(page, "/work");
  const header = page.getByRole("navigation", { name: "Main" });
  const look = (name: string) =>
    header.getByRole("link", { name, exact: true }).evaluate((link) => {
      const style = getComputedStyle(link);
      return `${style.backgroundColor} ${style.color}`;
    });
  const current = await look("Work");
  for (const other of ["Services", "About", "Contact"]) expect(await look(other)).not.toBe(current);
});

test("'Book a call' in the header leads to the contact page", async ({ page }) => {
  await openPage(page, "/about");
  await page.getByRole("banner").getByRole("link", { name: "Book a call" }).click();
  await expect(page).toHaveURL("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let's build something great");
});

test("the footer links lead to their pages and show the contact e-mail and this year", async ({ page }) => {
  await openPage(page, "/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
  await expect(footer.getByText(String(new Date().getFullYear()), { exact: true })).toBeVisible();
  await expect(footer.getByText("Privacy", { exact: true })).toBeVisible();
  await expect(footer.getByText("Terms", { exact: true })).toBeVisible();

  const company = footer.getByRole("navigation", { name: "Company" });
  for (const [name, path] of [
    ["About", "/about"],
    ["Work", "/work"],
    ["Services", "/services"],
  ] as const) {
    await company.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(path);
  }
  await footer.getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL("/contact");
});

test("the browser's back and forward buttons move between pages", async ({ page }) => {
  await openPage(page, "/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Who We Are");
  await page.goBack();
  await expect(page).toHaveURL("/");
  await expect(page).toHaveTitle(pages[0].title);
  await page.goForward();
  await expect(page).toHaveURL("/about");
  await expect(page).toHaveTitle(`About | ${site.brand}`);
});
