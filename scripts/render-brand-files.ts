// Renders the files that carry the brand but are not pages, into build/client/ (or the directory
// given): the favicon and the site's social card, in the design tokens' colours and the studio's
// name (they replace the copies in public/, which the dev server shows).
//   tsx scripts/render-brand-files.ts [output directory]
// Text in the card is set in the site's own typefaces: the variable WOFF2 files the site serves
// are unpacked to TrueType (wawoff2) and handed to sharp's SVG renderer through a fontconfig file
// that lists only them, so the result never depends on the fonts of the machine that builds it.
// The card is cached by content (node_modules/.cache/art) so a rebuild costs nothing.
// (Every other picture is the bundler's: the case studies' own, and Home's hero, which shows
// them; see scripts/mdx/story-plugins.ts.)
import { createHash } from "node:crypto";
import { copyFile, mkdir, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { loadSettings } from "../server/settings/load-settings.ts";
import { artFontFiles } from "./art-fonts.ts";
import { faviconSvg, readColourTokens, socialCardSvg } from "./brand-assets.ts";

const root = new URL("..", import.meta.url).pathname;
const outDir = resolve(process.argv[2] ?? join(root, "build/client"));
const cacheDir = join(root, "node_modules/.cache/art");
const tokens = readColourTokens();

// fontconfig reads FONTCONFIG_FILE when sharp first renders text: set it before loading sharp.
const fonts = await artFontFiles(join(cacheDir, "fonts"));
process.env.FONTCONFIG_FILE = fonts.configFile;
const { default: sharp } = await import("sharp");

async function renderBrandFiles(): Promise<number> {
  const { site } = loadSettings("site");
  await writeFile(join(outDir, "favicon.svg"), faviconSvg(tokens));
  const card = socialCardSvg(site.brand, tokens);
  const key = createHash("sha256")
    .update(JSON.stringify({ card, fonts: fonts.hash }))
    .digest("hex")
    .slice(0, 16);
  const cached = join(cacheDir, `og-image-${key}.png`);
  if (!existsSync(cached))
    await sharp(Buffer.from(card)).png({ compressionLevel: 9, palette: true, quality: 90, dither: 0 }).toFile(cached);
  await copyFile(cached, join(outDir, "og-image.png"));
  return 2;
}

await mkdir(cacheDir, { recursive: true });
await mkdir(outDir, { recursive: true });
const started = performance.now();
const total = await renderBrandFiles();
console.log(`render-brand-files: ${total} files in ${Math.round(performance.now() - started)} ms`);
