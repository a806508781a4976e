import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, missingPage, openPage, pages } from "./support/site";

test("an unknown path answers 404 with the not-found page, which leads home", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));

  const response = await openPage(page, missingPage.path);
  expect(response?.status()).toBe(404);
  expect(response?.headers()["content-type"]).toMatch(/^text\/html/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`404: ${missingPage.h1}`);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(missingPage.title);
  expect(errors.join("\n"), "the missing path is logged").toContain(missingPage.path);
  // The shared header stays, so a visitor on a stale link can go anywhere from here.
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();

  // Besides home, the way on to the studio's work and services, under the studio's globe.
  const elsewhere = page.getByRole("navigation", { name: "Elsewhere on the site" });
  await expect(elsewhere.getByRole("link", { name: "See our work" })).toHaveAttribute("href", "/work");
  await expect(elsewhere.getByRole("link", { name: "Explore services" })).toHaveAttribute("href", "/services");
  await expect(page.getByRole("main").locator(".meridian-globe")).toBeVisible();

  await page.getByRole("main").getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages[0].h1);
});

test("unknown paths of every shape answer 404, and pages answer 200", async ({ request }) => {
  for (const path of ["/no/such/page", "/services/extra", "/contact.php", "/index.htm", "/%E2%9C%93"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain("Oops! Page not found");
  }
  for (const { path } of pages) expect((await request.get(path)).status(), path).toBe(200);
});

test("an unexpected error in the app shows the fallback screen", async ({ page }) => {
  // A real failure, not a test switch in the app: a browser without IntersectionObserver
  // (which the testimonial carousel uses when Home mounts) makes the production build throw.
  await page.addInitScript(() => {
    Object.defineProperty(window, "IntersectionObserver", { value: undefined });
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unexpected Application Error!");
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  await expect(page.locator("pre"), "no stack trace in production").toHaveCount(0);
  await expectNoAxeViolations(page);
});
