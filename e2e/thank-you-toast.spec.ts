import { expect, test } from "@playwright/test";
import { fillForm, form, uniqueMessage, visibleToasts } from "./support/contact";
import { openPage } from "./support/site";

// Once a message is sent, the thank-you panel replaces the form and the spec's toast appears in
// the corner. The panel is brought to the top of the window, so the toast never covers what it
// says (the design review found it over the panel's text at 1440×900).
test("the success toast does not cover the thank-you panel", async ({ page }) => {
  await openPage(page, "/contact");
  await fillForm(page, uniqueMessage("toast-over-panel"));
  await form(page).send.click();
  const panel = page.locator("[data-sent]");
  await expect(panel).toBeFocused();
  await expect(visibleToasts(page)).toHaveCount(1);
  const toast = await visibleToasts(page).boundingBox();
  // Where the panel is on the screen now (its part inside the window).
  const box = await panel.evaluate((node) => {
    const { left, right, top, bottom } = node.getBoundingClientRect();
    return { left, right, top: Math.max(top, 0), bottom: Math.min(bottom, window.innerHeight) };
  });
  expect(toast).not.toBeNull();
  const overlapsX = toast!.x < box.right && toast!.x + toast!.width > box.left;
  const overlapsY = toast!.y < box.bottom && toast!.y + toast!.height > box.top;
  expect(overlapsX && overlapsY, `toast ${JSON.stringify(toast)} over the panel ${JSON.stringify(box)}`).toBe(false);
});
