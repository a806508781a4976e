import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Blob, Face } from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import { codePoints, cutFont, fontSubsets, fontsDir, latinCharacters, siteCharacters, unicodeRange, withoutRanges } from "./subset-fonts";

const appCss = readFileSync(new URL("../app/app.css", import.meta.url), "utf8");
const rootTsx = readFileSync(new URL("../app/root.tsx", import.meta.url), "utf8");

/** The @font-face rule in app/app.css whose src is this file. */
function faceFor(file: string): string {
  const face = appCss.match(/@font-face\s*{[^}]*}/g)?.find((rule) => rule.includes(`/fonts/${file}"`));
  if (!face) throw new Error(`app/app.css has no @font-face for fonts/${file}`);
  return face;
}

/** The characters a WOFF2 file has glyphs for. */
async function drawnCharacters(woff2: Buffer): Promise<Set<number>> {
  const { decompress } = createRequire(import.meta.url)("wawoff2") as { decompress: (font: Uint8Array) => Promise<Uint8Array> };
  return new Set(new Face(new Blob(await decompress(woff2)), 0).collectUnicodes());
}

describe.each(fontSubsets)("the committed $file", (subset) => {
  it("is what scripts/subset-fonts.ts cuts from the font package today", async () => {
    const committed = readFileSync(fontsDir + subset.file);
    const cut = await cutFont(subset);
    // Differs after an upgrade of the font package or a change of the sets: run the script.
    expect(committed.equals(cut), `app/assets/fonts/${subset.file} is stale: run npx tsx scripts/subset-fonts.ts`).toBe(true);
  });

  it("is declared in app/app.css with its family, the characters and weights it holds, no more", () => {
    const face = faceFor(subset.file).replace(/\s+/g, " ");
    expect(face).toContain(`font-family: "${subset.family}";`);
    expect(face).toContain(`unicode-range: ${unicodeRange(subset.ranges)};`);
    expect(face).toContain(`font-weight: ${subset.weights[0]} ${subset.weights[1]};`);
  });

  it(subset.preload ? "is preloaded with every page" : "is not preloaded: only text that needs it fetches it", () => {
    expect(rootTsx.includes(`./assets/fonts/${subset.file}?url`)).toBe(subset.preload);
  });
});

it("gives each family every printable Latin character and ours once: the core face or its extension, never both", () => {
  const families = new Map<string, (typeof fontSubsets)[number][]>();
  for (const subset of fontSubsets) families.set(subset.source, [...(families.get(subset.source) ?? []), subset]);
  expect(families.size).toBe(2);
  const printableLatin = codePoints(latinCharacters).filter((code) => code > 0x1f && (code < 0x7f || code > 0x9f));
  // Our arrows (→ ↗) are not in fontsource's Latin range; the rest of our characters are.
  const expected = [...new Set([...printableLatin, ...codePoints(siteCharacters)])].sort((a, b) => a - b);
  for (const faces of families.values()) {
    const held = faces.flatMap((face) => codePoints(face.ranges));
    expect(new Set(held).size, "no character in two faces").toBe(held.length);
    expect([...held].sort((a, b) => a - b)).toEqual(expected);
  }
});

it("puts each extension right after its core in the font stacks, before the metric-matched fallback", () => {
  const stacks = [...appCss.matchAll(/--font-(?:sans|display):\s*([^;]+);/g)].map((match) => match[1]!.replace(/\s+/g, " "));
  expect(stacks).toHaveLength(2);
  for (const core of fontSubsets.filter((subset) => subset.preload)) {
    const stack = stacks.find((value) => value.startsWith(`"${core.family}"`));
    expect(stack, `a font stack that starts with ${core.family}`).toBeDefined();
    expect(stack).toMatch(new RegExp(`^"${core.family}", "${core.family} Extended", "[^"]+ Fallback"`));
  }
});

it("keeps the site's own characters (ASCII and our typography) in the preloaded faces, each one drawn by the font", async () => {
  for (const face of fontSubsets.filter((subset) => subset.preload)) {
    expect(face.ranges).toEqual(siteCharacters);
    // A character declared but not drawn would be taken from another font, mid-word.
    const drawn = await drawnCharacters(readFileSync(fontsDir + face.file));
    const missing = codePoints(face.ranges).filter((code) => !drawn.has(code));
    expect(
      missing.map((code) => `U+${code.toString(16).toUpperCase()}`),
      face.file,
    ).toEqual([]);
  }
});

it("cuts one range out of another", () => {
  expect(
    withoutRanges(
      [
        [0x00, 0xff],
        [0x2000, 0x206f],
      ],
      [
        [0x20, 0x7e],
        [0xa0, 0xa0],
        [0x2013, 0x2014],
      ],
    ),
  ).toEqual([
    [0x00, 0x1f],
    [0x7f, 0x9f],
    [0xa1, 0xff],
    [0x2000, 0x2012],
    [0x2015, 0x206f],
  ]);
});

it("the faces on a first load weigh at most 90 KB together", () => {
  const preloaded = fontSubsets.filter((subset) => subset.preload);
  const bytes = preloaded.reduce((sum, subset) => sum + readFileSync(fontsDir + subset.file).length, 0);
  expect(bytes / 1024).toBeLessThanOrEqual(90);
});
