import { expect, test, type Page } from "@playwright/test";
import { expectNewDocument, expectNoAxeViolations, markDocument, openPage } from "./support/site";

// At phone width (375×812, the mobile-375 project) the header's links live behind a toggle.

const toggle = (page: Page) => page.getByRole("banner").getByRole("button", { name: /menu/ });
const menuLink = (page: Page, name: string) => page.getByRole("banner").getByRole("link", { name, exact: true });

async function openMenu(page: Page) {
  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
}

for (const path of ["/services", "/contact"]) {
  test(`the toggle opens and closes the menu on ${path}`, async ({ page }) => {
    await openPage(page, path);
    await expect(toggle(page)).toHaveAccessibleName("Open menu");
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    for (const name of ["Services", "Work", "About", "Contact", "Book a call"]) await expect(menuLink(page, name)).toBeHidden();

    await openMenu(page);
    await expect(toggle(page)).toHaveAccessibleName("Close menu");
    for (const name of ["Services", "Work", "About", "Contact", "Book a call"]) await expect(menuLink(page, name)).toBeVisible();
    const current = path === "/services" ? "Services" : "Contact";
    await expect(menuLink(page, current), "the current page is marked in the menu").toHaveAttribute("aria-current", "page");

    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(toggle(page)).toHaveAccessibleName("Open menu");
    await expect(menuLink(page, "Work")).toBeHidden();
  });
}

test("the open menu is a surface of its own: opaque, covering the page below the header", async ({ page }) => {
  await openPage(page, "/");
  await openMenu(page);
  const menu = page.locator("[popover]:popover-open");
  const surface = await menu.evaluate((element) => {
    const box = element.getBoundingClientRect();
    // The colour's alpha: "rgb(r, g, b)" is opaque, "rgba(r, g, b, a)" says how much.
    const alpha = getComputedStyle(element).backgroundColor.match(/rgba\(.*,\s*([\d.]+)\)/)?.[1];
    const middle = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
    const bottom = document.elementFromPoint(innerWidth / 2, innerHeight - 4);
    return {
      opacity: alpha === undefined ? 1 : Number(alpha),
      top: box.top,
      bottom: box.bottom,
      // As wide as the header above it (the window less a classic scrollbar's gutter, if any).
      widthShort: (document.querySelector("header")?.getBoundingClientRect().width ?? innerWidth) - box.width,
      coversMiddle: !!middle && element.contains(middle),
      coversBottom: !!bottom && element.contains(bottom),
    };
  });
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  expect(surface.opacity, "the menu's background is opaque").toBe(1);
  expect(surface.top, "the menu starts right under the header").toBeLessThanOrEqual(64);
  expect(surface.bottom, "the menu reaches the bottom of the screen").toBeGreaterThanOrEqual(viewport.height);
  expect(surface.widthShort, "the menu spans the page's width").toBeLessThanOrEqual(0);
  expect(surface.coversMiddle && surface.coversBottom, "no page content shows through or below the menu").toBe(true);
});

test("choosing a link loads its page with the menu closed, and the page left behind has its menu closed too", async ({ page }) => {
  await openPage(page, "/");
  await markDocument(page);
  await openMenu(page);
  await menuLink(page, "Work").click();
  await expect(page).toHaveURL("/work");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Products we've built");
  await expectNewDocument(page);
  await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
  await expect(menuLink(page, "About")).toBeHidden();

  await openMenu(page);
  await menuLink(page, "Book a call").click();
  await expect(page).toHaveURL("/contact");
  await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");

  // Back (from the back/forward cache when the browser keeps the page): the menu was closed when the link was chosen.
  await page.goBack();
  await expect(page).toHaveURL("/work");
  await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
  await expect(toggle(page)).toHaveAccessibleName("Open menu");
  await expect(menuLink(page, "About")).toBeHidden();
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
  // The menu and the header it opens from. The page under the open menu is covered by it (the
  // surface test above): axe's contrast check of covered text is unreliable there (once in CI it
  // measured the launch log's words against the menu's surface); the page itself is checked with
  // the menu closed, on every route, in accessibility.spec.ts.
  await expectNoAxeViolations(page, "header");
});
