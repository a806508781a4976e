// The portraits of the team (app/content/team.ts) and of the testimonials' authors
// (app/content/testimonials.ts) until the studio's own photographs arrive: a typographic portrait
// each, one SVG per person in app/assets/portraits/. The person's initials are set large in the
// site's display face (Bricolage Grotesque at its heaviest), outlined with HarfBuzz so no font is
// fetched for them, and anchored to the foot of the square, cut by its edge like a poster's
// lettering, under a short rule. Two files a person: <name>.svg in the brand's deep ink for the
// light scheme, <name>.dark.svg in the brand's light ink for the dark one (app/app.css); the
// background is left clear so the page's tinted tile, pale or deep with the scheme, shows through.
//
// A photograph at app/content/people/<name>.jpg|png|webp takes the portrait's place on every
// page (app/components/people/portrait.tsx); the drawing stays as its fallback.
//
// The files are committed, so dev and tests need no step first; scripts/portraits.test.ts draws
// them again and fails if they differ. After changing a person's name or the brand's colours, run:
//   npx tsx scripts/portraits.ts
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { Blob, Buffer as HbBuffer, Face, Font, shape, Variation } from "harfbuzzjs";
import { portraitSlug, type Person } from "../app/content/portrait.ts";
import { team } from "../app/content/team.ts";
import { testimonials } from "../app/content/testimonials.ts";

export const portraitsDir = fileURLToPath(new URL("../app/assets/portraits/", import.meta.url));

/** Everyone with a portrait on the site. */
export const people: readonly Person[] = [...team.members, ...testimonials];

/** The display face the pages set headlines in: the whole Latin file their subset is cut from. */
const displayFace = "@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2";
const require = createRequire(import.meta.url);
const { decompress } = require("wawoff2") as { decompress: (woff2: Uint8Array) => Promise<Uint8Array> };
const font = new Font(new Face(new Blob(await decompress(readFileSync(require.resolve(displayFace)))), 0));
font.setVariations([new Variation("wght", 800)]);

/** A colour token's value in one scheme (its only value if it has one) from app/app.css. */
function token(name: string, scheme: "light" | "dark" = "light"): string {
  const css = readFileSync(new URL("../app/app.css", import.meta.url), "utf8");
  const found = new RegExp(`--color-${name}:\\s*(?:light-dark\\((#[0-9a-f]{3,8}),\\s*(#[0-9a-f]{3,8})|(#[0-9a-f]{3,8}))`, "i").exec(css);
  const value = found ? (found[3] ?? (scheme === "dark" ? found[2] : found[1])) : undefined;
  if (!value) throw new Error(`app/app.css has no --color-${name} token: the portraits take their ink from it`);
  return value;
}

/**
 * The letters' ink in each scheme: the brand's deep colour on the pale tiles, and in the dark scheme
 * the brand's light ink (its text colour there) on the deep ones, so no tile glares on a dark page.
 */
export const portraitInks = { light: token("brand-deep"), dark: token("brand-strong", "dark") } as const;

/** A person's portrait files: `<name>.svg` for the light scheme, `<name>.dark.svg` for the dark. */
export const portraitFiles = (person: Pick<Person, "name">) =>
  ({ light: `${portraitSlug(person.name)}.svg`, dark: `${portraitSlug(person.name)}.dark.svg` }) as const;

/** A person's initials: "Tomás Reyes" → "TR", "Ana" → "A". */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => [...word][0]!.toUpperCase())
    .filter((_, i, all) => i === 0 || i === all.length - 1)
    .join("");

const side = 176;
/** The letters' size, in the square's units: a pair as wide as M and W is set smaller to fit. */
const typeSize = 124;
const widest = 156;
const tracking = -0.04;
const margin = 14;

const round = (n: number) => Math.round(n * 100) / 100;

/** The text shaped in the display face at `size`: each glyph's outline (font units, y up) and where it starts. */
function shaped(text: string, size: number) {
  const buffer = new HbBuffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  shape(font, buffer);
  const scale = size / font.face.upem;
  let pen = 0;
  const glyphs = buffer.getGlyphInfosAndPositions().map((glyph) => {
    const placed = { outline: font.glyphToPath(glyph.codepoint), x: pen + (glyph.xOffset ?? 0) * scale };
    pen += (glyph.xAdvance ?? 0) * scale + tracking * size;
    return placed;
  });
  return { glyphs, width: pen - tracking * size, scale };
}

/** The glyphs as one path in the square's units (y down), their baseline at `baseline`. */
function lettering(text: string, size: number, baseline: number): string {
  const { glyphs, scale } = shaped(text, size);
  return glyphs
    .map(({ outline, x }) =>
      outline.replace(/([MLQCZ])([^MLQCZ]*)/g, (_, command: string, args: string) => {
        const numbers = args.trim() ? args.trim().split(/[ ,]+/).map(Number) : [];
        const points: number[] = [];
        for (let i = 0; i < numbers.length; i += 2)
          points.push(round(margin + x + numbers[i]! * scale), round(baseline - numbers[i + 1]! * scale));
        return command + points.join(" ");
      }),
    )
    .join("");
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A person's typographic portrait: any name draws one (a new hire needs nothing chosen). */
export function portraitSvg(person: Pick<Person, "name">, ink: string = portraitInks.light): string {
  const letters = initials(person.name) || "?";
  const size = Math.min(typeSize, (typeSize * widest) / shaped(letters, typeSize).width);
  // The baseline sits below the square's foot: the letters' lowest twentieth is cut by the edge.
  const baseline = side + size * 0.06;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" role="img" aria-label="${escapeXml(person.name)}">` +
    `<rect x="${margin}" y="18" width="26" height="5" fill="${ink}"/>` +
    `<path d="${lettering(letters, size, baseline)}" fill="${ink}"/></svg>`
  );
}

export function writePortraits(): string[] {
  mkdirSync(portraitsDir, { recursive: true });
  const files: string[] = people.flatMap((person) => {
    const { light, dark } = portraitFiles(person);
    writeFileSync(portraitsDir + light, portraitSvg(person, portraitInks.light) + "\n");
    writeFileSync(portraitsDir + dark, portraitSvg(person, portraitInks.dark) + "\n");
    return [light, dark];
  });
  // A person who left takes their portrait along.
  for (const old of readdirSync(portraitsDir)) if (!files.includes(old)) rmSync(portraitsDir + old);
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = writePortraits();
  console.log(`app/assets/portraits/: ${files.length / 2} portraits, light and dark`);
}
