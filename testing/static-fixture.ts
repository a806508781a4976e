// A small prerendered site on disk, shaped like build/client, so server tests need no build.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { servedPagePaths } from "../app/routes-list.ts";

export const fixtureInlineScript = 'window.__reactRouterContext = {"basename":"/"};';

// The contact form as React prerenders it (app/components/contact/contact-form.tsx): the server
// answers a failed no-JavaScript submit with this page, the values written into it.
export const fixtureContactForm =
  '<form id="contact-form" method="post" action="/contact"><p id="contact-form-error" role="alert" hidden=""></p>' +
  '<input type="text" id="r1" name="name" required=""/><input type="email" id="r2" name="email" required=""/>' +
  '<input type="text" id="r3" name="company"/><textarea rows="6" id="r4" name="message" required=""></textarea>' +
  '<input name="website" type="text" tabindex="-1"/><button type="submit">Send message</button></form>';

const page = (title: string, content = "") =>
  `<!DOCTYPE html><html lang="en"><head><title>${title}</title>` +
  `<script type="application/ld+json">{"@type":"Organization"}</script></head>` +
  `<body><h1>${title}</h1>${content}${"<p>Padding so the page is worth compressing.</p>".repeat(20)}` +
  `<script>${fixtureInlineScript}</script><script type="module" src="/assets/entry-Ab12Cd34.js"></script></body></html>`;

export const fixtureFiles: Record<string, string> = {
  "index.html": page("Home"),
  "services/index.html": page("Services"),
  "work/index.html": page("Work"),
  "about/index.html": page("About"),
  "contact/index.html": page("Contact", fixtureContactForm),
  "contact/sent/index.html": page("Thanks! We'll be in touch."),
  "404/index.html": page("Oops! Page not found"),
  "__spa-fallback.html": page("fallback"),
  "assets/entry-Ab12Cd34.js": `console.log("hydrate");${" ".repeat(400)}`,
  "favicon.svg": '<svg xmlns="http://www.w3.org/2000/svg"/>',
};
// Every other prerendered page the site lists (the server loads each one at start-up).
for (const path of servedPagePaths) fixtureFiles[path === "/" ? "index.html" : `${path.slice(1)}/index.html`] ??= page(path);

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
