// The JavaScript and CSS each page asks for before any interaction, read from the build:
// the prerendered HTML's stylesheet, module script and modulepreload links. Sizes are the
// raw file and the .gz/.br copies the server sends.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { clientDir } from "./lib/paths.ts";
import type { BenchRoute } from "./routes.ts";

export type AssetSize = { url: string; kind: "js" | "css"; raw: number; gzip: number; brotli: number };
export type Totals = { raw: number; gzip: number; brotli: number };
export type RouteBundle = { route: string; js: Totals; css: Totals; assets: AssetSize[] };

const sizeOf = (path: string, suffix: ".gz" | ".br", compress: (b: Buffer) => Buffer) =>
  existsSync(path + suffix) ? statSync(path + suffix).size : compress(readFileSync(path)).length;

export function assetSize(url: string): AssetSize {
  const path = join(clientDir, url.replace(/^\//, "").split("?")[0]!);
  return {
    url,
    kind: url.endsWith(".css") ? "css" : "js",
    raw: statSync(path).size,
    gzip: sizeOf(path, ".gz", (b) => gzipSync(b, { level: 9 })),
    brotli: sizeOf(path, ".br", (b) => brotliCompressSync(b)),
  };
}

/** The same-origin JS and CSS URLs a page's HTML names: stylesheets, preloads, module scripts and their imports. */
export function htmlAssetUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const rel = /\brel="([^"]+)"/.exec(tag)?.[1];
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href?.startsWith("/") && (rel === "stylesheet" || rel === "modulepreload")) urls.add(href);
  }
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="(\/[^"]+)"/g)) urls.add(match[1]!);
  // React Router's inline module script imports the entry and route modules by URL.
  for (const match of html.matchAll(/import\s*(?:\(\s*)?"(\/assets\/[^"]+\.js)"/g)) urls.add(match[1]!);
  return [...urls].filter((url) => /\.(js|css)$/.test(url));
}

// `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`: loaded with the module.
// A dynamic `import("./x.js")` is not matched: it loads later, if ever.
const staticImport = /\b(?:import|export)\s*(?:[\w$*{},\s]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

/** The page's JS and CSS plus every chunk those modules import statically, transitively. */
export function initialAssetUrls(html: string): string[] {
  const urls = htmlAssetUrls(html);
  const seen = new Set(urls);
  for (let i = 0; i < urls.length; i++) {
    const url = urls[i]!;
    if (!url.endsWith(".js")) continue;
    const code = readFileSync(join(clientDir, url), "utf8");
    for (const match of code.matchAll(staticImport)) {
      const imported = new URL(match[1]!, `http://x${url}`).pathname;
      if (seen.has(imported) || !existsSync(join(clientDir, imported))) continue;
      seen.add(imported);
      urls.push(imported);
    }
  }
  return urls;
}

const total = (assets: AssetSize[]): Totals => ({
  raw: assets.reduce((sum, a) => sum + a.raw, 0),
  gzip: assets.reduce((sum, a) => sum + a.gzip, 0),
  brotli: assets.reduce((sum, a) => sum + a.brotli, 0),
});

export function totalsOf(assets: AssetSize[]) {
  return { js: total(assets.filter((a) => a.kind === "js")), css: total(assets.filter((a) => a.kind === "css")) };
}

export function routeBundle(route: BenchRoute): RouteBundle {
  const html = readFileSync(join(clientDir, route.htmlFile), "utf8");
  const assets = initialAssetUrls(html).map(assetSize);
  return { route: route.name, ...totalsOf(assets), assets };
}

/**
 * The chunk holding supabase-js, found by content (its client-info string), so the check
 * does not depend on how Vite names chunks. Exactly one chunk must hold it.
 */
export function findBackendClientChunk(): string {
  const assetsDir = join(clientDir, "assets");
  const matches = readdirSync(assetsDir)
    .filter((name) => name.endsWith(".js"))
    .filter((name) => readFileSync(join(assetsDir, name), "utf8").includes("supabase-js"));
  if (matches.length !== 1)
    throw new Error(`expected exactly one chunk containing supabase-js, found ${matches.length}: ${matches.join(", ")}`);
  return `/assets/${matches[0]}`;
}
