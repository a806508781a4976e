import type { Context } from "hono";
import type { StaticResponse, StaticResponses } from "./static-responses.ts";
import type { StaticSite } from "./static-site.ts";

const toHono = (c: Context, response: StaticResponse) =>
  response.body === null ? c.body(null, response.status, response.headers) : c.body(response.body, response.status, response.headers);

/**
 * GET/HEAD handler for the prerendered site inside the app: the not-found page with a real 404
 * for every unknown path, and the one canonical URL of each page. Known files are answered
 * before the app by the HTTP server (`server/http/http-server.ts`), with the same responses.
 */
export function serveStaticSite(site: StaticSite, responses: StaticResponses) {
  return (c: Context) => {
    const path = c.req.path;
    const accept = c.req.header("accept-encoding");
    const file = site.lookup(path);
    if (file) return toHono(c, responses.forFile(file, accept, c.req.header("if-none-match")));
    // One URL per page: /work/ redirects to /work, so search engines see one canonical address.
    if (path.length > 1 && path.endsWith("/") && site.lookup(path.replace(/\/+$/, ""))?.isHtml) {
      const url = new URL(c.req.url);
      return c.redirect(`${path.replace(/\/+$/, "")}${url.search}`, 308);
    }
    return toHono(c, responses.notFound(accept));
  };
}
