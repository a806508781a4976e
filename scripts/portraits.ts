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

/** The variants the style draws for a feature ("hair" → 1 to 63), read from its schema. */
function variantsOf(feature: string): number[] {
  const property = (notionists.schema.properties as Record<string, { items?: { enum?: string[] } }>)[feature];
  return (property?.items?.enum ?? []).map((name) => Number(name.replace("variant", ""))).sort((a, b) => a - b);
}

/** DiceBear's options for one person: every feature fixed, nothing random. */
function options(features: PortraitFeatures) {
  // DiceBear draws nothing for a variant it does not have, without a word: say which one.
  for (const [feature, n] of Object.entries(features)) {
    const variants = variantsOf(feature);
    if (!variants.includes(n))
      throw new Error(
        `${feature}: ${n} is not a variant (${variants.length ? `${variants[0]} to ${variants.at(-1)}` : "no such feature"})`,
      );
  }
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

/** A person's initials: "Tomás Reyes" → "TR", "Ana" → "A". */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => [...word][0]!.toUpperCase())
    .filter((_, i, all) => i === 0 || i === all.length - 1)
    .join("");

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * Someone with no portrait chosen yet (a new hire, an agency's own people before their
 * photographs): their initials, large, in the brand's deep ink, on the same clear square the
 * drawn portraits use, so the page's tinted tile shows through and the row keeps its rhythm.
 */
export function monogramSvg(person: Pick<Person, "name">, ink = token("brand-deep")): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 176 176" role="img" aria-label="${escapeXml(person.name)}">` +
    `<circle cx="88" cy="88" r="62" fill="none" stroke="${ink}" stroke-width="3"/>` +
    `<text x="88" y="88" dy=".35em" text-anchor="middle" font-family="ui-sans-serif, system-ui, sans-serif" font-size="52" ` +
    `font-weight="700" letter-spacing="-1" fill="${ink}">${escapeXml(initials(person.name))}</text></svg>`
  );
}

export function portraitSvg(person: Person): string {
  if (!person.portrait) return monogramSvg(person);
  const ink = token("brand-deep");
  const paper = token("surface");
  let drawing: string;
  try {
    drawing = createAvatar(notionists, options(person.portrait)).toString();
  } catch (error) {
    throw new Error(
      `${person.name}'s portrait: ${(error as Error).message} (the features are DiceBear Notionists variants, docs/customising/people.md)`,
    );
  }
  // The drawing's black and white become the brand's; the viewbox mask's white stays white.
  return drawing.replace(/<(?!rect)[a-z]+ [^>]*>/g, (tag) =>
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
