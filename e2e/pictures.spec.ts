import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { phoneMedia } from "../app/components/story/picture-files";
import { caseStudies, caseStudyPages, openPage, pages, scrollIntoViewRendered, scrollThrough } from "./support/site";

// How the work's pictures are shown across the site. A screen met on every page wears out: no
// picture (a study's own SVG or PNG, the screens Home's hero shows) is shown in more than two
// places, and the home page shows the work through its showcase screens, not the case pages'
// opening pictures. Pictures are told apart by their built files' names: a study's pictures carry
// its id (/assets/nightclub-cover-<hash>.webp is app/content/work/nightclub/cover.png).

// Every page a visitor can see a picture on: the spec's pages, each study's, and the thank-you
// page a contact form leads to.
const everyPage = [...pages.map((page) => page.path), ...caseStudyPages.map((page) => page.path), "/contact/sent"];

const studyIds = caseStudies.map((study) => study.id).sort((a, b) => b.length - a.length);

/** The source picture a built file was rendered from ("nightclub/cover"), if it is one of the work's. */
function sourceOf(url: string): string | undefined {
  const file = new URL(url, "http://site").pathname;
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

  // The names were read: the hero's screens, and every study's preview and opening picture, were found.
  const showcased = caseStudies.filter((study) => study.showcase).slice(0, 3);
  expect(showcased.length, "no study names a showcase screen for Home's hero").toBeGreaterThan(0);
  for (const study of showcased) expect(places.get(`${study.id}/${stem(study.showcase!.src)}`), `${study.id}'s showcase`).toContain("/");
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

// The work is shown as it ships, in both themes: no filter on a picture of a product (a light
// screen sits on a framed surface in the dark theme instead of being dimmed into a grey slab).
const picturedPages = ["/", "/work", ...caseStudyPages.map((page) => page.path)];
const filters = (page: import("@playwright/test").Page) =>
  page.locator("main picture img").evaluateAll((images) => images.map((image) => getComputedStyle(image).filter));

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });
    test("the story pictures and the Work tiles keep their own colours", async ({ page }) => {
      for (const path of picturedPages) {
        await openPage(page, path);
        const applied = await filters(page);
        expect(applied.length, path).toBeGreaterThan(0);
        for (const filter of applied) expect(filter, path).toBe("none");
      }
    });
  });
}

// A product with a dark theme shows its dark screens in the dark theme (a `<name>.dark.png`
// beside its picture: <source data-scheme-media>), in its study and in Home's hero, and its light ones when the visitor has chosen
// the light theme on a dark system: the toggle, not only the system, decides.
const darkPictures = (page: import("@playwright/test").Page) =>
  page.locator("main picture:has(source[data-scheme-media])").evaluateAll((pictures) =>
    pictures.map((picture) => {
      const img = picture.querySelector("img")!;
      const darkFiles = [...picture.querySelectorAll("source[data-scheme-media]")].flatMap((source) =>
        (source as HTMLSourceElement).srcset.split(",").map((candidate) => new URL(candidate.trim().split(/\s+/)[0]!, location.href).href),
      );
      return { alt: img.alt, dark: darkFiles.includes(img.currentSrc) };
    }),
  );

test.describe("a product's dark screens", () => {
  test.use({ colorScheme: "dark" });
  test("are shown in the dark theme, and the light ones once the visitor chooses light", async ({ page }) => {
    test.setTimeout(90_000);
    let found = 0;
    for (const { path } of [{ path: "/" }, ...caseStudyPages]) {
      await openPage(page, path);
      await scrollThrough(page);
      const shown = await darkPictures(page);
      found += shown.length;
      for (const { alt, dark } of shown) expect(dark, `${path}: ${alt}`).toBe(true);
      if (!shown.length) continue;
      await page.getByRole("button", { name: /theme/i }).first().click();
      await scrollThrough(page);
      for (const { alt, dark } of await darkPictures(page)) expect(dark, `${path} after choosing light: ${alt}`).toBe(false);
      await page.evaluate(() => localStorage.clear());
    }
    expect(found, "no study has a dark screen (a <name>.dark.png beside a picture)").toBeGreaterThan(0);
  });
});

