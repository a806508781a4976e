import { randomUUID } from "node:crypto";
import type { HttpBindings } from "@hono/node-server";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "../logger.ts";

// Bindings are absent when a test calls app.request() without a socket.
export type RequestLogEnv = { Bindings: Partial<HttpBindings>; Variables: { log: Logger; requestId: string } };

/** Gives each request an id (echoed as X-Request-Id) and logs one line when it ends: no bodies, no query strings. */
export function requestLog(logger: Logger): MiddlewareHandler<RequestLogEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = randomUUID();
    const log = logger.child({ reqId: requestId });
    c.set("requestId", requestId);
    c.set("log", log);
    await next();
    c.res.headers.set("X-Request-Id", requestId);
    if (log.isLevelEnabled("info")) {
      log.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) }, "request");
    }
  };
}
