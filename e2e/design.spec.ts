import { expect, test } from "@playwright/test";
import { team } from "../app/content/team";
import { fontSubsets, type FontSubset } from "../scripts/subset-fonts";
import { displayFamily } from "../scripts/typefaces";
import { caseStudies, caseStudyPages, expectNoAxeViolations, openPage, pages, scrollThrough, site } from "./support/site";

// The theme: set before any module runs (no flash), switched by the toggle, remembered.
test("the theme follows the system before any script module runs, and the toggle works without them", async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: "dark" });
  const page = await context.newPage();
  // Hold back every module script: only the inline head script runs, as before hydration.
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto("/");
  await expect(page.locator("html")).toHaveClass("dark");

  const toggle = page.getByRole("button", { name: "Dark theme" });
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await toggle.click();
  await expect(page.locator("html")).toHaveClass("light");
  await expect(toggle).toHaveAttribute("aria-pressed", "false");

  // The choice outlives the page, and wins over the system setting on the next load.
  await page.goto("/about");
  await expect(page.locator("html")).toHaveClass("light");
  await context.close();
});

test("the theme class is on the page from its first parse, not added after it", async ({ page }) => {
  // Stored once: every link loads a new document, which runs init scripts again.
  await page.addInitScript(() => {
    if (sessionStorage.getItem("seeded")) return;
    sessionStorage.setItem("seeded", "1");
    localStorage.setItem("theme", "dark");
  });
  // Record the class as soon as <body> exists, before any paint of the page's content.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      (window as { classAtBody?: string }).classAtBody = document.documentElement.className;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await openPage(page, "/services");
  expect(await page.evaluate(() => (window as { classAtBody?: string }).classAtBody)).toBe("dark");
  // The toggle switches the theme, and the next page (a new document) keeps the choice.
  await page.getByRole("button", { name: "Dark theme" }).click();
  await expect(page.locator("html")).toHaveClass("light");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Work" }).click();
  await expect(page.locator("html")).toHaveClass("light");
});

for (const study of caseStudyPages) {
  test(`${study.path} is its own page with its own meta, reached from its card`, async ({ page }) => {
    const response = await openPage(page, study.path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(study.title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.h1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site.siteUrl}${study.path}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", new RegExp(study.h1));
    await expect(page.getByRole("article")).toBeVisible();
    for (const name of [/client says$/, /^The outcome$/, /^Team$/]) await expect(page.getByRole("region", { name })).toBeVisible();
    // A prerendered document: no framework JavaScript.
    await expect(page.locator("script[src], link[rel=modulepreload]")).toHaveCount(0);
  });
}

test("the sitemap lists every case study's page", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const study of caseStudyPages) expect(sitemap).toContain(`<loc>${site.siteUrl}${study.path}</loc>`);
});

test("a case-study card links to its page", async ({ page }) => {
  await openPage(page, "/work");
  await page.getByRole("article").first().getByRole("link", { name: caseStudies[0]!.name, exact: true }).click();
  await expect(page).toHaveURL(caseStudyPages[0]!.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(caseStudyPages[0]!.h1);
});

// One load of the contact page, which nothing here changes, for its first screen and its facts panel.
test("at 1440×900 the contact headline, the whole form and Send fit the first screen, beside the facts panel", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPage(page, "/contact");
  const inView = async (name: string, locator: ReturnType<typeof page.locator>) => {
    const box = await locator.boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.y + box!.height, `${name} ends within the first 900 px`).toBeLessThanOrEqual(900);
  };
  await inView("headline", page.getByRole("heading", { level: 1 }));
  for (const label of ["Name", "Email", "Company", "How can we help?"]) await inView(label, page.getByRole("textbox", { name: label }));
  await inView("Send", page.getByRole("button", { name: "Send message" }));

  // The facts panel gives the reply promise, kickoff, team size, services, e-mail and what happens next.
  const panel = page.getByRole("complementary", { name: "At a glance" });
  for (const fact of ["1-2 business days", "2 weeks", "2-6 engineers", "Design, Web, Mobile, Cloud"]) {
    await expect(panel.locator("dl").getByText(fact, { exact: true })).toBeVisible();
  }
  await expect(panel.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
  await expect(page.getByRole("heading", { name: "What happens after you send" })).toBeVisible();

  // The two columns end together: the form's card and the facts beside it (they ended 290 px apart).
  const card = (await page.locator("form").locator("xpath=ancestor::*[contains(concat(' ', @class, ' '), ' group ')][1]").boundingBox())!;
  const facts = (await panel.boundingBox())!;
  expect(Math.abs(card.y + card.height - (facts.y + facts.height)), "the form's card and the facts panel end together").toBeLessThan(8);
});

