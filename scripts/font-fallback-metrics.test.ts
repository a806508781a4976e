// The fallback fonts' metrics in app/app.css are the ones the command computes for our typefaces:
// after a typeface changes, a stylesheet left with the old numbers (a layout shift when the font
// arrives) fails here until `npx tsx scripts/font-fallback-metrics.ts --write` is run.
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { appCssPath, fallbackFamily, fallbackFontFaces, fallbackSection } from "./font-fallback-metrics.ts";
import { fontSubsets } from "./subset-fonts.ts";

const appCss = readFileSync(appCssPath, "utf8");

it("app.css holds exactly the fallback rules the command computes for our fonts", async () => {
  expect(fallbackSection(appCss)).toBe(await fallbackFontFaces());
});

it("computes a resized stand-in for every preloaded typeface, and the font stacks name it", async () => {
  const rules = await fallbackFontFaces();
  for (const typeface of fontSubsets.filter((subset) => subset.preload)) {
    const family = fallbackFamily(typeface.family);
    expect(rules).toMatch(new RegExp(`font-family: "${family}";\\n  src: local\\("Arial"\\)[^}]*size-adjust: \\d+(\\.\\d+)?%;`));
    expect(appCss).toMatch(new RegExp(`--font-[a-z]+:\\s+"${typeface.family}", "${typeface.family} Extended", "${family}"`));
  }
});
