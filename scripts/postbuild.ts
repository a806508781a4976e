// Runs after `react-router build`: writes the files that depend on the configured site URL
// (sitemap.xml, robots.txt) and those a static host needs (_headers, 404.html), precompresses every text asset with brotli and gzip so the server
// never compresses on the request path, and compiles the server (build-server.ts).
//   tsx scripts/postbuild.ts [client directory, default build/client]
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { pagePaths } from "../app/routes-list.ts";
import { loadSettings } from "../server/settings/load-settings.ts";
import { buildServer } from "./build-server.ts";
import { writeStaticHostFiles } from "./static-host-files.ts";

// The .env the pages were just built with (vite.config.ts reads the same one), checked by the build.
const { site } = loadSettings("site");
const clientDir = resolve(process.argv[2] ?? new URL("../build/client/", import.meta.url).pathname);
const { siteUrl } = site;

const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${pagePaths.map((path) => `  <url><loc>${siteUrl}${path}</loc></url>`).join("\n")}
</urlset>
`;
const robots = `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;

await writeFile(join(clientDir, "sitemap.xml"), sitemap);
await writeFile(join(clientDir, "robots.txt"), robots);
writeStaticHostFiles(clientDir, site); // _headers and 404.html, for a CDN or static host

const compressible = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
for await (const path of files(clientDir)) {
  if (!compressible.test(path) || (await stat(path)).size < 256) continue;
  const body = await readFile(path);
  await writeFile(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }));
  count++;
}
const server = process.argv[2] ? [] : await buildServer(); // only for the real build, not a directory given to test
console.log(
  `Site built into ${relative(process.cwd(), clientDir) || "."}/ (${pagePaths.length} pages, with sitemap.xml and robots.txt for ${siteUrl}; ${count} files precompressed); ` +
    `server compiled to ${server.join(", ") || "(skipped)"}.`,
);