// Home's dark band: the numbers' column ends with its button level with the launch log beside it
// (it ended 220 px above the log's last line).
test("at 1440 Home's outcomes end level with the launch log beside them", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPage(page, "/");
  const band = page.locator("#outcomes");
  await band.scrollIntoViewIfNeeded();
  const button = (await band.getByRole("link", { name: "See case studies" }).boundingBox())!;
  const log = (await band.locator("figure").boundingBox())!;
  expect(Math.abs(button.y + button.height - (log.y + log.height)), "button and log end within 48 px").toBeLessThan(48);
});

// The spec's pages in the dark theme are scanned by accessibility.spec.ts on the same load as the
// light theme; a case study's page (no framework JavaScript, its own styles) here.
test.describe("dark theme", () => {
  test.use({ colorScheme: "dark" });
  const study = caseStudyPages[0]!;
  test(`${study.path} meets WCAG 2.2 AA in the dark theme too`, async ({ page }) => {
    await openPage(page, study.path);
    await scrollThrough(page);
    await expect(page.locator("html")).toHaveClass("dark");
    await expectNoAxeViolations(page);
  });

  // A dimmed product screen reads as a grey slab: the work is shown as it ships, and a light
  // screen outside a device sits on a framed surface instead.
  for (const path of ["/", "/work", ...caseStudyPages.map((p) => p.path)]) {
    test(`${path} shows every picture undimmed in the dark theme, light screens framed`, async ({ page }) => {
      await openPage(page, path);
      await scrollThrough(page);
      // Product pictures (a <picture> of AVIF and WebP); people's portraits keep their own tile.
      const pictures = await page.locator("main picture img").evaluateAll((imgs) =>
        imgs.map((img) => {
          const mount = img.parentElement!;
          let faded = "";
          for (let node: Element | null = img; node; node = node.parentElement) {
            const own = getComputedStyle(node);
            if (own.filter !== "none" || Number(own.opacity) < 1) faded = `${node.tagName.toLowerCase()}: ${own.filter} ${own.opacity}`;
          }
          return {
            src: img.getAttribute("src"),
            faded,
            framed: mount.classList.contains("story-framed"),
            padding: getComputedStyle(mount).paddingTop,
            // The image itself (its content box) keeps its drawn shape inside the mount, not squeezed.
            shapeOff: (() => {
              const own = getComputedStyle(img);
              const width = img.clientWidth - parseFloat(own.paddingLeft) - parseFloat(own.paddingRight);
              const height = img.clientHeight - parseFloat(own.paddingTop) - parseFloat(own.paddingBottom);
              return Math.abs(width / height / (Number(img.getAttribute("width")) / Number(img.getAttribute("height"))) - 1);
            })(),
          };
        }),
      );
      expect(pictures.length).toBeGreaterThan(0);
      expect(pictures.filter((picture) => picture.faded).map((picture) => `${picture.src} (${picture.faded})`)).toEqual([]);
      for (const picture of pictures.filter((p) => p.framed)) {
        expect(picture.padding, `${picture.src} framed`).not.toBe("0px");
        expect(picture.shapeOff, `${picture.src}: its shape inside the mount`).toBeLessThan(0.005);
      }
      if (path.startsWith("/work/")) expect(pictures.filter((picture) => picture.framed).length, "light screens framed").toBeGreaterThan(0);
    });
  }
});

