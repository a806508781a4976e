// Renders the home page's artwork (app/assets/art/*.svg, listed in app/content/art.ts) to AVIF and
// WebP at every listed width, into build/client/art/ (or <directory>/art/ for the directory given):
//   tsx scripts/render-art.ts [output directory]
// Text in the drawings is set in the site's own typefaces: the variable WOFF2 files the site
// serves are unpacked to TrueType (wawoff2) and handed to sharp's SVG renderer through a
// fontconfig file that lists only them, so the result never depends on the fonts of the machine
// that builds it. Renderings are cached by content (node_modules/.cache/art) so a rebuild with
// unchanged drawings costs nothing.
import { createHash } from "node:crypto";
import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { artPath, heroArt, type Art } from "../app/content/art.ts";
import { loadSettings } from "../server/settings/load-settings.ts";
import { artFontFiles } from "./art-fonts.ts";
import { faviconSvg, paintWithTokens, readColourTokens, socialCardSvg } from "./brand-assets.ts";

const root = new URL("..", import.meta.url).pathname;
const outDir = resolve(process.argv[2] ?? join(root, "build/client"));
const cacheDir = join(root, "node_modules/.cache/art");
const sourceDir = join(root, "app/assets/art");
// (A case study's pictures sit in its own folder and are rendered by the bundler: see
// scripts/mdx/story-plugins.ts.)
const allArt: readonly Art[] = [heroArt];
// The studio's accents in the drawings ({{brand}} and the like) are the design tokens' colours.
const tokens = readColourTokens();

// fontconfig reads FONTCONFIG_FILE when sharp first renders text: set it before loading sharp.
const fonts = await artFontFiles(join(cacheDir, "fonts"));
process.env.FONTCONFIG_FILE = fonts.configFile;
const { default: sharp } = await import("sharp");
sharp.concurrency(1); // two shared cores: encode one image at a time, several images in parallel below

// AVIF with its colour at half resolution (4:2:0, as photos and video are): on these flat drawings
// it cannot be told apart from full colour, and the home hero a phone loads is 23 KB, not 31
// (effort 6 would save 1.5 KB more, at eight times the encoding time of every build).
const encodings = {
  avif: { quality: 55, effort: 3, chromaSubsampling: "4:2:0" },
  webp: { quality: 78, effort: 4 },
} as const;
const formats = {
  avif: (image: import("sharp").Sharp) => image.avif(encodings.avif),
  webp: (image: import("sharp").Sharp) => image.webp(encodings.webp),
} as const;

// A first build renders every picture (a minute or more on a busy machine): say so once, before it starts.
let announced = false;
function announceFirstRender() {
  if (announced) return;
  announced = true;
  console.log("Rendering the artwork the first time (later builds reuse node_modules/.cache/art)...");
}

async function render(art: Art): Promise<number> {
  const svg = paintWithTokens(await readFile(join(sourceDir, `${art.source ?? art.id}.svg`), "utf8"), tokens);
  const { width: sourceWidth } = viewBox(svg);
  // Draw the source at the scale the largest rendering needs, then cut the crop out of it.
  const scale = art.width / (art.crop?.width ?? sourceWidth);
  const key = createHash("sha256")
    .update(JSON.stringify({ art, svg, fonts: fonts.hash, encodings }))
    .digest("hex")
    .slice(0, 16);
  let written = 0;
  let drawn: Buffer | undefined;
  for (const width of art.widths) {
    for (const format of ["avif", "webp"] as const) {
      const target = join(outDir, artPath(art.id, width, format));
      const cached = join(cacheDir, `${art.id}-${width}-${key}.${format}`);
      if (!existsSync(cached)) {
        announceFirstRender();
        drawn ??= await draw(svg, scale, art);
        await formats[format](sharp(drawn).resize({ width })).toFile(cached);
      }
      await mkdir(join(target, ".."), { recursive: true });
      await copyFile(cached, target);
      written++;
    }
  }
  return written;
}

async function draw(svg: string, scale: number, art: Art): Promise<Buffer> {
  let image = sharp(Buffer.from(svg), { density: 72 * scale });
  if (art.crop) {
    const { left, top, height } = art.crop;
    image = image.extract({
      left: Math.round(left * scale),
      top: Math.round(top * scale),
      width: art.width,
      height: Math.round(height * scale),
    });
  }
  return image.png().toBuffer();
}

function viewBox(svg: string) {
  const match = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  if (!match) throw new Error('render-art: every drawing needs viewBox="0 0 <width> <height>"');
  return { width: Number(match[1]), height: Number(match[2]) };
}

/**
 * The favicon and the site's social card, in the brand's colours and name (they replace the copies
 * in public/, which the dev server shows).
 */
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
const counts = await Promise.all([...allArt.map(render), renderBrandFiles()]);
const total = counts.reduce((sum, n) => sum + n, 0);
console.log(`render-art: ${allArt.length} pictures, ${total} files in ${Math.round(performance.now() - started)} ms`);
await writeFile(join(cacheDir, "last-run.txt"), new Date().toISOString());
