import { expect, test, type Page } from "@playwright/test";
import { caseStudies, openPage, scrollThrough } from "./support/site";

// The pages' CSP allows stylesheets from the site only (style-src 'self'): a `style` attribute is
// refused, with a console error, and whatever it painted is lost. The studies' accents and their
// pictures' placeholder colours come from the built stylesheet instead.

/** Every CSP violation and console error while the page loads and is read to the end. */
async function problemsWhileReading(page: Page, path: string) {
  const problems: string[] = [];
  page.on("console", (message) => void (message.type() === "error" && problems.push(`console: ${message.text()}`)));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP refused ${event.violatedDirective}: ${event.sample || event.blockedURI}`);
    });
  });
  await openPage(page, path);
  await scrollThrough(page);
  return problems;
}

/** The background each picture paints while its file loads: none is transparent. */
const placeholderColours = (page: Page, scope: string) =>
  page.locator(`${scope} picture img`).evaluateAll((images) => images.map((img) => getComputedStyle(img).backgroundColor));

test("Work paints its previews' placeholder colours without a CSP violation", async ({ page }) => {
  const problems = await problemsWhileReading(page, "/work");
  expect(problems).toEqual([]);
  const colours = await placeholderColours(page, "main");
  expect(colours.length).toBe(caseStudies.filter((study) => study.preview).length);
  for (const colour of colours) expect(colour).not.toBe("rgba(0, 0, 0, 0)");
});

for (const study of caseStudies) {
  test(`/work/${study.id} has its accent and its placeholder colours, without a CSP violation`, async ({ page }) => {
    const problems = await problemsWhileReading(page, `/work/${study.id}`);
    expect(problems).toEqual([]);

    const story = page.locator("article.story");
    const [tint, accent] = await story.evaluate((element, name) => {
      const own = getComputedStyle(element).getPropertyValue("--story-tint").trim();
      return [own, getComputedStyle(document.documentElement).getPropertyValue(`--color-tint-${name}`).trim()];
    }, study.accent);
    expect(accent, `--color-tint-${study.accent} is a design token`).not.toBe("");
    expect(tint).toBe(accent);

    const colours = await placeholderColours(page, "article.story");
    expect(colours.length).toBeGreaterThan(0);
    for (const colour of colours) expect(colour).not.toBe("rgba(0, 0, 0, 0)");
  });
}
