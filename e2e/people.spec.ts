import { expect, test, type Locator, type Page } from "@playwright/test";
import { clients } from "../app/content/clients";
import { team } from "../app/content/team";
import { testimonials } from "../app/content/testimonials";
import { caseStudies, openPage, renderWholePage, scrollThrough, site } from "./support/site";

// Faces and social proof: a portrait (a photograph, or the typographic one) for every person the
// site quotes or introduces, and the clients' wordmarks. The people and clients are read from the content, so a studio that
// changes them keeps these tests.

/** A picture that is there for everyone: named, loaded and drawn at a size. */
async function expectPortrait(portrait: Locator, name: string) {
  await expect(portrait, `${name}'s portrait`).toHaveAttribute("alt", new RegExp(`\\S.*${name}`));
  await expect(portrait).toHaveAttribute("width", /^\d+$/);
  await expect(portrait).toHaveAttribute("height", /^\d+$/);
  await portrait.scrollIntoViewIfNeeded();
  await expect
    .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.naturalHeight > 0), {
      message: `${name}'s portrait loads`,
    })
    .toBe(true);
  const box = await portrait.boundingBox();
  expect(box?.width, `${name}'s portrait is shown`).toBeGreaterThan(40);
}

/** Every client's wordmark in the row, each its own drawing from the sprite, rendered at a size. */
async function expectClientRow(page: Page, scope: Locator) {
  const row = scope.locator("[data-client-logos]");
  await row.scrollIntoViewIfNeeded();
  const marks = row.getByRole("img");
  await expect(marks).toHaveCount(clients.length);
  const names = await marks.evaluateAll((svgs) => svgs.map((svg) => svg.getAttribute("aria-label")));
  expect(names).toEqual(clients.map((client) => client.name));
  const drawings = await marks.evaluateAll((svgs) => svgs.map((svg) => svg.querySelector("use")?.getAttribute("href")));
  expect(new Set(drawings).size, "a distinct wordmark per client").toBe(clients.length);
  // The sprite is a separate file: a wordmark has drawn once its symbol's outline has a size.
  for (const mark of await marks.all()) {
    await expect
      .poll(() => mark.evaluate((svg) => svg.querySelector("use")!.getBBox().width), {
        message: `${await mark.getAttribute("aria-label")} draws`,
      })
      .toBeGreaterThan(0);
  }
  void page;
}

test("each testimonial shows its author's portrait and the company's wordmark, and the clients' row follows", async ({ page }) => {
  await openPage(page, "/");
  const section = page.getByRole("region", { name: "Clients love working with us" });
  const carousel = section.getByRole("region", { name: "Testimonials" });
  await carousel.scrollIntoViewIfNeeded();
  const shown = carousel.locator('[aria-roledescription="slide"]:not([inert])');
  for (const [i, testimonial] of testimonials.entries()) {
    await expect(shown).toHaveAttribute("aria-label", `Testimonial ${i + 1} of ${testimonials.length}`);
    await expect(shown.getByText(testimonial.name, { exact: true })).toBeVisible();
    await expectPortrait(shown.locator("img"), testimonial.name);
    await expect(shown.getByRole("img", { name: testimonial.company, exact: true })).toBeVisible();
    await carousel.getByRole("button", { name: "Next testimonial" }).click();
  }
  await expectClientRow(page, section);
});

test("About introduces the team with a portrait, name and role for each person", async ({ page }) => {
  await openPage(page, "/about");
  const people = page.getByRole("list", { name: team.label }).getByRole("listitem");
  await expect(people).toHaveCount(team.members.length);
  for (const [i, member] of team.members.entries()) {
    await expect(people.nth(i)).toContainText(member.name);
    await expect(people.nth(i)).toContainText(member.role);
    await expectPortrait(people.nth(i).getByRole("img"), member.name);
  }
});

