// Serving /metrics: on the site's own port behind a bearer token (METRICS_TOKEN), and/or on a
// separate port bound to loopback (METRICS_PORT). Never public: without a token the site's port
// answers /metrics as any unknown path (404, server/http/http-server.ts sends it to the site).
import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "../logger.ts";
import { StartupError } from "../startup-failure.ts";
import type { ServerMetrics } from "./server-metrics.ts";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Whether an Authorization header carries `Bearer <token>`. Compared in constant time: both sides
 * are hashed first, so neither the token's length nor its first differing byte shows in timing.
 */
export function bearerTokenMatches(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(given), digest(token));
}

const noStore = { "Cache-Control": "no-store" };
const unauthorized = { ...noStore, "WWW-Authenticate": 'Bearer realm="metrics"', "Content-Type": "text/plain; charset=utf-8" };

/** The Hono handler for GET /metrics on the site's port; only mounted when METRICS_TOKEN is set. */
export function metricsRoute(metrics: ServerMetrics, token: string): MiddlewareHandler {
  return async (c) => {
    if (!bearerTokenMatches(c.req.header("authorization"), token)) return c.body("Unauthorized\n", 401, unauthorized);
    const { contentType, body } = await metrics.scrape();
    return c.body(body, 200, { ...noStore, "Content-Type": contentType });
  };
}

/**
 * A second HTTP server answering only GET /metrics, on 127.0.0.1 (never another address: a
 * Prometheus on the same host, or an agent, scrapes it). With METRICS_TOKEN set it asks for the
 * token too. Resolves once listening, with the address actually bound (port 0 picks one).
 */
export async function startMetricsServer({
  metrics,
  port,
  token,
  logger,
}: {
  metrics: ServerMetrics;
  port: number;
  token: string | undefined;
  logger: Logger;
}): Promise<{ server: Server; url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    if (path !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { ...noStore, "Content-Type": "text/plain; charset=utf-8" }).end("Not Found\n");
      return;
    }
    if (token !== undefined && !bearerTokenMatches(req.headers.authorization, token)) {
      res.writeHead(401, unauthorized).end("Unauthorized\n");
      return;
    }
    metrics.scrape().then(
      ({ contentType, body }) =>
        res.writeHead(200, { ...noStore, "Content-Type": contentType }).end(req.method === "HEAD" ? undefined : body),
      () => res.writeHead(500, { ...noStore, "Content-Type": "text/plain; charset=utf-8" }).end("Internal Server Error\n"),
    );
  });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(port, "127.0.0.1", () => resolve())).catch(
    (error: NodeJS.ErrnoException) => {
      throw new StartupError(
        `Cannot serve metrics on 127.0.0.1:${port} (${error.code ?? error.message}): set METRICS_PORT to a free port.`,
      );
    },
  );
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : port}/metrics`;
  logger.info({ url }, "metrics listening");
  return {
    server,
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