// A drawing made for a 1440 px page is a thumbnail on a phone: its words 3-5 px tall. A picture
// with a phone version (phoneSrc / phoneCrop in the study's MDX) serves it to windows narrower
// than 640 px, ahead of the wide files, with the phone version's own shape reserved (no shift).

/**
 * How many pictures the study at `path` (/work/<id>) gives a phone version, read from its MDX: its
 * story's (phoneSrc, phoneCrop) and its cover's (the frontmatter's phonePreview).
 */
const phoneVersionsIn = (path: string) => {
  const mdx = readFileSync(`app/content/work/${path.split("/").pop()}/index.mdx`, "utf8");
  const story = mdx.split(/(?=<[A-Z])/).filter((element) => /^<[A-Z]\w*[^>]*\sphone(Src|Crop)=/.test(element)).length;
  const frontmatter = /^---\n([\s\S]*?)\n---/.exec(mdx)?.[1] ?? "";
  return story + (/^phonePreview:/m.test(frontmatter) ? 1 : 0);
};

/** Each picture with a phone version on the page: the file the browser chose, and the files of each version. */
const phonePictures = (page: import("@playwright/test").Page) =>
  page.locator(`main picture:has(source[media="${phoneMedia}"])`).evaluateAll((pictures, media) => {
    const urls = (srcset: string) => srcset.split(",").map((candidate) => new URL(candidate.trim().split(/\s+/)[0]!, location.href).href);
    return pictures.map((picture) => {
      const img = picture.querySelector("img")!;
      const sources = [...picture.querySelectorAll("source")];
      return {
        alt: img.alt,
        chosen: img.currentSrc,
        // The shape its box keeps: the reserved one of the version shown, whatever file arrives.
        boxShape: getComputedStyle(img).aspectRatio,
        reserved: ((shown: Element) => `${shown.getAttribute("width")} / ${shown.getAttribute("height")}`)(
          matchMedia(media).matches ? picture.querySelector(`source[media="${media}"]`)! : img,
        ),
        phone: sources.filter((source) => source.media === media).flatMap((source) => urls(source.srcset)),
        wide: [...sources.filter((source) => !source.media).flatMap((source) => urls(source.srcset)), ...urls(img.srcset), img.src],
      };
    });
  }, phoneMedia);

/**
 * Opens `path` with the files matching `held` held back until the page has drawn with its fonts,
 * then counts the layout shifts from there on (`shiftsSinceFonts`). A font arriving late moves
 * text sideways by a hair (the fallback's metrics are matched on average, not glyph by glyph),
 * which is not what these tests are about: with the pictures held back until after it, any shift
 * counted is one a picture's file caused.
 *
 * Every shift counts, even a sub-pixel one: a picture's smaller files are its largest one resized
 * to whole pixels (600×1298 for 780×1688), a hair off the reserved shape, and a box that took the
 * file's shape moved the page by under a pixel when the file arrived (0.00002 in a CI run), until
 * the box kept the reserved one (.reserved-shape in app/components/story/story.css).
 */
async function openWithPicturesAfterFonts(page: import("@playwright/test").Page, path: string, held: RegExp) {
  let release = () => {};
  const fontsDrawn = new Promise<void>((resolve) => (release = resolve));
  await page.route(held, async (route) => {
    await fontsDrawn;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // The Layout Instability API's entry, which TypeScript's DOM types do not have yet.
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
    (window as { e2eShifts?: number }).e2eShifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[])
        if (!entry.hadRecentInput) (window as { e2eShifts?: number }).e2eShifts! += entry.value;
    }).observe({ type: "layout-shift" });
  });
  release();
}
const shiftsSinceFonts = (page: import("@playwright/test").Page) => page.evaluate(() => (window as { e2eShifts?: number }).e2eShifts ?? 0);

