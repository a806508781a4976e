// The portraits of the team (app/content/team.ts) and of the testimonials' authors
// (app/content/testimonials.ts): one SVG per person in app/assets/portraits/, drawn with DiceBear's
// Notionists style (art by Zoish, CC0 1.0) from the features each person's record chooses. The
// lines take the brand's deep ink and the faces the surface white from app/app.css, and the
// background is left clear so the page's tinted tile shows through in either scheme.
//
// The files are committed, so dev and tests need no step first; scripts/portraits.test.ts draws
// them again and fails if they differ. After changing a person or upgrading DiceBear, run:
//   npx tsx scripts/portraits.ts
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createAvatar } from "@dicebear/core";
import * as notionists from "@dicebear/notionists";
import { portraitSlug, type Person, type PortraitFeatures } from "../app/content/portrait.ts";
import { team } from "../app/content/team.ts";
import { testimonials } from "../app/content/testimonials.ts";

export const portraitsDir = fileURLToPath(new URL("../app/assets/portraits/", import.meta.url));

/** Everyone with a portrait on the site. */
export const people: readonly Person[] = [...team.members, ...testimonials];

/** A colour token's light-scheme value (or its only value) from app/app.css. */
function token(name: string): string {
  const css = readFileSync(new URL("../app/app.css", import.meta.url), "utf8");
  const value = new RegExp(`--color-${name}:\\s*(?:light-dark\\()?(#[0-9a-f]{3,8})`, "i").exec(css)?.[1];
  if (!value) throw new Error(`app/app.css has no --color-${name} token: the portraits take their ink from it`);
  return value;
}

const variant = (n: number) => [`variant${String(n).padStart(2, "0")}`];

/** DiceBear's options for one person: every feature fixed, nothing random. */
function options(features: PortraitFeatures) {
  return {
    seed: "",
    hair: variant(features.hair),
    lips: variant(features.lips),
    brows: variant(features.brows),
    eyes: variant(features.eyes),
    nose: variant(features.nose),
    body: variant(features.body),
    glasses: variant(features.glasses ?? 1),
    glassesProbability: features.glasses ? 100 : 0,
    beard: variant(features.beard ?? 1),
    beardProbability: features.beard ? 100 : 0,
    gestureProbability: 0,
    bodyIconProbability: 0,
  } as Parameters<typeof createAvatar<typeof notionists>>[1];
}

export function portraitSvg(person: Person): string {
  const ink = token("brand-deep");
  const paper = token("surface");
  // The drawing's black and white become the brand's; the viewbox mask's white stays white.
  return createAvatar(notionists, options(person.portrait))
    .toString()
    .replace(/<(?!rect)[a-z]+ [^>]*>/g, (tag) =>
      tag.replace(/ (fill|stroke)="#000"/g, ` $1="${ink}"`).replace(/ (fill|stroke)="#fff"/g, ` $1="${paper}"`),
    );
}

export function writePortraits(): string[] {
  mkdirSync(portraitsDir, { recursive: true });
  const files = people.map((person) => {
    const file = `${portraitSlug(person.name)}.svg`;
    writeFileSync(portraitsDir + file, portraitSvg(person) + "\n");
    return file;
  });
  // A person who left takes their portrait along.
  for (const old of readdirSync(portraitsDir)) if (!files.includes(old)) rmSync(portraitsDir + old);
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = writePortraits();
  console.log(`app/assets/portraits/: ${files.length} portraits`);
}
