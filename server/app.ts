// The whole HTTP surface: health checks, the REST insert, and the prerendered site.
import { Hono } from "hono";
import type { ServerConfig } from "./config.ts";
import type { Database } from "./db/types.ts";
import { requestLog, type RequestLogEnv } from "./http/request-log.ts";
import { securityHeaders } from "./http/security-headers.ts";
import type { Logger } from "./logger.ts";
import { contactFormPost } from "./forms/contact-form-post.ts";
import { restApi } from "./rest/rest-api.ts";
import type { StaticResponses } from "./static/static-responses.ts";
import { serveStaticSite } from "./static/serve-static-site.ts";
import type { StaticSite } from "./static/static-site.ts";

export type AppParts = {
  config: Pick<ServerConfig, "anonKey" | "corsOrigins" | "trustProxyHops" | "hsts" | "backendOrigin">;
  db: Database;
  site: StaticSite;
  staticResponses: StaticResponses;
  logger: Logger;
};

const readyTimeoutMs = 2000;

export function createApp({ config, db, site, staticResponses, logger }: AppParts) {
  const app = new Hono<RequestLogEnv>();
  app.use(requestLog(logger));
  app.use(securityHeaders({ hsts: config.hsts, backendOrigin: config.backendOrigin }));

  app.get("/healthz", (c) => c.json({ status: "ok" }, 200, { "Cache-Control": "no-store" }));
  app.get("/readyz", async (c) => {
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timed out")), readyTimeoutMs).unref());
    try {
      await Promise.race([db.ping(), timeout]);
      return c.json({ status: "ok", database: db.engine }, 200, { "Cache-Control": "no-store" });
    } catch {
      return c.json({ status: "unavailable", database: db.engine }, 503, { "Cache-Control": "no-store" });
    }
  });

  app.route("/rest/v1", restApi({ db, anonKey: config.anonKey, corsOrigins: config.corsOrigins, trustProxyHops: config.trustProxyHops }));

  app.post("/contact", ...contactFormPost({ db, site, trustProxyHops: config.trustProxyHops, security: config }));

  app.on(["GET", "HEAD"], "*", serveStaticSite(site, staticResponses));
  app.all("*", (c) => c.text("Method Not Allowed", 405, { Allow: "GET, HEAD" }));

  app.onError((error, c) => {
    c.get("log")?.error({ reqId: c.get("requestId"), err: { name: error.name, message: error.message } }, "unhandled error");
    return c.text("Internal Server Error", 500);
  });
  return app;
}
