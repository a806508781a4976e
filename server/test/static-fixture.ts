// A small prerendered site on disk, shaped like build/client, so server tests need no build.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { caseStudyIds } from "../../app/routes-list.ts";

export const fixtureInlineScript = 'window.__reactRouterContext = {"basename":"/"};';

const page = (title: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>${title}</title>` +
  `<script type="application/ld+json">{"@type":"Organization"}</script></head>` +
  `<body><h1>${title}</h1>${"<p>Padding so the page is worth compressing.</p>".repeat(20)}` +
  `<script>${fixtureInlineScript}</script><script type="module" src="/assets/entry-Ab12Cd34.js"></script></body></html>`;

export const fixtureFiles: Record<string, string> = {
  "index.html": page("Home"),
  "services/index.html": page("Services"),
  "work/index.html": page("Work"),
  // Every case study has its own prerendered page, which the server expects to find.
  ...Object.fromEntries(caseStudyIds.map((id) => [`work/${id}/index.html`, page(`Case study ${id}`)])),
  "about/index.html": page("About"),
  "contact/index.html": page("Contact"),
  "404/index.html": page("Oops! Page not found"),
  "__spa-fallback.html": page("fallback"),
  "assets/entry-Ab12Cd34.js": `console.log("hydrate");${" ".repeat(400)}`,
  "favicon.svg": '<svg xmlns="http://www.w3.org/2000/svg"/>',
};

/** Writes the fixture site (with .br and .gz beside every text file, as the build does); returns its directory and a cleanup. */
export function createStaticFixture() {
  const dir = mkdtempSync(join(tmpdir(), "site-fixture-"));
  for (const [path, body] of Object.entries(fixtureFiles)) {
    const file = join(dir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, body);
    if (body.length >= 256) {
      writeFileSync(`${file}.br`, brotliCompressSync(body));
      writeFileSync(`${file}.gz`, gzipSync(body));
    }
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
