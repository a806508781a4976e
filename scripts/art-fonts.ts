// The site's typefaces as TrueType files for the SVG renderer (the social card, the studies' SVG pictures), with
// a fontconfig file that lists them and nothing else. The source is the whole Latin WOFF2 that the
// pages' files are cut from (scripts/subset-fonts.ts): the same outlines, so a word in a picture
// is set exactly as it is on the page, with every character and weight a picture may need.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, realpath, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fontSubsets } from "./subset-fonts.ts";

const require = createRequire(import.meta.url);

/** The files the site's faces are cut from (scripts/subset-fonts.ts), each once. */
export const shippedFonts = [...new Set(fontSubsets.map((subset) => subset.source))];

export async function artFontFiles(folder: string): Promise<{ configFile: string; hash: string }> {
  await mkdir(folder, { recursive: true });
  // The folder is shared (node_modules/.cache), also by scratch copies that link node_modules: the
  // file must name it by its real path, not by a copy's, which is gone once the copy is removed.
  const dir = await realpath(folder);
  const { decompress } = require("wawoff2") as { decompress: (woff2: Uint8Array) => Promise<Uint8Array> };
  const hash = createHash("sha256");
  for (const file of shippedFonts) {
    const woff2 = await readFile(require.resolve(file));
    hash.update(woff2);
    const ttf = join(
      dir,
      file
        .split("/")
        .pop()!
        .replace(/\.woff2$/, ".ttf"),
    );
    if (!existsSync(ttf)) await writeInPlace(ttf, await decompress(woff2));
  }
  const configFile = join(dir, "fonts.conf");
  await writeInPlace(
    configFile,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig><dir>${dir}</dir><cachedir>${join(dir, "fc-cache")}</cachedir></fontconfig>\n`,
  );
  return { configFile, hash: hash.digest("hex").slice(0, 16) };
}

/**
 * Writes a file aside and renames it into place: another process (a build, a test, a browser) may
 * be reading it, and one process may be writing it twice at once (each project of vitest.config.ts
 * loads the story plugins).
 */
async function writeInPlace(file: string, data: string | Uint8Array) {
  const aside = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await writeFile(aside, data);
  await rename(aside, file);
}
