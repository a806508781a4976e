// The technology strip's logos as one SVG sprite (app/assets/tech-logos.svg): one <symbol> per
// logo, drawn in currentColor, which the strip shows with <svg><use href="…#react"/></svg>.
// One request instead of eight, one SVG document for the browser to parse instead of eight, and
// the colour follows the theme without a filter. The paths are simple-icons' (CC0); AWS has none
// there (removed at Amazon's request), so it gets our cloud mark (app/assets/cloud.svg).
//
// The sprite is committed, so dev and tests need no step first; scripts/tech-logos.test.ts makes
// it again and fails if it differs. After changing the list or upgrading simple-icons, run:
//   npx tsx scripts/tech-logos.ts
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { siNetlify, siNextdotjs, siNodedotjs, siPostgresql, siReact, siTypescript, siVercel } from "simple-icons";
import type { TechLogo } from "../app/content/home.ts";

const cloudMark = /\sd="([^"]+)"/.exec(readFileSync(new URL("../app/assets/cloud.svg", import.meta.url), "utf8"))![1]!;

/** Every logo's path, in a 24×24 box. */
export const techLogoPaths = {
  react: siReact.path,
  typescript: siTypescript.path,
  nextdotjs: siNextdotjs.path,
  nodedotjs: siNodedotjs.path,
  cloud: cloudMark,
  postgresql: siPostgresql.path,
  vercel: siVercel.path,
  netlify: siNetlify.path,
} as const satisfies Record<TechLogo, string>;

export const spriteFile = fileURLToPath(new URL("../app/assets/tech-logos.svg", import.meta.url));

export function techLogoSprite(): string {
  const symbols = Object.entries(techLogoPaths).map(([id, path]) => `<symbol id="${id}" viewBox="0 0 24 24"><path d="${path}"/></symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">\n<!-- Made by scripts/tech-logos.ts from simple-icons (CC0) and app/assets/cloud.svg. -->\n${symbols.join("\n")}\n</svg>\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(spriteFile, techLogoSprite());
  console.log(`app/assets/tech-logos.svg: ${Object.keys(techLogoPaths).length} logos`);
}
