// The clients' wordmarks (app/content/clients.ts) as one SVG sprite, app/assets/client-logos.svg:
// one <symbol> per client, its name set in its own typeface (an OFL face from @fontsource, a
// development dependency) and outlined with HarfBuzz, beside a mark drawn here. Outlined, so a
// visitor downloads no font for them; in currentColor, so they take the brand's ink in either scheme.
//
// The sprite is committed, so dev and tests need no step first; scripts/client-logos.test.ts makes
// it again and fails if it differs. After changing the clients, run:
//   npx tsx scripts/client-logos.ts
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { Blob, Buffer as HbBuffer, Face, Font, shape } from "harfbuzzjs";
import sharp from "sharp";
import { clients, wordmarks, type Wordmark, type WordmarkMark } from "../app/content/clients.ts";

export const spriteFile = fileURLToPath(new URL("../app/assets/client-logos.svg", import.meta.url));
/** Each wordmark's width on the sprite's 40-unit line, so the page reserves its box before the sprite loads. */
export const widthsFile = fileURLToPath(new URL("../app/assets/client-logos.json", import.meta.url));

const require = createRequire(import.meta.url);
const { decompress } = require("wawoff2") as { decompress: (font: Uint8Array) => Promise<Uint8Array> };

/** The wordmarks are drawn on a 40-unit-high line: the cap height sits at about 28. */
const size = 32;
const height = 40;
const baseline = 30;

/** Each mark in a 40×40 box, in the wordmark's colour; `evenodd` cuts the holes. */
const marks: Record<WordmarkMark, string> = {
  // A ticket with a notch each side and a perforation.
  ticket: '<path fill-rule="evenodd" d="M4 9h32v7a4 4 0 0 0 0 8v7H4v-7a4 4 0 0 0 0-8zM24 12v2h2v-2zm0 5v2h2v-2zm0 5v2h2v-2zm0 5v2h2v-2z"/>',
  // A play triangle between clip brackets.
  "play-bracket": '<path d="M4 6h8v4H8v20h4v4H4zM36 6h-8v4h4v20h-4v4h8z"/><path d="M15 12l12 8-12 8z"/>',
  // A sun setting into a line: the glow after.
  "half-sun":
    '<path d="M8 27a12 12 0 0 1 24 0z"/><path d="M3 31h34v3H3z"/><path d="M18.5 6h3v6h-3zM6.2 11.4l2.1-2.1 4.2 4.2-2.1 2.1zM31.7 9.3l2.1 2.1-4.2 4.2-2.1-2.1z"/>',
  // Two linked rings: a loop, a line.
  rings:
    '<path fill-rule="evenodd" d="M14 8a12 12 0 1 0 0 24 12 12 0 0 0 0-24zm0 5a7 7 0 1 1 0 14 7 7 0 0 1 0-14z"/><path fill-rule="evenodd" d="M26 8a12 12 0 1 0 0 24 12 12 0 0 0 0-24zm0 5a7 7 0 1 1 0 14 7 7 0 0 1 0-14z" opacity=".55"/>',
  // A leaf with its vein: notes from the field.
  leaf: '<path fill-rule="evenodd" d="M6 34C6 16 16 6 34 6c0 18-10 28-28 28zm4-3 2 2L28 12l-2-2z"/>',
  // A pulse line in a rounded square.
  pulse:
    '<path fill-rule="evenodd" d="M10 4h20a6 6 0 0 1 6 6v20a6 6 0 0 1-6 6H10a6 6 0 0 1-6-6V10a6 6 0 0 1 6-6zm-2 15v3h7.2l2.3-4.6 4 10 3.8-7.4H32v-3h-8.5l-2 3.6-4.2-10.2L13.4 19z"/>',
};

async function fontFor(wordmark: Wordmark): Promise<Font> {
  const { family, weight, style = "normal" } = wordmark.face;
  const file = require.resolve(`@fontsource/${family}/files/${family}-latin-${weight}-${style}.woff2`);
  const ttf = await decompress(readFileSync(file));
  return new Font(new Face(new Blob(ttf), 0));
}

