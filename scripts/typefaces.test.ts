// A typeface has one source (app/app.css's font stacks and @font-face rules, cut by
// scripts/subset-fonts.ts): a new display face must not leave root.tsx preloading the old file,
// nor the social card or the artwork set in the old family.
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { shippedFonts } from "./art-fonts.ts";
import { readColourTokens, socialCardSvg } from "./brand-assets.ts";
import { fontSubsets } from "./subset-fonts.ts";
import { displayFamily, firstFamily, fontFaceFiles, preloadedFontFiles, strayPreloads, textFamily } from "./typefaces.ts";

const css = readFileSync(new URL("../app/app.css", import.meta.url), "utf8");

it("preloads only files app.css's @font-face rules load, and every core face the pages need", () => {
  expect(strayPreloads()).toEqual([]);
  const cores = fontSubsets.filter((subset) => subset.preload).map((subset) => subset.file);
  expect(preloadedFontFiles().sort()).toEqual(cores.sort());
  for (const subset of fontSubsets) expect(fontFaceFiles(), `app/app.css loads ${subset.file}`).toContain(subset.file);
});

it("names the preload that an agency's new typeface left behind, in one line", () => {
  // Northwind's rebrand: app.css loads Fraunces, root.tsx still preloads Bricolage.
  const rebranded = css.replaceAll("bricolage-grotesque", "fraunces");
  expect(strayPreloads(undefined, rebranded)).toEqual([
    "app/root.tsx preloads bricolage-grotesque.woff2, which no @font-face in app/app.css loads: preload the new face's file instead",
  ]);
});

it("reads the display and text families from app.css's font stacks, each declared by a @font-face and cut by subset-fonts.ts", () => {
  for (const family of [displayFamily, textFamily]) {
    expect(css).toContain(`font-family: "${family}";`);
    expect(fontSubsets.map((subset) => subset.family)).toContain(family);
  }
  expect(firstFamily("font-display", css.replace(/--font-display:\s*"[^"]+"/, '--font-display: "Fraunces"'))).toBe("Fraunces");
  expect(() => firstFamily("font-display", "")).toThrow(/^app\/app\.css: --font-display must start with a quoted family name/);
});

it("gives the artwork renderer the files the faces are cut from, and sets the social card in the site's families", () => {
  expect([...shippedFonts].sort()).toEqual([...new Set(fontSubsets.map((subset) => subset.source))].sort());
  const card = socialCardSvg("Northwind Labs", readColourTokens(css), { display: "Fraunces", text: "Source Sans 3" });
  expect(card).toContain(`font-family="'Fraunces 96pt ExtraBold', 'Fraunces'"`);
  expect(card).toContain('font-family="Source Sans 3"');
  expect(card).not.toContain("Bricolage");
  expect(socialCardSvg("Northwind Labs", readColourTokens(css))).toContain(`'${displayFamily}'`);
});
