// The two typefaces the pages load, cut from @fontsource-variable's Latin files down to what the
// site sets with them: the characters (Inter keeps the whole Latin range, since a visitor types
// into the form in it; Bricolage, the display face, sets only our own headings and numbers), the
// weights the styles use, and the OpenType features they rely on (kerning, ligatures, contextual
// forms, tabular figures; not Inter's dozens of stylistic alternates). 89 KB → 56 KB.
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
  /** The file written in app/assets/fonts (and named in app/app.css). */
  file: string;
  source: string;
  /** Code points kept; app/app.css declares the same as the face's unicode-range. */
  ranges: readonly CodeRange[];
  /** The weight axis, narrowed to the weights the styles use (app/app.css's font-weight). */
  weights: readonly [number, number];
};

// Kerning and mark positioning, standard and contextual ligatures, composition and local forms:
// what text needs to be set correctly. tnum: the .numeral class (figures that line up).
const features = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "tnum"];

export const fontSubsets = [
  {
    file: "inter-latin.woff2",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    // Fontsource's Latin subset, unchanged: any text a visitor writes in a Latin script.
    ranges: [
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
    ],
    // font-normal to font-bold; the one extra-bold word is the wordmark, in Bricolage.
    weights: [400, 700],
  },
  {
    file: "bricolage-grotesque-display.woff2",
    source: "@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2",
    // ASCII, the accented Latin letters (people's and clients' names: "Tomás"), and the
    // typography our headings use: no-break space, middle dot, non-breaking hyphen, dashes, curly
    // quotes, ellipsis, arrows. A browser test checks that every character set in this face on
    // every page is in here (e2e/design.spec.ts).
    ranges: [
      [0x0020, 0x007e],
      [0x00a0, 0x00a0],
      [0x00b7, 0x00b7],
      [0x00c0, 0x00ff],
      [0x2011, 0x2011],
      [0x2013, 0x2014],
      [0x2018, 0x2019],
      [0x201c, 0x201d],
      [0x2026, 0x2026],
      [0x2192, 0x2192],
      [0x2197, 0x2197],
    ],
    weights: [400, 800],
  },
] as const satisfies readonly FontSubset[];

/** The face's unicode-range, as app/app.css declares it. */
export function unicodeRange(ranges: readonly CodeRange[]): string {
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, "0");
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(", ");
}

export async function cutFont(subset: FontSubset): Promise<Buffer> {
  const text = subset.ranges
    .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
    .join("");
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
