// The HTTP server: API paths (health checks, the REST insert) and every other method go to the
// Hono app; every other GET or HEAD is the prerendered site's (server/static/serve-site.ts).
import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { createApp, type AppParts } from "./app.ts";
import { createSiteHandler } from "../static/serve-site.ts";
import { applyConnectionLimits } from "./connection-limits.ts";
import { drainConnectionsOnClose } from "./drain.ts";
import { refusedAsTooLong } from "./request-path.ts";
import { appAnswersGet } from "./routes.ts";
import { securityHeaderEntries } from "./security-headers.ts";

/**
 * Pages and assets are nearly every request, and going through the app's Request/Response and
 * Headers objects cost them two thirds of their throughput (bench/ANALYSIS.md); so the site is
 * served straight from node:http, and the app only sees the requests it has routes for.
 */
export function createHttpServer(parts: AppParts) {
  const serveSite = createSiteHandler(parts.site, parts.config, parts.logger);
  const { app, routes } = createApp(parts);
  const appListener = getRequestListener(app.fetch);
  // The app's GET routes (http/routes.ts); everything else a browser GETs is a file of the site.
  const isApiPath = appAnswersGet(routes);
  const observeRequest = parts.metrics?.observeRequest;
  const securityHeaders = securityHeaderEntries(parts.config);

  const server = createServer((req, res) => {
    const method = req.method;
    const url = req.url ?? "/";
    const queryAt = url.indexOf("?");
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    if (observeRequest) {
      const started = performance.now();
      // "close" comes after the answer is sent, or when the client went away before it.
      res.once("close", () => observeRequest(method ?? "GET", path, res.statusCode, performance.now() - started));
    }
    if (refusedAsTooLong(path, res, securityHeaders)) return;
    if ((method === "GET" || method === "HEAD") && !isApiPath(path)) serveSite(req, res, path, queryAt === -1 ? "" : url.slice(queryAt));
    else void appListener(req, res);
  });
  applyConnectionLimits(server, undefined, parts.logger, parts.config.trustedProxies);
  drainConnectionsOnClose(server);
  return { server, app };
}
