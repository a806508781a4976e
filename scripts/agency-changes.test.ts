// What an agency changes without touching code, built once in a scratch copy of the project
// (testing/scratch-copy.ts; one build serves every check here, each build costing about a minute
// of CPU):
// - a case study is a folder: the agency adds app/content/work/<id>/ with an index.mdx and its own
//   PNG, builds, and the study is everywhere a study appears;
// - the studio's own photographs: a picture dropped into app/content/people/ under a person's name
//   takes their typographic portrait's place, made into square AVIF and WebP files at build like
//   every other picture.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { portraitSlug } from "../app/content/portrait.ts";
import { team } from "../app/content/team.ts";
import { scratchCopy } from "../testing/scratch-copy.ts";

const siteUrl = "https://studio.example";
const fixtureId = "harbor-dashboard";
const fixtureName = "Harbor";

const frontmatter = (fields: Record<string, string>) =>
  Object.entries({
    name: fixtureName,
    subtitle: "Port logistics dashboard",
    blurb: "A live view of every berth, crane and container for a harbour operator.",
    summary: "How we built Harbor, the live logistics dashboard of a container port.",
    tags: "[Vue, Go]",
    accent: "sky",
    preview: "./berths.png",
    order: "99",
    client: "A container port",
    year: "2026",
    duration: "9 weeks",
    services: "[Product design, Web app]",
    team: "\n  - { name: Ada Park, role: Designer }",
    outcomes: '\n  - { value: "2×", label: cranes scheduled per shift, context: "over the first month at two terminals" }',
    quote: "\n  text: We finally see the port as it is.\n  name: Ines Moreau\n  role: Terminal manager",
    ...fields,
  })
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n");

const story = `
## A port on one screen

The berths, the cranes and every container, live.

<FullBleed src="./berths.png" alt="Harbor's berth plan: eight berths, three ships alongside" />
`;

async function addStudy(dir: string, id: string, fields: Record<string, string> = {}, pngWidth = 1600) {
  const folder = join(dir, "app/content/work", id);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, "index.mdx"), `---\n${frontmatter(fields)}\n---\n${story}`);
  await sharp({ create: { width: pngWidth, height: Math.round(pngWidth * 0.625), channels: 3, background: "#0b4f86" } })
    .png()
    .toFile(join(folder, "berths.png"));
}

const env = { ...process.env, PUBLIC_SITE_URL: siteUrl, npm_config_loglevel: "silent" };
const checkWork = (dir: string) =>
  spawnSync(process.execPath, ["--import", "tsx", "scripts/check-work.ts"], { cwd: dir, env, encoding: "utf8" });

const [photographed, ...drawn] = team.members;

/** A camera's upright 3:4 JPEG, larger than any place it is shown, named as docs/customising/people.md says. */
async function dropPhotograph(dir: string, name: string) {
  mkdirSync(join(dir, "app/content/people"), { recursive: true });
  // The name without accents, lower case ("Tomás Reyes" → tomas-reyes.jpg).
  const file = join(dir, "app/content/people", `${portraitSlug(name)}.jpg`);
  await sharp({ create: { width: 1200, height: 1600, channels: 3, background: "#8a6f5a" } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1600"><circle cx="600" cy="620" r="300" fill="#e8c9a8"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toFile(file);
}

// The scratch copy with both changes, built once for the two groups of checks below.
let dir: string;
const page = (path: string) => readFileSync(join(dir, "build/client", path, "index.html"), "utf8");
beforeAll(async () => {
  dir = scratchCopy("agency-changes-");
  await addStudy(dir, fixtureId);
  await dropPhotograph(dir, photographed!.name);
  execFileSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], { cwd: dir, env, stdio: "pipe", timeout: 880_000 });
}, 900_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a case study added as a folder", { timeout: 900_000 }, () => {
  it("appears in the Work grid, with its PNG preview optimised to AVIF and WebP", () => {
    const work = page("work");
    expect(work).toContain(`href="/work/${fixtureId}"`);
    expect(work).toContain(fixtureName);
    expect(work).toMatch(/type="image\/avif" srcSet="[^"]*berths[^"]*\.avif \d+w/);
  });

  it("has its own page with its story and its picture, sized, with a placeholder colour", () => {
    const html = page(`work/${fixtureId}`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${fixtureName}</h1>`));
    expect(html).toContain("A port on one screen");
    expect(html).toMatch(/<img[^>]*alt="Harbor&#x27;s berth plan[^"]*"[^>]*>/);
    const img = /<img[^>]*alt="Harbor&#x27;s berth plan[^>]*>/.exec(html)![0];
    expect(img).toMatch(/width="\d+"/);
    expect(img).toMatch(/height="\d+"/);
    // The placeholder colour is a class (the CSP refuses style attributes) whose rule the build
    // writes into the site's stylesheet.
    const placeholder = /class="[^"]*\b(story-placeholder-[0-9a-f]{6})\b/.exec(img)?.[1];
    expect(placeholder, img).toBeDefined();
    const assets = join(dir, "build/client/assets");
    const css = readdirSync(assets)
      .filter((file) => file.endsWith(".css"))
      .map((file) => readFileSync(join(assets, file), "utf8"))
      .join("\n");
    expect(css).toMatch(new RegExp(`\\.${placeholder}\\s*\\{\\s*background-color:\\s*#[0-9a-f]{6}`));
  });

  it("closes the next-project loop: the study before it leads to it, and it leads to the first", () => {
    // order: 99 puts it last; the first study of the grid follows it.
    const work = page("work");
    const order = [...work.matchAll(/<h3[^>]*><a href="\/work\/([^"]+)"/g)].map((match) => match[1]!);
    expect(order.at(-1)).toBe(fixtureId);
    const before = order.at(-2)!;
    expect(page(`work/${before}`)).toMatch(new RegExp(`aria-label="Next project"[\\s\\S]*href="/work/${fixtureId}"`));
    expect(page(`work/${fixtureId}`)).toMatch(new RegExp(`aria-label="Next project"[\\s\\S]*href="/work/${order[0]}"`));
  });

  it("is in the sitemap, the structured data and has its own social card", () => {
    expect(readFileSync(join(dir, "build/client/sitemap.xml"), "utf8")).toContain(`<loc>${siteUrl}/work/${fixtureId}</loc>`);
    const html = page(`work/${fixtureId}`);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
    expect(jsonLd).toContainEqual(expect.objectContaining({ "@type": "CreativeWork", url: `${siteUrl}/work/${fixtureId}` }));
    expect(JSON.stringify(jsonLd)).toContain("Ines Moreau");
    const card = /<meta property="og:image" content="([^"]+)"/.exec(html)![1]!;
    expect(card).toMatch(new RegExp(`^${siteUrl}/assets/${fixtureId}-berths-[^/]+\\.jpe?g$`));
    expect(existsSync(join(dir, "build/client", card.slice(siteUrl.length)))).toBe(true);
    const workJsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;
    expect([...page("work").matchAll(workJsonLd)].map((match) => match[1]).join()).toContain(`${siteUrl}/work/${fixtureId}`);
  });
});

