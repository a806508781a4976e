// The site's typefaces, named once. app/app.css says which families the pages are set in (the
// first family of --font-display and of --font-sans, with their @font-face rules), and
// scripts/subset-fonts.ts which @fontsource file each is cut from. What else needs a typeface
// follows from those two: the artwork renderer's fonts (art-fonts.ts) and the social card's
// lettering (brand-assets.ts). root.tsx preloads the cut files by path (Vite needs a literal
// import), so scripts/typefaces.test.ts fails when a preloaded file is not one app.css declares.
import { readFileSync } from "node:fs";

const appCssFile = new URL("../app/app.css", import.meta.url);
const rootFile = new URL("../app/root.tsx", import.meta.url);

/** The first family of a font-stack token (`--font-display: "Bricolage Grotesque", …`). */
export function firstFamily(token: "font-display" | "font-sans", css = readFileSync(appCssFile, "utf8")): string {
  const family = new RegExp(`--${token}:\\s*"([^"]+)"`).exec(css)?.[1];
  if (!family) throw new Error(`app/app.css: --${token} must start with a quoted family name, e.g. --${token}: "Inter", …`);
  return family;
}

/** The family headings, titles and the wordmark are set in. */
export const displayFamily = firstFamily("font-display");
/** The family running text is set in. */
export const textFamily = firstFamily("font-sans");

/** The font files app.css's @font-face rules load, by file name. */
export function fontFaceFiles(css = readFileSync(appCssFile, "utf8")): string[] {
  return [...css.matchAll(/@font-face\s*{[^}]*?src:\s*url\("[^"]*?([^/"]+\.woff2)"\)/g)].map((match) => match[1]!);
}

/** The font files root.tsx preloads, by file name. */
export function preloadedFontFiles(root = readFileSync(rootFile, "utf8")): string[] {
  return [...root.matchAll(/from "\.\/assets\/fonts\/([^"?]+\.woff2)\?url"/g)].map((match) => match[1]!);
}

/** One line per preloaded file that no @font-face loads: a preload of a font no text is set in. */
export function strayPreloads(root?: string, css?: string): string[] {
  const declared = new Set(fontFaceFiles(css));
  return preloadedFontFiles(root)
    .filter((file) => !declared.has(file))
    .map((file) => `app/root.tsx preloads ${file}, which no @font-face in app/app.css loads: preload the new face's file instead`);
}
