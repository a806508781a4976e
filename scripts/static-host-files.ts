// For a deployment whose pages come from a CDN or static host instead of our server: the same
// headers and 404 rule our server applies, in the form Netlify and Cloudflare Pages read
// (`_headers`, and `404.html` served with status 404 for unknown paths). docs/operating/deploy.md.
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { notFoundPath, servedPagePaths } from "../app/routes-list.ts";
import type { SiteSettings } from "../server/settings/site-values.ts";
import { contentSecurityPolicy, securityHeaderEntries } from "../server/http/security-headers.ts";
import { inlineScriptHashes } from "../server/static/inline-script-hashes.ts";

const pageFile = (clientDir: string, path: string) => join(clientDir, path === "/" ? "index.html" : `${path.slice(1)}/index.html`);

export function writeStaticHostFiles(clientDir: string, site: Pick<SiteSettings, "siteUrl" | "backendUrl">) {
  const options = { hsts: site.siteUrl.startsWith("https:"), backendOrigin: site.backendUrl ? new URL(site.backendUrl).origin : undefined };
  const block = (pattern: string, headers: [string, string][]) =>
    [pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  // Each page's policy allows exactly the inline scripts it was built with, as the server's does.
  const pagePolicy = (path: string) => contentSecurityPolicy(inlineScriptHashes(readFileSync(pageFile(clientDir, path), "utf8")), options);
  const headers = [
    block("/*", securityHeaderEntries(options)),
    block("/assets/*", [["Cache-Control", "public, max-age=31536000, immutable"]]),
    ...[...servedPagePaths, "/404.html"].map((path) =>
      block(path, [
        ["Content-Security-Policy", pagePolicy(path === "/404.html" ? notFoundPath : path)],
        ["Cache-Control", "no-cache"],
      ]),
    ),
  ];
  writeFileSync(join(clientDir, "_headers"), `${headers.join("\n")}\n`);
  copyFileSync(pageFile(clientDir, notFoundPath), join(clientDir, "404.html"));
}