/** Scrolls to each picture with a phone version and waits for its file. */
async function loadPhonePictures(page: import("@playwright/test").Page) {
  const pictures = page.locator(`main picture:has(source[media="${phoneMedia}"]) img`);
  for (const img of await pictures.all()) {
    await scrollIntoViewRendered(img, img, 0.3);
    await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  }
}

for (const [name, viewport, version] of [
  ["a phone (375 px)", { width: 375, height: 812 }, "phone"],
  ["a desktop (1440 px)", { width: 1440, height: 900 }, "wide"],
] as const) {
  test.describe(`on ${name}`, () => {
    test.use({ viewport });
    test(`each case study's pictures with a phone version show their ${version} files, without a layout shift`, async ({ page }) => {
      test.setTimeout(90_000);
      for (const { path } of caseStudyPages) {
        await openWithPicturesAfterFonts(page, path, /\/assets\/[\w-]+\.(avif|webp)$/);
        await loadPhonePictures(page);
        const pictures = await phonePictures(page);
        expect(pictures.length, `${path}: pictures with a phone version`).toBe(phoneVersionsIn(path));
        for (const picture of pictures) {
          expect(picture[version], `${path}: ${picture.alt}`).toContain(picture.chosen);
          expect(picture.boxShape, `${path}: ${picture.alt}: its box's shape`).toBe(picture.reserved);
        }
        expect(await shiftsSinceFonts(page), `${path}: layout shift`).toBe(0);
        await page.unrouteAll();
      }
    });
  });
}

// A study's cover is shown whole, on /work and opening its page: its box takes the shape the cover
// is drawn at (Gatepass's 4:3, Clipwise's and Afterglow's 16:10), from a class chosen at build time;
// at 375 px, the shape of the phone version a study serves there (Clipwise's and Afterglow's
// squares), the file the phone chose being the one measured. So nothing is cut from its sides and
// nothing moves when its file arrives. The files are held back until the page has drawn with its
// fonts, the worst case for a box the file would size: only the covers can move the page then (a
// late font moves the header's text, measured apart).
const coverPages = ["/work", ...caseStudyPages.map((page) => page.path)];

for (const [name, viewport] of [
  ["a phone (375 px)", { width: 375, height: 812 }],
  ["a desktop (1440 px)", { width: 1440, height: 900 }],
] as const) {
  test.describe(`on ${name}`, () => {
    test.use({ viewport });
    test("each study's cover is shown whole, in a box of its own shape, and its file arriving moves nothing", async ({ page }) => {
      test.setTimeout(90_000);
      for (const path of coverPages) {
        await openWithPicturesAfterFonts(page, path, /\/assets\/[\w-]+-cover(-phone)?-[\w-]{8}\.(avif|webp)$/);
        const covers = page.locator('main img[alt^="Preview of "]');
        expect(await covers.count(), `${path}: covers`).toBeGreaterThan(0);
        for (const cover of await covers.all()) {
          await scrollIntoViewRendered(cover, cover, 0.5);
          await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
          const { alt, drawn, shown } = await cover.evaluate((img: HTMLImageElement) => {
            const box = img.parentElement!.closest("div")!.getBoundingClientRect();
            return { alt: img.alt, drawn: img.naturalWidth / img.naturalHeight, shown: box.width / box.height };
          });
          // Within a pixel's rounding: a 16:10 cover in a 4:3 box is 17% off.
          expect(
            Math.abs(shown / drawn - 1),
            `${path}: ${alt} drawn at ${drawn.toFixed(3)}:1, shown at ${shown.toFixed(3)}:1`,
          ).toBeLessThan(0.01);
        }
        expect(await shiftsSinceFonts(page), `${path}: layout shift`).toBe(0);
        await page.unrouteAll();
      }
    });
  });
}
