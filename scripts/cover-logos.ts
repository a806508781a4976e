// A case study's cover (app/content/work/<id>/cover.svg) shows its client's wordmark, and it must be
// the very wordmark the logo strip shows: the symbol scripts/client-logos.ts drew into
// app/assets/client-logos.svg from app/content/clients.ts, not a second lettering typed by hand
// (Gatepass was "GATEPASS" in Archivo Black on Home and "gatepass" in Bricolage on its cover).
//
// A cover marks where the wordmark goes with a nested <svg data-client-logo="<client id>" x y
// height fill>; this script copies the symbol's drawing, its viewBox and the width that keeps
// its proportions into it. scripts/cover-logos.test.ts fails when a cover is out of date.
// After changing a client's wordmark or a cover, run: npx tsx scripts/cover-logos.ts
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { clients } from "../app/content/clients.ts";
import { spriteFile } from "./client-logos.ts";

export const workDir = fileURLToPath(new URL("../app/content/work/", import.meta.url));

/** The sprite's wordmarks by client id: the drawing and the width of its 40-unit-high box. */
export function wordmarks(sprite = readFileSync(spriteFile, "utf8")): Map<string, { width: number; body: string }> {
  const symbols = sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 ([\d.]+) 40">([\s\S]*?)<\/symbol>/g);
  return new Map([...symbols].map(([, id, width, body]) => [id!, { width: Number(width), body: body! }]));
}

/** The client whose name is the study's (its frontmatter `name:`), or undefined. */
export function clientOfStudy(mdx: string) {
  const name = /^name:\s*"?([^"\n]+?)"?\s*$/m.exec(mdx)?.[1];
  return clients.find((client) => client.name === name);
}

const logoSlot = /<svg data-client-logo="([^"]+)"([^>]*)>[\s\S]*?<\/svg>/;

/** The cover with its client's wordmark drawn in, or a one-line error naming what is wrong. */
export function coverWithLogo(cover: string, clientId: string, marks = wordmarks()): { svg: string } | { error: string } {
  const mark = marks.get(clientId);
  if (!mark) return { error: `no wordmark "${clientId}" in app/assets/client-logos.svg (run npx tsx scripts/client-logos.ts)` };
  const slot = logoSlot.exec(cover);
  if (!slot) return { error: `no <svg data-client-logo="${clientId}" x=".." y=".." height=".." fill=".."></svg> where the wordmark goes` };
  if (slot[1] !== clientId) return { error: `data-client-logo="${slot[1]}", but the study's client is "${clientId}"` };
  const height = Number(/\bheight="([\d.]+)"/.exec(slot[2]!)?.[1]);
  if (!height) return { error: `data-client-logo="${clientId}" needs a height` };
  const attributes = slot[2]!
    .replace(/\s(width|viewBox)="[^"]*"/g, "")
    .concat(` width="${+((height * mark.width) / 40).toFixed(2)}" viewBox="0 0 ${mark.width} 40"`);
  return { svg: cover.replace(logoSlot, `<svg data-client-logo="${clientId}"${attributes}>${mark.body}</svg>`) };
}

/** Each study folder whose client has a wordmark and which has a cover. */
export function coversOfClients(dir = workDir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const cover = join(dir, entry.name, "cover.svg");
    const mdx = join(dir, entry.name, "index.mdx");
    if (!entry.isDirectory() || !existsSync(cover) || !existsSync(mdx)) return [];
    const client = clientOfStudy(readFileSync(mdx, "utf8"));
    return client ? [{ study: entry.name, client, file: cover }] : [];
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let failed = false;
  for (const { study, client, file } of coversOfClients()) {
    const result = coverWithLogo(readFileSync(file, "utf8"), client.id);
    if ("error" in result) {
      console.error(`app/content/work/${study}/cover.svg: ${result.error}`);
      failed = true;
    } else writeFileSync(file, result.svg);
  }
  process.exitCode = failed ? 1 : 0;
}
