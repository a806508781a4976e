import type { Context } from "hono";
import { contentSecurityPolicy } from "../http/security-headers.ts";
import { chooseEncoding, type StaticFile, type StaticSite } from "./static-site.ts";

type CspOptions = Parameters<typeof contentSecurityPolicy>[1];

/**
 * GET/HEAD handler for the prerendered site: the best precompressed representation, ETag
 * revalidation, and the not-found page with a real 404 for every unknown path.
 */
export function serveStaticSite(site: StaticSite, cspOptions: CspOptions) {
  const cspCache = new Map<StaticFile, string>();
  const cspFor = (file: StaticFile) => {
    let csp = cspCache.get(file);
    if (csp === undefined) cspCache.set(file, (csp = contentSecurityPolicy(file.scriptHashes, cspOptions)));
    return csp;
  };

  const send = (c: Context, file: StaticFile, status: 200 | 404) => {
    const encoding = chooseEncoding(file, c.req.header("accept-encoding"));
    const { body, etag } = file.representations[encoding] ?? file.representations.identity;
    const headers: Record<string, string> = {
      "Content-Type": file.contentType,
      "Cache-Control": status === 404 ? "no-cache" : file.cacheControl,
      ETag: etag,
    };
    if (file.representations.br || file.representations.gzip) headers.Vary = "Accept-Encoding";
    if (encoding !== "identity") headers["Content-Encoding"] = encoding;
    if (file.isHtml) headers["Content-Security-Policy"] = cspFor(file);
    if (status === 200 && c.req.header("if-none-match")?.split(",").some((tag) => tag.trim() === etag)) {
      return c.body(null, 304, headers);
    }
    return c.body(body, status, headers);
  };

  return (c: Context) => {
    const path = c.req.path;
    const file = site.lookup(path);
    if (file) return send(c, file, 200);
    // One URL per page: /work/ redirects to /work, so search engines see one canonical address.
    if (path.length > 1 && path.endsWith("/") && site.lookup(path.replace(/\/+$/, ""))?.isHtml) {
      const url = new URL(c.req.url);
      return c.redirect(`${path.replace(/\/+$/, "")}${url.search}`, 308);
    }
    return send(c, site.notFound, 404);
  };
}
