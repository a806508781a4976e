// The prerendered site, read into memory once at start: a few hundred KB, so every request is
// a map lookup and a write, with no disk access and no compression on the request path.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { notFoundPath, servedPagePaths } from "../../app/routes-list.ts";
import { contentTypeFor } from "./content-types.ts";
import { StartupError } from "../startup-failure.ts";
import { inlineScriptHashes } from "./inline-script-hashes.ts";

export type Encoding = "br" | "gzip" | "identity";
type Representation = { body: Uint8Array<ArrayBuffer>; etag: string };

export type StaticFile = {
  contentType: string;
  cacheControl: string;
  isHtml: boolean;
  /** For pages: hashes of the page's inline scripts, for its Content-Security-Policy. */
  scriptHashes: string[];
  representations: Partial<Record<Encoding, Representation>> & { identity: Representation };
};

export type StaticSite = {
  /** The file for a URL path, or undefined when there is none. */
  lookup(pathname: string): StaticFile | undefined;
  /** Every file with a URL (the not-found page has none). */
  files(): Iterable<StaticFile>;
  /** The prerendered not-found page, sent with status 404 for every unknown path. */
  notFound: StaticFile;
};

// Vite names bundled assets by content hash, so a URL under /assets/ never changes meaning.
const immutable = "public, max-age=31536000, immutable";
const revalidate = "no-cache"; // pages: always ask, usually answered 304 by ETag
const shortLived = "public, max-age=3600"; // favicon, images, sitemap: stable names, may change

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

const etagOf = (body: Uint8Array, encoding: Encoding) =>
  `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}${encoding === "identity" ? "" : `-${encoding}`}"`;

async function readStaticFile(path: string, urlPath: string): Promise<StaticFile> {
  const body = new Uint8Array(await readFile(path));
  const isHtml = path.endsWith(".html");
  const representations: StaticFile["representations"] = { identity: { body, etag: etagOf(body, "identity") } };
  for (const [encoding, suffix] of [
    ["br", ".br"],
    ["gzip", ".gz"],
  ] as const) {
    if (!existsSync(path + suffix)) continue;
    const encoded = new Uint8Array(await readFile(path + suffix));
    representations[encoding] = { body: encoded, etag: etagOf(encoded, encoding) };
  }
  return {
    contentType: contentTypeFor(path),
    cacheControl: isHtml ? revalidate : urlPath.startsWith("/assets/") ? immutable : shortLived,
    isHtml,
    scriptHashes: isHtml ? inlineScriptHashes(new TextDecoder().decode(body)) : [],
    representations,
  };
}

const pageFile = (dir: string, path: string) => join(dir, path === "/" ? "index.html" : `${path.slice(1)}/index.html`);

export async function loadStaticSite(dir: string): Promise<StaticSite> {
  const notFoundHtml = pageFile(dir, notFoundPath);
  if (!existsSync(notFoundHtml)) {
    throw new StartupError(`No prerendered site in ${dir}: run \`npm run build\` first (or set STATIC_DIR).`);
  }
  const files = new Map<string, StaticFile>();
  // Pages are reachable at their clean URLs only; every other file at its own path.
  for (const path of servedPagePaths) files.set(path, await readStaticFile(pageFile(dir, path), path));
  for await (const path of walk(dir)) {
    if (/\.(br|gz|html)$/.test(path)) continue;
    const urlPath = `/${relative(dir, path).split(sep).join("/")}`;
    if (urlPath === "/_headers") continue; // static hosts' header rules (scripts/static-host-files.ts), not a page

    files.set(urlPath, await readStaticFile(path, urlPath));
  }
  const notFound = await readStaticFile(notFoundHtml, notFoundPath);
  return { lookup: (pathname) => files.get(pathname), files: () => files.values(), notFound };
}

/** The best encoding the client accepts among those the file has (brotli, then gzip). */
export function chooseEncoding(file: StaticFile, acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (file.representations.br && ok("br")) return "br";
  if (file.representations.gzip && ok("gzip")) return "gzip";
  return "identity";
}
