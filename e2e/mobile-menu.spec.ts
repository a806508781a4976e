import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, expectSameDocument, markDocument, openPage } from "./support/site";

// At phone width (375×812, the mobile-375 project) the header's links live behind a toggle.

const toggle = (page: Page) => page.getByRole("banner").getByRole("button", { name: /menu/ });
const menuLink = (page: Page, name: string) => page.getByRole("banner").getByRole("link", { name, exact: true });

async function openMenu(page: Page) {
  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
}

test("the toggle opens and closes the menu", async ({ page }) => {
  await openPage(page, "/services");
  await expect(toggle(page)).toHaveAccessibleName("Open menu");
  await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
  for (const name of ["Services", "Work", "About", "Contact", "Book a call"]) await expect(menuLink(page, name)).toBeHidden();

  await openMenu(page);
  await expect(toggle(page)).toHaveAccessibleName("Close menu");
  for (const name of ["Services", "Work", "About", "Contact", "Book a call"]) await expect(menuLink(page, name)).toBeVisible();
  await expect(menuLink(page, "Services"), "the current page is marked in the menu").toHaveAttribute("aria-current", "page");

  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
  await expect(toggle(page)).toHaveAccessibleName("Open menu");
  await expect(menuLink(page, "Work")).toBeHidden();
});

test("choosing a link navigates and closes the menu", async ({ page }) => {
  await openPage(page, "/");
  await markDocument(page);
  await openMenu(page);
  await menuLink(page, "Work").click();
  await expect(page).toHaveURL("/work");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Products we've built");
  await expect(page.getByRole("heading", { level: 1 }), "focus moves to the new page").toBeFocused();
  await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
  await expect(menuLink(page, "About")).toBeHidden();

  await openMenu(page);
  await menuLink(page, "Book a call").click();
  await expect(page).toHaveURL("/contact");
  await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
  await expectSameDocument(page);
});

test("Escape closes the menu and returns focus to the toggle", async ({ page }) => {
  await openPage(page, "/about");
  await openMenu(page);
  await page.keyboard.press("Escape");
  await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
  await expect(menuLink(page, "Work")).toBeHidden();

  // By keyboard alone: open, step into the links, and leave with Escape.
  await toggle(page).focus();
  await page.keyboard.press("Enter");
  await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await expect(menuLink(page, "Services"), "the first menu link follows the toggle").toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menuLink(page, "Services")).toBeHidden();
  await expect(toggle(page), "focus is not lost with the closed menu").toBeFocused();
});

test("the open menu has no accessibility violations", async ({ page }) => {
  await openPage(page, "/");
  await openMenu(page);
  await expectNoAxeViolations(page);
});
