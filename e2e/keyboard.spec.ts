import { expect, test } from "@playwright/test";
import { form, insertUrl, thankYou, uniqueMessage, visibleToasts } from "./support/contact";
import { focused } from "./support/focus";
import { openPage, pages } from "./support/site";

// Everything by keyboard alone: the skip link, navigation, the carousel, the chips, the form and its toast.
// (Focus order and focus visibility on every page: focus-order.spec.ts.)

test("the skip link jumps past the header to the main content", async ({ page }) => {
  await openPage(page, "/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(
    page.getByRole("main").getByRole("link", { name: "Book a discovery call" }),
    "the next stop is in the content",
  ).toBeFocused();
});

test("a header link followed by keyboard loads the new page, where focus starts at the top as on any page load", async ({ page }) => {
  await openPage(page, "/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/about");
  await expect(page).toHaveTitle(pages[3].title);
  // Every link loads its page as a document: the new title is announced, and focus starts at the
  // top, where the skip link leads past the header to the content.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(
    page.getByRole("main").getByRole("link", { name: "Start a project" }),
    "Tab continues from the new page's content",
  ).toBeFocused();
});

test("the carousel works by keyboard, with tooltips on its buttons", async ({ page }) => {
  await openPage(page, "/");
  const carousel = page.getByRole("region", { name: "Testimonials" });
  const shown = carousel.locator('[aria-roledescription="slide"]:not([inert])');
  const previous = carousel.getByRole("button", { name: "Previous testimonial" });
  const next = carousel.getByRole("button", { name: "Next testimonial" });

  await previous.focus();
  await page.keyboard.press("Tab");
  await expect(next).toBeFocused();
  await expect(page.getByRole("tooltip"), "keyboard focus shows the tooltip at once").toHaveText("Next testimonial");
  await page.keyboard.press("Enter");
  await expect(shown).toHaveAttribute("aria-label", "Testimonial 2 of 3");
  await page.keyboard.press("Space");
  await expect(shown).toHaveAttribute("aria-label", "Testimonial 3 of 3");
  await page.keyboard.press("ArrowRight");
  await expect(shown).toHaveAttribute("aria-label", "Testimonial 1 of 3");
  await page.keyboard.press("ArrowLeft");
  await expect(shown).toHaveAttribute("aria-label", "Testimonial 3 of 3");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("tooltip"), "Escape closes the tooltip").toHaveCount(0);
  await page.keyboard.press("Shift+Tab");
  await expect(previous).toBeFocused();
  await expect(page.getByRole("tooltip")).toHaveText("Previous testimonial");
  await page.keyboard.press("Enter");
  await expect(shown).toHaveAttribute("aria-label", "Testimonial 2 of 3");
});

test("the Services chips work by keyboard", async ({ page }) => {
  await openPage(page, "/services");
  await page.getByRole("navigation", { name: "Service categories" }).getByRole("link", { name: "Data & Analytics" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#data$/);
  await expect(page.locator("#data")).toBeInViewport();
});

test("the contact form can be filled, sent and its error dismissed by keyboard", async ({ page }) => {
  await openPage(page, "/contact");
  await page.route(insertUrl, (route) => route.fulfill({ status: 503, body: "" }), { times: 1 });
  const message = uniqueMessage("keyboard");
  const fields = form(page);
  await fields.name.focus();
  await page.keyboard.type(message.name);
  await page.keyboard.press("Tab");
  await expect(fields.email).toBeFocused();
  await page.keyboard.type(message.email);
  await page.keyboard.press("Tab");
  await expect(fields.company).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(fields.message).toBeFocused();
  await page.keyboard.type(message.message);
  await page.keyboard.press("Tab");
  await expect(fields.send).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(visibleToasts(page)).toContainText("Failed to send message. Please try again.");

  // F8 takes keyboard users to the notifications, as Radix's hotkey promises; then to its close button.
  await page.keyboard.press("F8");
  const dismiss = visibleToasts(page).getByRole("button", { name: "Dismiss notification" });
  for (let step = 0; step < 3 && !(await dismiss.evaluate((el) => el === document.activeElement)); step++) await page.keyboard.press("Tab");
  await expect(dismiss).toBeFocused();
  expect((await focused(page))?.indicatorContrast, "its focus outline stands out on the red toast").toBeGreaterThanOrEqual(3);
  await page.keyboard.press("Enter");
  await expect(visibleToasts(page)).toHaveCount(0);

  // Enter in a text field sends the form too.
  await fields.company.focus();
  await page.keyboard.press("Enter");
  await expect(thankYou(page)).toBeVisible();
  await expect(thankYou(page).locator("..")).toBeFocused();
});
