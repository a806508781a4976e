// The dynamic side of the server: health checks, the REST insert, the contact form's POST, and a
// 405 for any other method. It answers exactly the routes of the one list (http/routes.ts), each
// with its handler here; GET and HEAD of every other path belong to the prerendered site
// (server/static/serve-site.ts).
import { Hono } from "hono";
import type { H } from "hono/types";
import type { ServerConfig } from "../settings/server-settings.ts";
import type { Database } from "../db/types.ts";
import { requestLog, type RequestLogEnv } from "./request-log.ts";
import { apiRoutes, type ApiHandlerName, type ApiRoute } from "./routes.ts";
import { securityHeaders } from "./security-headers.ts";
import { contactFormPost } from "../intake/contact-form-post.ts";
import type { Logger } from "../logger.ts";
import { metricsRoute } from "../metrics/metrics-endpoint.ts";
import type { ServerMetrics } from "../metrics/server-metrics.ts";
import { restApi } from "../intake/rest-api.ts";
import { createRefusedClients } from "../intake/refused-clients.ts";
import { restPathGuard, restPrefix } from "../intake/rest-path-guard.ts";
import type { AltchaGuard } from "../intake/altcha-guard.ts";
import type { StaticSite } from "../static/static-site.ts";
import { mountInbox, type InboxMount } from "../inbox/mount-inbox.ts";

export type AppParts = {
  config: Pick<ServerConfig, "anonKey" | "corsOrigins" | "trustedProxies" | "hsts" | "backendOrigin">;
  db: Database;
  site: StaticSite;
  logger: Logger;
  /** CAPTCHA=altcha: the REST insert needs a solved challenge, served at /altcha/challenge. */
  altcha?: AltchaGuard;
  /** Counted when /metrics is served somewhere (METRICS_TOKEN or METRICS_PORT); absent: nothing is counted. */
  metrics?: ServerMetrics;
  /** Set: GET /metrics on this port with `Authorization: Bearer <token>`. Unset: /metrics is an unknown path. */
  metricsToken?: string;
  /** INBOX_USERS set: the team's inbox at /inbox. Unset: every /inbox path is a 404. */
  inbox?: InboxMount;
};

const readyTimeoutMs = 2000;

type App = Hono<RequestLogEnv>;
/** Registers one handler on its routes of the list. */
type Mount = (app: App, routes: ApiRoute[]) => void;

const on =
  (...handlers: [H<RequestLogEnv>, ...H<RequestLogEnv>[]]): Mount =>
  (app, routes) => {
    for (const route of routes) app.on(route.method, route.path, ...handlers);
  };

/** The app, and the routes of the list it serves (all but those switched off, e.g. /metrics without a token). */
export function createApp({ config, db, site, logger, altcha, metrics, metricsToken, inbox }: AppParts): { app: App; routes: ApiRoute[] } {
  const app = new Hono<RequestLogEnv>();
  app.use(requestLog(logger));
  app.use(securityHeaders({ hsts: config.hsts, backendOrigin: config.backendOrigin }));

  // One store for both ways in: a client the database refused on one is refused on the other, in memory.
  const store = { db, trustedProxies: config.trustedProxies, refusedClients: createRefusedClients() };
  const handlers: Record<ApiHandlerName, Mount | undefined> = {
    health: on((c) => c.json({ status: "ok" }, 200, { "Cache-Control": "no-store" })),
    ready: on(async (c) => {
      const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timed out")), readyTimeoutMs).unref());
      try {
        await Promise.race([db.ping(), timeout]);
        return c.json({ status: "ok", database: db.engine }, 200, { "Cache-Control": "no-store" });
      } catch {
        return c.json({ status: "unavailable", database: db.engine }, 503, { "Cache-Control": "no-store" });
      }
    }),
    // The contact page asks here whether to prove work (CAPTCHA=altcha): a challenge, or 204 when off,
    // so the browser learns it from the server it sends to, and logs no error when it is off.
    altchaChallenge: on(async (c) =>
      altcha ? c.json(await altcha.challenge(), 200, { "Cache-Control": "no-store" }) : c.body(null, 204, { "Cache-Control": "no-store" }),
    ),
    metrics: metrics && metricsToken ? on(metricsRoute(metrics, metricsToken)) : undefined,
    // The REST API routes its own tables and functions under /rest/v1 (intake/rest-api.ts); a path
    // written under it that resolves elsewhere gets its JSON error (intake/rest-path-guard.ts).
    restApi: (app) => {
      app.use(restPathGuard());
      app.route(restPrefix, restApi({ store, anonKey: config.anonKey, corsOrigins: config.corsOrigins, altcha }));
    },
    // The contact form as browsers post it before or without JavaScript (server/intake/).
    // Under CAPTCHA=altcha a form posted without JavaScript carries no proof: kept, but held for review.
    contactForm: on(...contactFormPost({ store, site, security: config, holdForReview: altcha ? "no-proof-of-work" : undefined })),
    inbox: (app) => mountInbox(app, { inbox, site, trustedProxies: config.trustedProxies }),
  };
  const routes: ApiRoute[] = apiRoutes.filter((route) => handlers[route.handler] !== undefined);
  // In the list's order, each handler once, on all of its routes.
  for (const name of new Set(routes.map((route) => route.handler)))
    handlers[name]!(
      app,
      routes.filter((route) => route.handler === name),
    );

  // Every other page of the site is a file: it may be read, nothing else.
  app.all("*", (c) => c.text("Method Not Allowed", 405, { Allow: "GET, HEAD" }));

  app.onError((error, c) => {
    c.get("log")?.error({ reqId: c.get("requestId"), err: { name: error.name, message: error.message } }, "unhandled error");
    return c.text("Internal Server Error", 500);
  });
  return { app, routes };
}