/** The lettering as one path, scaled to `size`, starting at x, and the advance it took. */
async function lettering(wordmark: Wordmark, x: number): Promise<{ path: string; width: number }> {
  const font = await fontFor(wordmark);
  const upem = font.face.upem;
  const scale = size / upem;
  const buffer = new HbBuffer();
  buffer.addText(wordmark.lettering);
  buffer.guessSegmentProperties();
  shape(font, buffer);
  const tracking = ((wordmark.tracking ?? 0) / 1000) * upem;
  let pen = 0;
  const parts: string[] = [];
  for (const glyph of buffer.getGlyphInfosAndPositions()) {
    const outline = font.glyphToPath(glyph.codepoint);
    const dx = pen + (glyph.xOffset ?? 0);
    if (outline) parts.push(transform(outline, x, dx, scale));
    pen += (glyph.xAdvance ?? 0) + tracking;
  }
  return { path: parts.join(""), width: (pen - tracking) * scale };
}

/** Moves a glyph's path (font units, y up) to the sprite's box (y down), rounded to 0.01. */
function transform(path: string, x: number, dx: number, scale: number): string {
  const round = (n: number) => Math.round(n * 100) / 100;
  return path.replace(/([MLQCZ])([^MLQCZ]*)/g, (_, command: string, args: string) => {
    const numbers = args.trim() ? args.trim().split(/[ ,]+/).map(Number) : [];
    const points: number[] = [];
    for (let i = 0; i < numbers.length; i += 2)
      points.push(round(x + (numbers[i]! + dx) * scale), round(baseline - numbers[i + 1]! * scale));
    return command + points.join(" ");
  });
}

/**
 * How much ink a drawing puts down, in square units: what the eye weighs when it compares logos in
 * a row. Rendered at 4 pixels a unit and summed over the coverage (anti-aliased edges in part).
 */
export async function inkArea(drawing: string, width: number): Promise<number> {
  const zoom = 4;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width * zoom}" height="${height * zoom}" viewBox="0 0 ${width} ${height}">${drawing}</svg>`;
  const alpha = await sharp(Buffer.from(svg)).ensureAlpha().extractChannel("alpha").raw().toBuffer();
  let coverage = 0;
  for (const value of alpha) coverage += value / 255;
  return coverage / zoom ** 2;
}

/**
 * Optical sizes. Set at one type size, a wide, heavy face (Syne 800, Archivo Black) outweighs a
 * light serif by half again or more. The usual cure for a row of logos: scale each by the square
 * root of its width (equal-area sizing, so a long name is drawn smaller but not as small as its
 * length alone would say) and by the fourth root of its ink density (a heavy face a little smaller
 * again). The largest is drawn at full size; each is centred on the line. Rounded, so the sprite
 * is the same on every machine.
 */
function opticalScales(drawings: readonly { width: number; ink: number }[]): number[] {
  const raw = drawings.map(({ width, ink }) => (1 / width) ** 0.5 * ((width * height) / ink) ** 0.25);
  const largest = Math.max(...raw);
  return raw.map((scale) => Math.round((scale / largest) * 100) / 100);
}

export async function clientLogoSprite(): Promise<string> {
  const drawings: { id: string; width: number; body: string }[] = [];
  for (const client of clients) {
    const wordmark: Wordmark = wordmarks[client.id];
    const gap = 8;
    const text = await lettering(wordmark, height + gap);
    const width = Math.ceil(height + gap + text.width + 2);
    drawings.push({ id: client.id, width, body: `${marks[wordmark.mark]}<path d="${text.path}"/>` });
  }
  const inks = await Promise.all(drawings.map(({ body, width }) => inkArea(body, width)));
  const scales = opticalScales(drawings.map(({ width }, i) => ({ width, ink: inks[i]! })));
  const symbols = drawings.map(({ id, width, body }, i) => {
    const scale = scales[i]!;
    if (scale === 1) return `<symbol id="${id}" viewBox="0 0 ${width} ${height}">${body}</symbol>`;
    const lift = Math.round(((height * (1 - scale)) / 2) * 100) / 100;
    return `<symbol id="${id}" viewBox="0 0 ${Math.ceil(width * scale)} ${height}"><g transform="matrix(${scale} 0 0 ${scale} 0 ${lift})">${body}</g></symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n<!-- Made by scripts/client-logos.ts from app/content/clients.ts; type from @fontsource (OFL). -->\n${symbols.join("\n")}\n</svg>\n`;
}

/** The widths file for a sprite: each symbol's viewBox width, by id. */
export function clientLogoWidths(sprite: string): string {
  const widths = Object.fromEntries(
    [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 (\d+) 40">/g)].map((m) => [m[1]!, Number(m[2])]),
  );
  return JSON.stringify(widths, null, 2) + "\n";
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sprite = await clientLogoSprite();
  writeFileSync(spriteFile, sprite);
  writeFileSync(widthsFile, clientLogoWidths(sprite));
  console.log(`app/assets/client-logos.svg: ${clients.length} wordmarks`);
}