describe("a photograph dropped into app/content/people/", () => {
  /** The person's <picture> on About. */
  const picture = () =>
    [...page("about").matchAll(/<picture>.*?<\/picture>/gs)]
      .map((match) => match[0])
      .find((html) => html.includes(`alt="Photograph of ${photographed!.name}"`));

  it("shows the photograph in the person's place, as AVIF with WebP to fall back on, sized so nothing shifts", () => {
    const shown = picture();
    expect(shown, `no photograph of ${photographed!.name} on About`).toBeDefined();
    expect(shown).toMatch(/<source type="image\/avif" srcSet="[^"]+\.avif 128w, [^"]+\.avif 256w, [^"]+\.avif 384w"/);
    expect(shown).toMatch(/<img[^>]*srcSet="[^"]+\.webp 128w, [^"]+\.webp 256w, [^"]+\.webp 384w"/);
    expect(shown).toMatch(/width="176" height="176"/);
    expect(page("about")).not.toContain(`Typographic portrait of ${photographed!.name}`);
  });

  it("cuts it square at build, and the files are the photograph's own", async () => {
    const avif = /<source type="image\/avif" srcSet="([^" ]+) 128w/.exec(picture() ?? "")![1]!;
    const built = join(dir, "build/client", avif);
    expect(existsSync(built), built).toBe(true);
    const { width, height, format } = await sharp(built).metadata();
    expect(format).toBe("heif");
    expect([width, height]).toEqual([128, 128]);
  });

  it("leaves everyone without one their typographic portrait", () => {
    for (const person of drawn) expect(page("about")).toContain(`alt="Typographic portrait of ${person.name}"`);
  });
});

describe("a case study the build refuses, with one line", { timeout: 120_000 }, () => {
  let dir: string;
  beforeAll(() => {
    dir = scratchCopy("case-study-folder-");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([
    [
      "a missing field",
      { quote: "\n  text: Fine.\n  role: Manager" },
      1600,
      /^Case study: app\/content\/work\/broken\/index\.mdx: quote\.name: missing\n$/,
    ],
    ["a wrong field", { accent: "teal" }, 1600, /^Case study: app\/content\/work\/broken\/index\.mdx: accent: .+\n$/],
    [
      "a picture narrower than it is shown",
      {},
      1000,
      /^Case study: app\/content\/work\/broken\/index\.mdx: \.\/berths\.png is 1000 px wide, narrower than the \d+ px it is shown at .+\n$/,
    ],
    [
      "a missing picture",
      { preview: "./missing.png" },
      1600,
      /^Case study: app\/content\/work\/broken\/index\.mdx: \.\/missing\.png .*does not exist.+\n$/,
    ],
  ] as const)("%s", async (_, fields, width, line) => {
    rmSync(join(dir, "app/content/work/broken"), { recursive: true, force: true });
    await addStudy(dir, "broken", fields, width);
    const result = checkWork(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(line);
  });
});
