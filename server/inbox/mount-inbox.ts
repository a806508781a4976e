// /inbox on the app (http/app.ts): with INBOX_USERS, the inbox's routes (inbox-app.ts); without,
// every /inbox path, in any letter case and by any method, is the site's not-found page with a
// 404, as an unknown path is, and nothing of the inbox is served.
import type { Context, Hono } from "hono";
import { inboxHeaders } from "./inbox-guard.ts";
import { inboxApp, type InboxParts } from "./inbox-app.ts";
import { siteStylesheets } from "./inbox-layout.ts";
import type { RequestLogEnv } from "../http/request-log.ts";
import { apiRoutes, routeMatches } from "../http/routes.ts";
import type { StaticSite } from "../static/static-site.ts";
import type { SqlDatabase } from "../db/sql-database.ts";
import type { Logger } from "../logger.ts";
import type { InboxConfig } from "../settings/inbox.ts";
import { createSignInMailer } from "./sign-in-mail.ts";

const inboxRoute = apiRoutes.find((route) => route.handler === "inbox")!;
const inboxPrefix = inboxRoute.path;

export type InboxMount = Omit<InboxParts, "siteStylesheets" | "trustedProxies">;

export function mountInbox(
  app: Hono<RequestLogEnv>,
  { inbox, site, trustedProxies }: { inbox?: InboxMount; site: StaticSite } & Pick<InboxParts, "trustedProxies">,
) {
  const notFoundPage = new TextDecoder().decode(site.notFound.representations.identity.body);
  if (inbox) app.route(inboxPrefix, inboxApp({ ...inbox, trustedProxies, siteStylesheets: siteStylesheets(notFoundPage) }));
  // What the inbox's routes did not take (the inbox off, or a path in other letters: /Inbox).
  app.all("*", (c: Context, next) => {
    if (!routeMatches(inboxRoute, c.req.path)) return next();
    return c.html(notFoundPage, 404, Object.fromEntries(inboxHeaders));
  });
}

/** The inbox as the server runs it, from its settings (undefined without INBOX_USERS). */
export const inboxFromSettings = (config: InboxConfig | undefined, db: SqlDatabase, logger: Logger): InboxMount | undefined =>
  config && { config, db, logger, mailer: createSignInMailer(config.email, config.brand) };
