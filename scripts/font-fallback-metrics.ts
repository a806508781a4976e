// The @font-face rules that make a local font (Arial, or Liberation Sans, its metric twin on
// Linux) take the same room as each of the site's typefaces, so the swap to the web font moves
// nothing (CLS 0). Capsize computes them from the fonts' own tables: the width from the average
// width of text in the Latin subset (weighted by how often each letter occurs in English), the
// ascent, descent and line gap divided by it.
//   npx tsx scripts/font-fallback-metrics.ts           prints the rules
//   npx tsx scripts/font-fallback-metrics.ts --write   puts them into app/app.css (between the markers)
// Run it after changing a typeface in scripts/subset-fonts.ts (docs/customising/make-it-yours.md);
// scripts/font-fallback-metrics.test.ts checks app.css holds what it prints.
import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import { fromFile } from "@capsizecss/unpack/fs";
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { fontSubsets } from "./subset-fonts.ts";

const require = createRequire(import.meta.url);

/**
 * The local font that stands in for a typeface until it loads. One face per family, as Capsize,
 * fontaine and next/font make it: Capsize's metrics are the regular style's, and bold text is
 * drawn from it as the browser emboldens it (the same advances), close to the web font's bold,
 * where Arial Bold, far wider than Arial, overshot it.
 */
const localFont = 'local("Arial"), local("Liberation Sans"), local("Helvetica")';

export const fallbackMarkers = {
  start: "/* Fallback metrics: written by scripts/font-fallback-metrics.ts --write; do not edit by hand. */",
  end: "/* End of fallback metrics. */",
};

/** The fallback family a font stack names after the typeface: "Inter" → "Inter Fallback". */
export const fallbackFamily = (family: string) => `${family} Fallback`;

/** The fallback rules for every typeface the site preloads, as app.css holds them. */
export async function fallbackFontFaces(): Promise<string> {
  const blocks: string[] = [];
  for (const typeface of fontSubsets.filter((subset) => subset.preload)) {
    const metrics = await fromFile(require.resolve(typeface.source));
    const [face] = createFontStack([{ ...metrics, familyName: typeface.family }, arial], { fontFaceFormat: "styleObject" }).fontFaces;
    const overrides = face!["@font-face"];
    blocks.push(
      [
        "@font-face {",
        `  font-family: "${fallbackFamily(typeface.family)}";`,
        `  src: ${localFont};`,
        `  size-adjust: ${overrides.sizeAdjust ?? "100%"};`,
        `  ascent-override: ${overrides.ascentOverride};`,
        `  descent-override: ${overrides.descentOverride};`,
        `  line-gap-override: ${overrides.lineGapOverride ?? "0%"};`,
        "}",
      ].join("\n"),
    );
  }
  return [fallbackMarkers.start, ...blocks, fallbackMarkers.end].join("\n");
}

/** The part of a stylesheet between the markers, markers included (undefined without them). */
export function fallbackSection(css: string): string | undefined {
  const start = css.indexOf(fallbackMarkers.start);
  const end = css.indexOf(fallbackMarkers.end);
  return start < 0 || end < start ? undefined : css.slice(start, end + fallbackMarkers.end.length);
}

export const appCssPath = fileURLToPath(new URL("../app/app.css", import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rules = await fallbackFontFaces();
  if (!process.argv.includes("--write")) console.log(rules);
  else {
    const css = readFileSync(appCssPath, "utf8");
    const current = fallbackSection(css);
    if (current === undefined) {
      console.error(
        `app/app.css has no fallback section: add the two marker comments where the rules go:\n${fallbackMarkers.start}\n${fallbackMarkers.end}`,
      );
      process.exit(1);
    }
    writeFileSync(appCssPath, css.replace(current, rules));
    console.log("app/app.css: fallback metrics written");
  }
}
