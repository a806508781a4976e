import { expect, test, type Page } from "@playwright/test";
import { caseStudyPages, missingPage, pages, site } from "./support/site";

// What search engines and link previews see: the HTML as served, with no JavaScript run.

const canonicalUrl = (path: string) => `${site.siteUrl}${path}`;
const meta = (page: Page, selector: string) => page.locator(`head meta[${selector}]`).getAttribute("content");

type PageTags = { title: string; description: string | null };

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, title, h1 } of pages) {
    test(`${path} carries its title, description, canonical URL, social card and organization`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole("heading", { level: 1 }), "the content is in the HTML, not only in scripts").toHaveText(h1);

      const description = await meta(page, 'name="description"');
      expect(description?.length ?? 0, "a description of useful length").toBeGreaterThan(50);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", canonicalUrl(path));
      await expect(page.locator('head meta[name="robots"]'), "pages may be indexed").toHaveCount(0);

      expect(await meta(page, 'property="og:type"')).toBe("website");
      expect(await meta(page, 'property="og:site_name"')).toBe(site.brand);
      expect(await meta(page, 'property="og:title"')).toBe(title);
      expect(await meta(page, 'property="og:description"')).toBe(description);
      expect(await meta(page, 'property="og:url"')).toBe(canonicalUrl(path));
      expect(await meta(page, 'property="og:image"')).toBe(`${site.siteUrl}/og-image.png`);
      expect(await meta(page, 'name="twitter:card"')).toBe("summary_large_image");
      expect(await meta(page, 'name="twitter:title"')).toBe(title);
      expect(await meta(page, 'name="twitter:description"')).toBe(description);
      expect(await meta(page, 'name="twitter:image"')).toBe(`${site.siteUrl}/og-image.png`);

      // The organization on every page (a page may describe its own content too: /work its studies).
      const jsonLd = await page.locator('head script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.map((text) => JSON.parse(text) as unknown)).toContainEqual(
        expect.objectContaining({
          "@context": "https://schema.org",
          "@type": "Organization",
          name: site.brand,
          url: `${site.siteUrl}/`,
          email: site.email,
        }),
      );
    });
  }

  test("the not-found page answers 404 and asks not to be indexed", async ({ page }) => {
    const response = await page.goto(missingPage.path);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(missingPage.title);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(missingPage.h1);
    expect(await meta(page, 'name="robots"')).toMatch(/noindex/);
    await expect(page.locator('head link[rel="canonical"]'), "no canonical URL for a page that does not exist").toHaveCount(0);
    await expect(page.locator('head meta[property="og:url"]')).toHaveCount(0);
  });

  test("the links between pages work without JavaScript", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services", exact: true }).click();
    await expect(page).toHaveURL("/services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages[1].h1);
  });
});

test("every page's title and description are its own", async ({ request }) => {
  const tags: PageTags[] = [];
  for (const { path } of [...pages, missingPage]) {
    const html = await (await request.get(path)).text();
    tags.push({
      title: html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "",
      description: html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? null,
    });
  }
  expect(new Set(tags.map((t) => t.title)).size, JSON.stringify(tags.map((t) => t.title))).toBe(tags.length);
  expect(new Set(tags.map((t) => t.description)).size, JSON.stringify(tags.map((t) => t.description))).toBe(tags.length);
  expect(tags.every((t) => t.title && t.description)).toBe(true);
});

test("the social card image exists: a 1200×630 PNG", async ({ request }) => {
  const response = await request.get(new URL(`${site.siteUrl}/og-image.png`).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  const png = await response.body();
  expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
  expect([png.readUInt32BE(16), png.readUInt32BE(20)], "width and height as og:image:width/height say").toEqual([1200, 630]);
  expect(png.length, "small enough for link previews").toBeLessThan(300_000);
});

test("the sitemap lists the five pages and every case study's page, and robots.txt points to it", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toMatch(/xml/);
  const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locations.sort()).toEqual([...pages, ...caseStudyPages].map((p) => canonicalUrl(p.path)).sort());

  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(robots.headers()["content-type"]).toMatch(/^text\/plain/);
  const rules = await robots.text();
  expect(rules).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`);
  expect(rules, "the site is open to crawlers").not.toMatch(/^Disallow:\s*\/\s*$/m);
});