// The web fonts are cut to the characters the site sets with them (scripts/subset-fonts.ts): a
// character that no web font in an element's stack has falls back to another font, mid-word.
// Every character that each page sets must be in a web font of its stack (the core, or the
// extension that follows it), before the metric-matched fallback.
for (const path of [...pages.map((p) => p.path), ...caseStudyPages.map((p) => p.path)]) {
  test(`${path} sets every character in a typeface that has it`, async ({ page }) => {
    await openPage(page, path);
    const missing = await page.evaluate(() => {
      const inRange = (range: string, code: number) =>
        range.split(",").some((part) => {
          const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
          return code >= parseInt(from!, 16) && code <= parseInt(to!, 16);
        });
      const ranges = new Map([...document.fonts].map((face) => [face.family.replace(/"/g, ""), face.unicodeRange]));
      // Our web fonts: the families the stylesheet declares, other than the metric-matched
      // stand-ins for them ("Inter Fallback", local Arial) that hold any character.
      const isWebFont = (family: string) => ranges.has(family) && !family.endsWith(" Fallback");
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement!;
        const stack = getComputedStyle(element)
          .fontFamily.split(",")
          .map((family) => family.trim().replace(/"/g, ""));
        // The web fonts at the head of the stack, up to the first that is not one of ours.
        const firstOther = stack.findIndex((family) => !isWebFont(family));
        const webFonts = stack.slice(0, firstOther === -1 ? stack.length : firstOther);
        if (webFonts.length === 0 || !element.checkVisibility()) continue;
        for (const char of node.textContent!.replace(/\s/g, "")) {
          const code = char.codePointAt(0)!;
          if (!webFonts.some((family) => inRange(ranges.get(family) ?? "", code)))
            found.push(`${webFonts.join(" / ")}: "${char}" (U+${code.toString(16)}) in "${node.textContent!.trim()}"`);
        }
      }
      return found;
    });
    expect(missing).toEqual([]);
  });
}

// Each typeface comes as a core face (our pages' characters, preloaded) and an extension (the rest
// of the Latin range): a page fetches an extension only when it sets a character that needs it.
test("a page fetches a font's extended face only when its text needs it", async ({ page }) => {
  const fontsFetched = () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      return performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith(".woff2"))
        .map((path) => path.replace(/^\/assets\/|-[\w-]{8}\.woff2$/g, ""))
        .sort();
    });
  // The fonts as scripts/subset-fonts.ts cuts them (whatever typefaces the site is set in): the
  // preloaded cores on every page, a typeface's extension only where its text needs it.
  const file = (subset: FontSubset) => subset.file.replace(/\.woff2$/, "");
  const cores = fontSubsets.filter((subset) => subset.preload).map(file);
  await openPage(page, "/");
  expect(await fontsFetched()).toEqual([...cores].sort());

  // A name with a letter outside the cores (the core has the demo's "á", for Tomás, whom Contact
  // names on its first screen) is set in the display face on About: that letter is in the display
  // face's extension.
  const displayCore = fontSubsets.find((subset) => subset.preload && subset.family.startsWith(displayFamily))!;
  const inCore = (char: string) => displayCore.ranges.some(([from, to]) => char.codePointAt(0)! >= from && char.codePointAt(0)! <= to);
  const accented = team.members.find((member) => [...member.name].some((char) => !inCore(char)));
  await openPage(page, "/about");
  const display = fontSubsets.find((subset) => !subset.preload && subset.family.startsWith(displayFamily))!;
  if (accented) {
    await expect(page.getByText(accented.name).first()).toBeVisible();
    expect(await fontsFetched()).toEqual([...cores, file(display)].sort());
  } else expect(await fontsFetched()).toEqual([...cores].sort());

  // A visitor who types an accented letter into the form gets it in the body face.
  await openPage(page, "/contact");
  await page.getByLabel("Name", { exact: true }).fill("Zoë");
  await expect.poll(fontsFetched).toContain("inter-extended");
});

// Home's globe turns behind the picture: below lg, where the picture follows the words, it stands
// at the hero's foot, never behind the headline, the intro or the buttons (it ran behind the
// headline at 375 px).
test("Home's hero globe keeps clear of the headline, intro and buttons on phones and tablets", async ({ page }) => {
  await openPage(page, "/");
  await page.evaluate(() => document.fonts.ready);
  for (const width of [360, 375, 414, 640, 768, 1023]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const touching = await page.evaluate(() => {
      const hero = document.querySelector("main h1")!.closest("header")!;
      const globe = hero.querySelector<HTMLElement>(".meridian-globe")!;
      const box = globe.getBoundingClientRect();
      const radius = (globe.offsetWidth / 2) * 0.98 + 4;
      const centre = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      const words = [hero.querySelector("h1")!, hero.querySelector("h1 ~ p")!, ...hero.querySelectorAll("a")].filter(Boolean);
      return words.flatMap((element) =>
        [...element.getClientRects()].some((rect) => {
          const x = Math.max(rect.left, Math.min(centre.x, rect.right));
          const y = Math.max(rect.top, Math.min(centre.y, rect.bottom));
          return Math.hypot(x - centre.x, y - centre.y) < radius;
        })
          ? [element.textContent!.trim().slice(0, 40)]
          : [],
      );
    });
    expect(touching, `words over the globe at ${width} px`).toEqual([]);
  }
});
