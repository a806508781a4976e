import { expect, test } from "@playwright/test";
import { openPage, site } from "./support/site";

// The optional booking link: "Prefer to talk? Pick a time" on /contact, leading to the scheduler
// the build's PUBLIC_BOOKING_URL names, and absent when it names none. CI builds without it; a
// build with it set (PUBLIC_BOOKING_URL=https://cal.com/... npm run build) runs the other case.
// Either way the header's button still leads to /contact.

test("the contact page offers the build's booking link, or none", async ({ page }) => {
  await openPage(page, "/contact");
  const pickATime = page.getByRole("main").getByRole("link", { name: "Pick a time" });
  if (site.bookingUrl) {
    await expect(pickATime).toHaveAttribute("href", site.bookingUrl);
    await expect(page.getByRole("main").getByText(/Prefer to talk\?/)).toBeVisible();
  } else {
    await expect(pickATime).toHaveCount(0);
    await expect(page.getByRole("main").getByText(/Prefer to talk\?/)).toHaveCount(0);
  }
  await expect(page.getByRole("banner").getByRole("link", { name: "Book a call" })).toHaveAttribute("href", "/contact");
});