test.describe("in the dark theme", () => {
  test.use({ colorScheme: "dark" });
  test("the typographic portraits sit on the dark palette's tiles, their letters in the light ink, and follow the visitor's choice", async ({
    page,
  }) => {
    await openPage(page, "/about");
    const portraits = page.getByRole("list", { name: team.label }).locator('img[alt^="Typographic portrait of "]');
    /** Each portrait's file and its tile's lightness (0 black, 1 white), read from the computed colour. */
    const shown = () =>
      portraits.evaluateAll((images) =>
        images.map((img) => {
          const [r = 0, g = 0, b = 0] = (getComputedStyle(img).backgroundColor.match(/[\d.]+/g) ?? []).map(Number);
          return { file: (img as HTMLImageElement).currentSrc, lightness: (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255 };
        }),
      );
    // A photograph covers its tile: only the drawn portraits are checked (a studio with photographs has none).
    test.skip((await portraits.count()) === 0, "the team has photographs");
    for (const portrait of await portraits.all()) await portrait.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await shown()).every(({ file }) => /\.dark-[\w-]{8}\.svg$/.test(file))).toBe(true);
    for (const { file, lightness } of await shown()) expect(lightness, `${file}: a tile that glares on a dark page`).toBeLessThan(0.25);
    await page.getByRole("button", { name: /theme/i }).first().click();
    await expect
      .poll(async () => (await shown()).every(({ file, lightness }) => !/\.dark-[\w-]{8}\.svg$/.test(file) && lightness > 0.75), {
        message: "the light theme's files on pale tiles",
      })
      .toBe(true);
  });
});

test("on a phone, each person's name and role under their portrait read as a caption: two lines at most, no letters spread apart", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openPage(page, "/about");
  const people = page.getByRole("list", { name: team.label }).getByRole("listitem");
  await expect(people).toHaveCount(team.members.length);
  const captions = await people.evaluateAll((items) =>
    items.flatMap((item) =>
      [...item.querySelectorAll("span")].map((line) => {
        // Lines a caption takes: the distinct tops of its text's boxes.
        const range = document.createRange();
        range.selectNodeContents(line);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        // "normal" or a length: the extra space between letters, in pixels.
        return { text: line.textContent ?? "", lines: tops.size, spacing: parseFloat(getComputedStyle(line).letterSpacing) || 0 };
      }),
    ),
  );
  expect(captions).toHaveLength(team.members.length * 2);
  for (const caption of captions) {
    expect(caption.lines, `"${caption.text}" takes ${caption.lines} lines`).toBeLessThanOrEqual(2);
    expect(caption.spacing, `"${caption.text}" is set with its face's own spacing`).toBe(0);
  }
});

test("About argues 'why us' with each study's numbers, links to the studies, and shows the clients", async ({ page }) => {
  await openPage(page, "/about");
  const main = page.getByRole("main");
  const why = main.getByRole("region", { name: `Why ${site.brand}` });
  for (const study of caseStudies) await expect(why.locator(`a[href="/work/${study.id}"]`).first()).toBeVisible();
  await expect(main.getByRole("heading", { name: "Who We Work With", exact: true })).toBeVisible();
  await expectClientRow(page, why);
  // A client with a case study leads to it.
  const studied = clients.find((client) => caseStudies.some((study) => study.name === client.name));
  if (studied) {
    const study = caseStudies.find((record) => record.name === studied.name)!;
    await why
      .locator("[data-client-logos]")
      .getByRole("link", { name: new RegExp(studied.name) })
      .click();
    await expect(page).toHaveURL(`/work/${study.id}`);
  }
});

test("About keeps the spec's sections, titles and card counts, in a page much shorter on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openPage(page, "/about");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Who We Are");
  await expect(main.getByRole("region", { name: "What We Do" }).getByRole("heading", { level: 3 })).toHaveCount(8);
  await expect(main.getByRole("region", { name: "Our Philosophy" }).getByRole("heading", { level: 3 })).toHaveCount(3);
  await expect(main.getByRole("heading", { name: "Who We Work With", exact: true })).toBeVisible();
  await expect(main.getByRole("heading", { name: `Why ${site.brand}`, exact: true })).toBeVisible();
  await scrollThrough(page);
  await renderWholePage(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  // It was 7,335 px in five card grids, then 6,101 as an argument, then 5,701: tightened again for phones.
  expect(height, "About at 375 px").toBeLessThan(5750);
});
