import { expect, test } from "@playwright/test";
import { fillForm, form, insertUrl, thankYou, uniqueMessage, visibleToasts } from "./support/contact";
import { expectNoAxeViolations, missingPage, openPage, pages, scrollThrough } from "./support/site";

// axe-core with the WCAG 2.0, 2.1 and 2.2 A and AA rules, on every page and in the states a
// visitor can reach. Runs at 375 and 1440 wide (the mobile-375 and desktop-1440 projects).
//
// At 1440 each page is scanned in both themes on one load: after the light theme's scan the
// system setting turns dark, which the page follows live while the visitor has not chosen
// (app/lib/theme-script.ts). Loading, scrolling through and rendering the page again for the
// dark theme cost more than the scan itself.

for (const { path } of [...pages, missingPage]) {
  test(`${path} has no accessibility violations`, async ({ page }, testInfo) => {
    const bothThemes = testInfo.project.name === "desktop-1440";
    // Two themes' scans in one test: the time each theme had on its own.
    if (bothThemes) test.setTimeout(testInfo.timeout * 2);
    await openPage(page, path);
    await scrollThrough(page); // below the fold too: lazy images and the carousel start on approach
    await expectNoAxeViolations(page);

    if (!bothThemes) return;
    await test.step("and meets WCAG 2.2 AA in the dark theme too", async () => {
      await page.emulateMedia({ colorScheme: "dark" });
      await expect(page.locator("html")).toHaveClass("dark");
      // Through the page again: the bands below the fold render only near the screen (app/app.css,
      // render-when-near), and one not rendered since the switch would be measured in stale colours.
      await scrollThrough(page);
      await expectNoAxeViolations(page);
    });
  });
}

test("the thank-you panel and its toast have no accessibility violations", async ({ page }) => {
  await openPage(page, "/contact");
  await expect(page.getByRole("heading", { name: "Send us a message" })).toBeVisible();
  await fillForm(page, uniqueMessage("axe thank-you"));
  await form(page).send.click();
  await expect(thankYou(page)).toBeVisible();
  await expect(thankYou(page).locator(".."), "focus moves to the panel that replaced the form").toBeFocused();
  await expect(page.getByRole("heading", { name: "Send us a message" }), "no leftover form heading above the thank-you").toHaveCount(0);
  await expect(visibleToasts(page)).toContainText("Message sent!");
  await expectNoAxeViolations(page);
});

test("the error toast over the kept form has no accessibility violations", async ({ page }) => {
  await openPage(page, "/contact");
  await page.route(insertUrl, (route) => route.fulfill({ status: 503, body: "" }));
  await fillForm(page, uniqueMessage("axe error"));
  await form(page).send.click();
  await expect(visibleToasts(page)).toContainText("Failed to send message. Please try again.");
  await expectNoAxeViolations(page);
});
