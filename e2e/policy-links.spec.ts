import { expect, test } from "@playwright/test";
import { openPage, site } from "./support/site";

// The footer's Privacy and Terms entries and the contact form's mention of the privacy policy:
// links to PUBLIC_PRIVACY_URL / PUBLIC_TERMS_URL when the build set them, the spec's placeholders
// (words, not links) when it did not. CI builds without them; the other case is covered in
// app/components/layout/policy-links.test.tsx, and here too on a build with both set.

const legal = (page: import("@playwright/test").Page) => page.getByRole("contentinfo").getByRole("list", { name: "Legal" });
const privacyNote = (page: import("@playwright/test").Page) => page.getByRole("main").getByText(/We never share your information/);

test("the footer's Privacy and Terms and the form's privacy policy follow the build's policy URLs", async ({ page }) => {
  await openPage(page, "/contact");
  await expect(privacyNote(page)).toHaveText("We never share your information. By submitting, you agree to our privacy policy.");
  for (const [label, url] of [
    ["Privacy", site.privacyUrl],
    ["Terms", site.termsUrl],
  ] as const) {
    if (url) await expect(legal(page).getByRole("link", { name: label, exact: true })).toHaveAttribute("href", url);
    else {
      await expect(legal(page).getByText(label, { exact: true })).toBeVisible();
      await expect(legal(page).getByRole("link", { name: label, exact: true }), `${label} stays a placeholder`).toHaveCount(0);
    }
  }
  const policyLink = privacyNote(page).getByRole("link", { name: "privacy policy" });
  if (site.privacyUrl) {
    await expect(policyLink).toHaveAttribute("href", site.privacyUrl);
    await policyLink.click();
    await expect(page).toHaveURL(site.privacyUrl);
  } else await expect(policyLink).toHaveCount(0);
});
