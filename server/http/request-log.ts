import { randomUUID } from "node:crypto";
import type { HttpBindings } from "@hono/node-server";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "../logger.ts";

// Bindings are absent when a test calls app.request() without a socket.
export type RequestLogEnv = { Bindings: Partial<HttpBindings>; Variables: { log: Logger; requestId: string } };

type Finished = { requestId: string; method: string; path: string; status: number; started: number };

/** The one line logged per request: no bodies, no query strings. */
export function logRequest(logger: Logger, { requestId, method, path, status, started }: Finished) {
  if (!logger.isLevelEnabled("info")) return;
  logger.info({ reqId: requestId, method, path, status, ms: Math.round(performance.now() - started) }, "request");
}

/**
 * The path as the client sent it (Hono's `c.req.path` is percent-decoded, and would turn
 * `%1b%0d%0a` into an escape and a line break in the log): the request target, query left out.
 */
const rawPath = (url: string) => {
  const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, "");
  const end = path.search(/[?#]/);
  return end === -1 ? path : path.slice(0, end);
};

/**
 * Gives each request an id (echoed as X-Request-Id) and logs it when it ends. Set before the
 * handler runs, so the response is built once with every header (touching `c.res.headers`
 * afterwards would force a slow copy on every response).
 */
export function requestLog(logger: Logger): MiddlewareHandler<RequestLogEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = randomUUID();
    c.set("requestId", requestId);
    c.set("log", logger);
    c.header("X-Request-Id", requestId);
    await next();
    logRequest(logger, {
      requestId,
      method: c.req.method,
      path: rawPath(c.env?.incoming?.url ?? c.req.url),
      status: c.res.status,
      started,
    });
  };
}
