// The HTTP server: known files of the prerendered site straight from node:http, everything else
// (health checks, the REST insert, the not-found page, redirects, other methods) through the app.
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { createApp, type AppParts } from "../app.ts";
import { prepareStaticResponses } from "../static/static-responses.ts";
import { drainConnectionsOnClose } from "./drain.ts";
import { logRequest } from "./request-log.ts";

/**
 * Pages and assets are nearly every request, and going through the app's Request/Response and
 * Headers objects cost them two thirds of their throughput (bench/ANALYSIS.md). Their responses
 * are prebuilt, so this path only looks the file up and writes; the app builds the same responses
 * for anything else.
 */
export function createHttpServer(parts: Omit<AppParts, "staticResponses">) {
  const { site, logger } = parts;
  const staticResponses = prepareStaticResponses(site, parts.config);
  const app = createApp({ ...parts, staticResponses });
  const appListener = getRequestListener(app.fetch);

  const serveKnownFile = (req: IncomingMessage, res: ServerResponse) => {
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return false;
    const url = req.url ?? "/";
    const queryAt = url.indexOf("?");
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    const file = site.lookup(path);
    if (!file) return false;
    const started = performance.now();
    const requestId = randomUUID();
    const response = staticResponses.forFile(file, req.headers["accept-encoding"], req.headers["if-none-match"]);
    res.writeHead(response.status, [...response.headerPairs, "X-Request-Id", requestId]);
    res.end(method === "HEAD" ? undefined : response.body);
    logRequest(logger, { requestId, method, path, status: response.status, started });
    return true;
  };

  const server = createServer((req, res) => {
    if (!serveKnownFile(req, res)) void appListener(req, res);
  });
  drainConnectionsOnClose(server);
  return { server, app };
}
