import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";
import { readCaseStudyRecords } from "../../app/content/work-folders";
import { readSiteValues } from "../../server/settings/site-values";

/** The build's configuration, read from the same PUBLIC_* variables `npm run build` read. */
export const site = readSiteValues(process.env);

// The spec's pages and their headings, written out here rather than read from app/content,
// so that a wrong word in the app cannot be checked against itself.
export const pages = [
  { path: "/", nav: undefined, title: `${site.brand} | Design & engineering for startups`, h1: `Ship faster with ${site.brand}` },
  { path: "/services", nav: "Services", title: `Services | ${site.brand}`, h1: "Services tailored to your roadmap" },
  { path: "/work", nav: "Work", title: `Work | ${site.brand}`, h1: "Products we've built" },
  { path: "/about", nav: "About", title: `About | ${site.brand}`, h1: "Who We Are" },
  { path: "/contact", nav: "Contact", title: `Contact | ${site.brand}`, h1: "Let's build something great" },
] as const;

/**
 * Every case study's own page, in the Work grid's order: read from the study folders
 * (app/content/work/<id>/index.mdx), which an agency replaces with its own.
 */
export const caseStudies = await readCaseStudyRecords();
export const caseStudyPages = caseStudies.map((study) => ({
  path: `/work/${study.id}`,
  title: `${study.name}: ${study.subtitle} | ${site.brand}`,
  h1: study.name,
}));

/** Any path that is not a page: the server answers it with the not-found screen and a 404. */
export const missingPage = { path: "/no/such/page", title: `Page not found | ${site.brand}`, h1: "Oops! Page not found" } as const;

/** A file-name-friendly name for a path: "/" → "home", "/no/such/page" → "no-such-page". */
export const slug = (path: string) => path.replace(/^\/|\/$/g, "").replace(/\//g, "-") || "home";

/** Opens a page and waits until it is ready: hydrated by React if it hydrates (Home, Contact), loaded if not. */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/** Waits for React to hydrate a page that hydrates; a page without React Router's scripts is ready once loaded. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    if (document.readyState === "loading") return false;
    if (!document.querySelector("script[type=module]")) return true;
    const main = document.querySelector("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}

/** Scrolls down the page a screen at a time, as a reader would, so everything that loads on approach
 * (lazy images, the carousel) is in place; then back to the top. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: "instant" });
      await frame();
    }
  });
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
}

/**
 * Scrolls to `target` until `shown` is in view with its band rendered. A band below the first
 * screen holds a placeholder height until it nears the viewport (app/app.css, render-when-near),
 * so the first scroll aims with that height, and the band's real one, laid out a frame later, can
 * leave `shown` partly off screen; scrolling again aims with the real one. The viewport check runs
 * in the browser's own world, so this works with JavaScript switched off.
 */
export async function scrollIntoViewRendered(target: Locator, shown: Locator = target, ratio = 0.9) {
  await expect(async () => {
    await target.scrollIntoViewIfNeeded();
    await expect(shown).toBeInViewport({ ratio, timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

/**
 * Renders the bands that otherwise render only near the viewport (`content-visibility: auto`,
 * app/app.css): as if every part of the page were on screen at once, so that a full-page
 * screenshot shows them, and anything wider than the screen inside one (which that property clips
 * to the band) widens the page, as it would for a visitor without it. Set through the CSSOM: the
 * page's CSP refuses inline styles.
 */
export async function renderWholePage(page: Page) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible";
    }
  });
}

/** Marks the current document; `expectNewDocument` then proves a link loaded its page as a document. */
export const markDocument = (page: Page) => page.evaluate(() => ((window as { e2eMark?: boolean }).e2eMark = true));
export const expectNewDocument = async (page: Page) =>
  expect(await page.evaluate(() => (window as { e2eMark?: boolean }).e2eMark), "the link loaded a new document").toBeUndefined();

export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Runs axe with the WCAG 2.2 A and AA rules and fails with a readable list of what it found;
 * `within` limits it to one part of the page (a CSS selector).
 */
export async function expectNoAxeViolations(page: Page, within?: string) {
  // Only the violations are read: axe then skips working out selectors and markup for every
  // node that passed (its API's performance advice), the larger part of a scan on a long page.
  // options() replaces the whole option object, so it comes before withTags.
  const axe = new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).withTags(wcagTags);
  const { violations } = await (within ? axe.include(within) : axe).analyze();
  const found = violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(found, `axe violations on ${page.url()}`).toEqual([]);
}
