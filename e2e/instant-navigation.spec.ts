import { expect, test } from "@playwright/test";
import { openPage } from "./support/site";

// Page changes without a client-side router: the browser may prerender the page a visitor is
// about to open (speculation rules, moderate eagerness: a hover is enough), so following the link
// only shows a page that is already there; a cross-document View Transition fades between the two.

// Whether a page was prerendered is `performance.getEntriesByType("navigation")[0].activationStart
// > 0` on the new page. Chromium driven by Playwright here never prerenders (Playwright attaches
// to every new target, and a hovered link starts no speculation), so that check cannot be made
// in this suite; what can be checked is that Chromium accepts the page's rules under its CSP, and
// what they exclude.

test("Chromium accepts the speculation rules under the page's CSP, with no console error", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Preload.enable");
  const ruleSets: { sourceText: string; errorType?: string }[] = [];
  cdp.on("Preload.ruleSetUpdated", (event) => ruleSets.push(event.ruleSet));
  await openPage(page, "/services");
  await expect.poll(() => ruleSets.length, { message: "Chromium read the rules" }).toBe(1);
  expect(ruleSets[0]!.errorType, "the rules parse").toBeUndefined();
  expect(JSON.parse(ruleSets[0]!.sourceText).prerender[0].eagerness).toBe("moderate");
  expect(errors, "no CSP violation").toEqual([]);
});

test("the speculation rules never name the REST API or the form's result page", async ({ page }) => {
  await openPage(page, "/");
  const rules = await page.locator('script[type="speculationrules"]').textContent();
  expect(rules).toContain('"eagerness":"moderate"');
  for (const excluded of ["/rest/*", "/contact/sent"]) expect(rules).toContain(JSON.stringify({ not: { href_matches: excluded } }));
});

for (const reducedMotion of ["no-preference", "reduce"] as const) {
  test(`a page change ${reducedMotion === "reduce" ? "has no" : "has a"} view transition with reduced motion ${reducedMotion}`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion });
    await page.addInitScript(() => {
      addEventListener("pagereveal", (event) => {
        sessionStorage.setItem("viewTransition", String((event as Event & { viewTransition: unknown }).viewTransition !== null));
      });
    });
    await openPage(page, "/services");
    await page.evaluate(() => sessionStorage.removeItem("viewTransition")); // the direct load had none
    // A same-origin navigation started by the page, as a link's is (not one typed in the address bar).
    await page.evaluate(() => location.assign("/about"));
    await expect(page).toHaveURL("/about");
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("viewTransition"))).toBe(String(reducedMotion === "no-preference"));
  });
}
