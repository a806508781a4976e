// The colour each story picture paints while its file loads, as a stylesheet: the pages' CSP
// allows stylesheets from the site only (no `style` attributes). Before the bundler reads any
// module, every picture in the study folders is measured (the same dominant colour the MDX step
// hands the components, cached) and one rule per colour is written to a file the site's
// stylesheet imports (app/components/story/story.css); the components add the matching class
// (placeholderClass in app/components/story/picture-files.ts).
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";
import { placeholderClass } from "../../app/components/story/picture-files.ts";
import { pictureFacts, pictureFile } from "./remark-story-pictures.ts";

const root = new URL("../../", import.meta.url).pathname;
const workDir = join(root, "app/content/work");
/** Where story.css imports it from. */
export const placeholderStylesheetPath = join(root, "node_modules/.cache/story/placeholders.css");

/** One rule per colour, in a stable order. */
export function placeholderRules(colours: Iterable<string>): string {
  return [...new Set(colours)]
    .sort()
    .map((colour) => `.${placeholderClass(colour)} {\n  background-color: ${colour};\n}\n`)
    .join("");
}

/** Measures every picture in the study folders and writes their rules (the file is left alone if unchanged). */
export async function writePlaceholderStylesheet(): Promise<void> {
  const pictures = existsSync(workDir)
    ? readdirSync(workDir, { recursive: true, encoding: "utf8" })
        .filter((path) => pictureFile.test(path))
        .map((path) => join(workDir, path))
    : [];
  const colours = [];
  for (const picture of pictures) colours.push((await pictureFacts(picture)).placeholder);
  const css = `/* Written by scripts/mdx/placeholder-styles.ts: the story pictures' placeholder colours. */\n${placeholderRules(colours)}`;
  if (existsSync(placeholderStylesheetPath) && readFileSync(placeholderStylesheetPath, "utf8") === css) return;
  mkdirSync(dirname(placeholderStylesheetPath), { recursive: true });
  writeFileSync(placeholderStylesheetPath, css);
}

export function placeholderStyles(): Plugin {
  return { name: "story-placeholder-styles", buildStart: writePlaceholderStylesheet };
}
