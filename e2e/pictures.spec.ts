import { expect, test } from "@playwright/test";
import { caseStudies, caseStudyPages, openPage, pages } from "./support/site";

// How the work's pictures are shown across the site. A screen met on every page wears out: no
// picture (a study's own SVG or PNG, the home hero) is shown in more than two places, and the
// home page shows the work through its own picture, not the case pages' opening ones. Pictures are
// told apart by their built files' names: /art/hero-1360.avif is the hero, and a study's pictures
// carry its id (/assets/nightclub-cover-<hash>.webp is app/content/work/nightclub/cover.svg).

// Every page a visitor can see a picture on: the spec's pages, each study's, and the thank-you
// page a contact form leads to.
const everyPage = [...pages.map((page) => page.path), ...caseStudyPages.map((page) => page.path), "/contact/sent"];

const studyIds = caseStudies.map((study) => study.id).sort((a, b) => b.length - a.length);

/** The source picture a built file was rendered from ("nightclub/cover", "art/hero"), if it is one of the work's. */
function sourceOf(url: string): string | undefined {
  const file = new URL(url, "http://site").pathname;
  const art = /^\/art\/(.+)-\d+\.(avif|webp)$/.exec(file);
  if (art) return `art/${art[1]}`;
  // Vite's content hash is eight characters (letters, digits, - and _).
  const asset = /^\/assets\/(.+)-[\w-]{8}\.\w+$/.exec(file)?.[1];
  const study = asset ? studyIds.find((id) => asset.startsWith(`${id}-`)) : undefined;
  return study ? `${study}/${asset!.slice(study.length + 1)}` : undefined;
}

const stem = (path: string) => path.replace(/^.*\//, "").replace(/\.\w+$/, "");

test("no picture of the work is shown in more than two places, and Home does not repeat a case page's opening picture", async ({
  page,
}) => {
  test.setTimeout(90_000);
  /** Each source picture, and the pages it is shown on (once per place: a page can show it twice). */
  const places = new Map<string, string[]>();
  /** Each study page's opening picture: the first of its story. */
  const openings = new Map<string, string>();
  for (const path of everyPage) {
    await openPage(page, path);
    const shown = await page
      .locator("main img, main video[poster]")
      .evaluateAll((elements) =>
        elements.map((element) => (element instanceof HTMLVideoElement ? element.poster : (element.getAttribute("src") ?? ""))),
      );
    for (const source of shown.map(sourceOf)) if (source) places.set(source, [...(places.get(source) ?? []), path]);
    const [opening] = await page
      .locator("article.story img")
      .evaluateAll((images) => images.map((image) => image.getAttribute("src") ?? ""));
    const openingSource = opening ? sourceOf(opening) : undefined;
    if (openingSource) openings.set(path, openingSource);
  }

  // The names were read: the hero, and every study's preview and opening picture, were found.
  expect(places.get("art/hero")).toEqual(["/"]);
  for (const study of caseStudies) {
    if (study.preview) expect([...places.keys()], `${study.id}'s preview`).toContain(`${study.id}/${stem(study.preview)}`);
  }
  expect(openings.size).toBe(caseStudyPages.length);

  const overused = [...places].filter(([, where]) => where.length > 2).map(([source, where]) => `${source} on ${where.join(", ")}`);
  expect(overused, "pictures shown in more than two places").toEqual([]);
  for (const [path, source] of openings) expect(places.get(source), `${path} opens with ${source}`).not.toContain("/");
  for (const study of caseStudies) {
    if (study.preview) expect(places.get(`${study.id}/${stem(study.preview)}`), `${study.id}'s preview`).not.toContain("/");
  }
});

// White product screens and chart panels would be the brightest things on a dark page, brighter
// than its type: in the dark theme every picture of the work is dimmed (as the home hero is).
const picturedPages = ["/work", ...caseStudyPages.map((page) => page.path)];
const filters = (page: import("@playwright/test").Page) =>
  page.locator("main picture img").evaluateAll((images) => images.map((image) => getComputedStyle(image).filter));

test.describe("dark theme", () => {
  test.use({ colorScheme: "dark" });
  test("the story pictures and the Work tiles are dimmed", async ({ page }) => {
    for (const path of picturedPages) {
      await openPage(page, path);
      await expect(page.locator("html")).toHaveClass("dark");
      const applied = await filters(page);
      expect(applied.length, path).toBeGreaterThan(0);
      for (const filter of applied) expect(filter, path).toMatch(/^brightness\((0\.8|80%)\)$/);
    }
  });
});

test("in the light theme the pictures keep their own colours", async ({ page }) => {
  for (const path of picturedPages) {
    await openPage(page, path);
    for (const filter of await filters(page)) expect(filter, path).toBe("none");
  }
});
