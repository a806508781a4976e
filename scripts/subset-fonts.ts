// The two typefaces the pages load, cut from @fontsource-variable's Latin files down to what the
// site sets with them: the weights the styles use, the OpenType features they rely on (kerning,
// ligatures, contextual forms, tabular figures; not Inter's dozens of stylistic alternates), and
// the characters, in two files per typeface:
// - the core: ASCII and the typography our own words use (`siteCharacters`). Every page needs
//   it, so it is preloaded (root.tsx).
// - the extension: the rest of fontsource's Latin range (accented letters, other symbols). A
//   browser fetches a face only when the page sets a character in its unicode-range, so it comes
//   down only for a name such as "Tomás" on About, or once a visitor types "é" into the form.
// On a first load that is 41 KB instead of 56 (89 before any cut).
//
// The extension is a family of its own ("Inter Extended"), next in the font stack (app.css), not
// a second face of "Inter": with two faces in one family, Chromium looked up the system fallback
// fonts for every size of text at the first layout, 11-27 ms of the page's longest task on this
// machine (bench/ANALYSIS.md, "Home on a phone"); as the next family it is consulted only for a
// character the core does not have.
//
// Fonts on the first load are most of the home page's bytes before its largest paint, so on a
// slow phone they decide when it shows (bench/RESULTS.md). The files are committed in
// app/assets/fonts, not made by the build: Vite then hashes what it serves, dev and the tests need
// no step before them, and scripts/subset-fonts.test.ts re-cuts them and fails if they differ.
// After changing a set below or upgrading a font package, run: npx tsx scripts/subset-fonts.ts
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);

/** A range of code points, inclusive, as in a CSS unicode-range. */
type CodeRange = readonly [number, number];

export type FontSubset = {
  /** The CSS font-family its @font-face declares (app/app.css), listed in the font stacks there. */
  family: string;
  /** The file written in app/assets/fonts (and named in app/app.css). */
  file: string;
  source: string;
  /** Code points kept; app/app.css declares the same as the face's unicode-range. */
  ranges: readonly CodeRange[];
  /** The weight axis, narrowed to the weights the styles use (app/app.css's font-weight). */
  weights: readonly [number, number];
  /** Needed by every page: fetched with the document (root.tsx), not when text asks for it. */
  preload: boolean;
};

// Kerning and mark positioning, standard and contextual ligatures, composition and local forms:
// what text needs to be set correctly. tnum: the .numeral class (figures that line up).
const features = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "tnum"];

/**
 * The characters our own pages set: ASCII and the typography of the content (no-break space,
 * copyright, middle dot, multiplication sign, the team's one accent, dashes, curly quotes, bullet, ellipsis), each one
 * that both typefaces draw (a test checks it). A browser test checks that every character a page
 * sets is in a face (e2e/design.spec.ts); a new one in the content lands in the extension until
 * it is added here.
 */
export const siteCharacters: readonly CodeRange[] = [
  [0x0020, 0x007e],
  [0x00a0, 0x00a0],
  [0x00a9, 0x00a9],
  [0x00b7, 0x00b7],
  [0x00d7, 0x00d7],
  // á: Tomás, who reads every message, on Contact's first screen, the thank-you and About. In
  // the extension it cost Contact a third font file (12 KB) before its first paint.
  [0x00e1, 0x00e1],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
];

/** Fontsource's Latin subset: any text a visitor writes in a Latin script. */
export const latinCharacters: readonly CodeRange[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/** The code points of `ranges` that are not in `minus`, as ranges again. */
export function withoutRanges(ranges: readonly CodeRange[], minus: readonly CodeRange[]): CodeRange[] {
  const left: CodeRange[] = [];
  for (const [from, to] of ranges) {
    let start = from;
    for (const [cutFrom, cutTo] of [...minus].sort((a, b) => a[0] - b[0])) {
      if (cutTo < start || cutFrom > to) continue;
      if (cutFrom > start) left.push([start, cutFrom - 1]);
      start = Math.max(start, cutTo + 1);
    }
    if (start <= to) left.push([start, to]);
  }
  return left;
}

/** Control characters: never drawn, so no reason for a page to fetch a face for them. */
const controlCharacters: readonly CodeRange[] = [
  [0x0000, 0x001f],
  [0x007f, 0x009f],
];

/** A typeface's core and its extension: disjoint ranges, so each character has one face. */
function faces(typeface: { family: string; file: string; source: string; weights: readonly [number, number] }): FontSubset[] {
  const { family, file, source, weights } = typeface;
  return [
    { family, file: `${file}.woff2`, source, ranges: siteCharacters, weights, preload: true },
    {
      family: `${family} Extended`,
      file: `${file}-extended.woff2`,
      source,
      ranges: withoutRanges(latinCharacters, [...siteCharacters, ...controlCharacters]),
      weights,
      preload: false,
    },
  ];
}

export const fontSubsets: readonly FontSubset[] = [
  // font-normal to font-bold; the one extra-bold word is the wordmark, in Bricolage.
  ...faces({
    family: "Inter",
    file: "inter",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    weights: [400, 700],
  }),
  ...faces({
    family: "Bricolage Grotesque",
    file: "bricolage-grotesque",
    source: "@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2",
    weights: [400, 800],
  }),
];

/** Every code point in the ranges, in order. */
export function codePoints(ranges: readonly CodeRange[]): number[] {
  return ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));
}

/** The face's unicode-range, as app/app.css declares it. */
export function unicodeRange(ranges: readonly CodeRange[]): string {
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, "0");
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(", ");
}

export async function cutFont(subset: FontSubset): Promise<Buffer> {
  const text = String.fromCodePoint(...codePoints(subset.ranges));
  const [min, max] = subset.weights;
  return subsetFont(await readFile(require.resolve(subset.source)), text, {
    targetFormat: "woff2",
    keepFeatures: features,
    variationAxes: { wght: { min, max } },
  });
}

export const fontsDir = fileURLToPath(new URL("../app/assets/fonts/", import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const subset of fontSubsets) {
    const font = await cutFont(subset);
    await writeFile(fontsDir + subset.file, font);
    console.log(`app/assets/fonts/${subset.file}: ${(font.length / 1024).toFixed(1)} KB (unicode-range: ${unicodeRange(subset.ranges)})`);
  }
}
