// The studio's own photographs: a picture dropped into app/content/people/ under a person's name
// takes their typographic portrait's place, made into square AVIF and WebP files at build like
// every other picture. Built in a scratch copy of the project (testing/scratch-copy.ts).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { portraitSlug } from "../app/content/portrait.ts";
import { team } from "../app/content/team.ts";
import { scratchCopy } from "../testing/scratch-copy.ts";

const [photographed, ...drawn] = team.members;

describe("a photograph dropped into app/content/people/", { timeout: 900_000 }, () => {
  let dir: string;
  let about: string;
  /** The person's <picture> on About. */
  let picture: string | undefined;

  beforeAll(async () => {
    dir = scratchCopy("people-photos-");
    mkdirSync(join(dir, "app/content/people"), { recursive: true });
    // A camera's upright 3:4 JPEG, larger than any place it is shown; named as the docs say:
    // the name without accents, lower case ("Tomás Reyes" → tomas-reyes.jpg).
    const file = join(dir, "app/content/people", `${portraitSlug(photographed!.name)}.jpg`);
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
    execFileSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], {
      cwd: dir,
      env: { ...process.env, PUBLIC_SITE_URL: "https://studio.example", npm_config_loglevel: "silent" },
      stdio: "pipe",
      timeout: 880_000,
    });
    about = readFileSync(join(dir, "build/client/about/index.html"), "utf8");
    picture = [...about.matchAll(/<picture>.*?<\/picture>/gs)]
      .map((match) => match[0])
      .find((html) => html.includes(`alt="Photograph of ${photographed!.name}"`));
  }, 900_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("shows the photograph in the person's place, as AVIF with WebP to fall back on, sized so nothing shifts", () => {
    expect(picture, `no photograph of ${photographed!.name} on About`).toBeDefined();
    expect(picture).toMatch(/<source type="image\/avif" srcSet="[^"]+\.avif 128w, [^"]+\.avif 256w, [^"]+\.avif 384w"/);
    expect(picture).toMatch(/<img[^>]*srcSet="[^"]+\.webp 128w, [^"]+\.webp 256w, [^"]+\.webp 384w"/);
    expect(picture).toMatch(/width="176" height="176"/);
    expect(about).not.toContain(`Typographic portrait of ${photographed!.name}`);
  });

  it("cuts it square at build, and the files are the photograph's own", async () => {
    const avif = /<source type="image\/avif" srcSet="([^" ]+) 128w/.exec(picture ?? "")![1]!;
    const built = join(dir, "build/client", avif);
    expect(existsSync(built), built).toBe(true);
    const { width, height, format } = await sharp(built).metadata();
    expect(format).toBe("heif");
    expect([width, height]).toEqual([128, 128]);
  });

  it("leaves everyone without one their typographic portrait", () => {
    for (const person of drawn) expect(about).toContain(`alt="Typographic portrait of ${person.name}"`);
  });
});
