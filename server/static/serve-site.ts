// The prerendered site over node:http: every GET or HEAD that is not an API path ends here, and
// this is the one place that decides its answer: the file, a redirect to a page's one URL, or the
// not-found page with a real 404. Responses are prebuilt (static-responses.ts), so a request is a
// lookup and one write, with only the request id added.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { SecurityOptions } from "../http/security-headers.ts";
import { logRequest } from "../http/request-log.ts";
import { withoutTrailingSlashes } from "../http/request-path.ts";
import type { Logger } from "../logger.ts";
import { prepareStaticResponses } from "./static-responses.ts";
import type { StaticSite } from "./static-site.ts";

export type SiteRequestHandler = (req: IncomingMessage, res: ServerResponse, path: string, query: string) => void;

export function createSiteHandler(site: StaticSite, options: SecurityOptions, logger: Logger): SiteRequestHandler {
  const responses = prepareStaticResponses(site, options);
  return (req, res, path, query) => {
    const started = performance.now();
    const requestId = randomUUID();
    const file = site.lookup(path);
    const page = !file && path.length > 1 && path.endsWith("/") ? withoutTrailingSlashes(path) : undefined;
    let status: number;
    if (page !== undefined && site.lookup(page)?.isHtml) {
      // One URL per page: /work/ redirects to /work, so search engines see one canonical address.
      status = 308;
      res.writeHead(status, [...responses.redirect(page + query), "X-Request-Id", requestId]);
      res.end();
    } else {
      const response = file
        ? responses.forFile(file, req.headers["accept-encoding"], req.headers["if-none-match"])
        : responses.notFound(req.headers["accept-encoding"]);
      status = response.status;
      res.writeHead(status, [...response.headerPairs, "X-Request-Id", requestId]);
      res.end(req.method === "HEAD" ? undefined : response.body);
    }
    logRequest(logger, { requestId, method: req.method ?? "GET", path, status, started });
  };
}
