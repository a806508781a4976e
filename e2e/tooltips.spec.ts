import { expect, test } from "@playwright/test";
import { openPage, scrollIntoViewRendered } from "./support/site";

// The carousel's tooltips: hoverable (WCAG 1.4.13: the pointer can move onto the tooltip without
// it closing) and not read twice (the button's name is already the tooltip's text).

test("the pointer can move from the button onto its tooltip without the tooltip closing", async ({ page }) => {
  await openPage(page, "/");
  const next = page.getByRole("region", { name: "Testimonials" }).getByRole("button", { name: "Next testimonial" });
  // The carousel's band renders only near the screen: its real height, laid out after the first
  // scroll, would move the button from under a pointer aimed with the placeholder's.
  await scrollIntoViewRendered(next);
  const button = (await next.boundingBox())!;
  await page.mouse.move(button.x + button.width / 2, button.y + button.height / 2);
  const tooltip = page.getByRole("tooltip");
  await expect(tooltip, "opens after the hover delay").toHaveText("Next testimonial");

  const tip = (await tooltip.boundingBox())!;
  // Straight up, through whatever lies between the two, onto the tooltip's text.
  await page.mouse.move(tip.x + tip.width / 2, tip.y + tip.height / 2, { steps: 12 });
  await expect(tooltip, "still open with the pointer on it").toBeVisible();
  expect(await tooltip.evaluate((el) => el.matches(":hover")), "the pointer is on the tooltip").toBe(true);

  // Leaving both closes it.
  await page.mouse.move(tip.x + tip.width / 2, tip.y - 120, { steps: 4 });
  await expect(tooltip).toHaveCount(0);
});

test("an open tooltip does not repeat the button's name as its description", async ({ page }) => {
  await openPage(page, "/");
  const next = page.getByRole("region", { name: "Testimonials" }).getByRole("button", { name: "Next testimonial" });
  await page.getByRole("region", { name: "Testimonials" }).getByRole("button", { name: "Previous testimonial" }).focus();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("tooltip")).toHaveText("Next testimonial");
  await expect(next).toHaveAccessibleName("Next testimonial");
  await expect(next).toHaveAccessibleDescription("");
});
