// The inbox's routes under /inbox (mount-inbox.ts mounts them): sign-in by e-mailed link, the
// lists and a lead's page, the decisions (one POST each, checked by inbox-guard.ts), the audit.
// A page with lead data is only ever built for a live session; without one, a GET is sent to the
// sign-in page and a POST refused.
import { Hono, type Context } from "hono";
import type { SqlDatabase } from "../db/sql-database.ts";
import { requestClient } from "../intake/store-contact-submissions.ts";
import type { TrustedProxies } from "../http/client-address.ts";
import { isUuid, type LeadsFolder } from "../leads/lead-listing-store.ts";
import { defaultLeadsLimit } from "../leads/leads-query.ts";
import type { Logger } from "../logger.ts";
import { isEmailAddress, personData } from "../privacy/person-data.ts";
import type { InboxConfig } from "../settings/inbox.ts";
import { listDecisions } from "./decisions-audit-store.ts";
import { decisionsPage } from "./decisions-view.ts";
import { inboxCss } from "./inbox-css.ts";
import { inboxDecisions } from "./inbox-decisions.ts";
import { checkPost, clearSessionCookie, sessionIdOf, setSessionCookie, withInboxHeaders, type InboxEnv } from "./inbox-guard.ts";
import { inboxPage, type PageContext } from "./inbox-layout.ts";
import { erasePage, leadPage, leadsPage, type DecisionNotice } from "./lead-views.ts";
import { isSecretToken } from "./secret-token.ts";
import { createSession, currentSession, endSession } from "./sessions-store.ts";
import { takeSignInAttempt } from "./sign-in-limits-store.ts";
import { createSignInLink, peekSignInLink, redeemSignInLink } from "./sign-in-links-store.ts";
import type { SignInMailer } from "./sign-in-mail.ts";
import { confirmSignInPage, linkInvalidPage, linkSentPage, signInPage } from "./sign-in-views.ts";

export type InboxParts = {
  config: InboxConfig;
  db: SqlDatabase;
  mailer: SignInMailer;
  trustedProxies: TrustedProxies;
  /** The stylesheets the site's pages link (their typefaces). */
  siteStylesheets: readonly string[];
  logger?: Logger;
  /** The clock: tests move it instead of waiting. */
  now?: () => Date;
};

const noticeKinds = ["spam", "not-spam", "redeliver", "erase"] as const;

/** The notice a decision's redirect asked for (?done=…&lead=…&n=…). */
function noticeFrom(c: Context): DecisionNotice | undefined {
  const done = noticeKinds.find((kind) => kind === c.req.query("done"));
  if (!done) return undefined;
  const lead = c.req.query("lead");
  const count = Number(c.req.query("n"));
  return { done, leadId: lead && isUuid(lead) ? lead : undefined, count: Number.isInteger(count) ? count : undefined };
}

/** Where a decision's form asked to go back to: one of the inbox's own pages, nothing else. */
const returnPath = (form: URLSearchParams | undefined, fallback: string) => {
  const path = form?.get("return") ?? "";
  return /^\/inbox(\/[a-z0-9/-]*)?(\?q=[^#]*)?$/i.test(path) ? path : fallback;
};
const withNotice = (path: string, notice: Record<string, string | number>) =>
  `${path}${path.includes("?") ? "&" : "?"}${new URLSearchParams(Object.entries(notice).map(([k, v]) => [k, String(v)]))}`;

export function inboxApp({ config, db, mailer, trustedProxies, siteStylesheets, logger, now = () => new Date() }: InboxParts) {
  const app = new Hono<InboxEnv>();
  const lifetime = { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs };
  const secure = new URL(config.siteUrl).protocol === "https:";
  const decisions = inboxDecisions(db, now, logger);
  const css = inboxCss();
  const context = (c: Context<InboxEnv>): PageContext => ({ brand: config.brand, siteStylesheets, session: c.get("session") });

  app.use(withInboxHeaders);
  app.get("/inbox.css", (c) => c.body(css, 200, { "Content-Type": "text/css; charset=utf-8" }));

  // Who is signed in: a live session whose address is still in INBOX_USERS.
  app.use(async (c, next) => {
    const id = sessionIdOf(c);
    const session = id ? await currentSession(db.sql, id, now(), lifetime, config.users) : undefined;
    if (session) c.set("session", session);
    else if (id) clearSessionCookie(c, secure);
    await next();
  });
  app.use(checkPost);

  // --- Before a session ---------------------------------------------------------------------
  app.post("/sign-in", async (c) => {
    const email = (c.get("form")?.get("email") ?? "").trim().toLowerCase();
    if (!isEmailAddress(email)) return c.html(signInPage(context(c), "Enter an e-mail address, such as sam@example.com."), 400);
    const allowed = await takeSignInAttempt(db.sql, { email, client: requestClient(c, trustedProxies), now: now() });
    if (!allowed)
      return c.html(signInPage(context(c), "Too many sign-in requests: wait 15 minutes, then ask for a new link."), 429, {
        "Retry-After": "900",
      });
    if (config.users.includes(email)) {
      const token = await createSignInLink(db.sql, email, now());
      const link = new URL(`/inbox/sign-in/${token}`, config.siteUrl).href;
      // Sent after the answer: the page takes as long for an address that gets nothing.
      mailer.send(email, link).catch((error: unknown) => {
        logger?.error({ err: { name: (error as Error)?.name, message: (error as Error)?.message } }, "inbox sign-in e-mail not sent");
      });
    }
    return c.html(linkSentPage(context(c)));
  });

  app.get("/sign-in/:token", async (c) => {
    const token = c.req.param("token");
    const valid = isSecretToken(token) && (await peekSignInLink(db.sql, token, now())) !== undefined;
    return valid ? c.html(confirmSignInPage(context(c), token)) : c.html(linkInvalidPage(context(c)), 410);
  });

  app.post("/sign-in/confirm", async (c) => {
    const token = c.get("form")?.get("token") ?? undefined;
    const email = isSecretToken(token) ? await redeemSignInLink(db.sql, token, now()) : undefined;
    if (!email || !config.users.includes(email)) return c.html(linkInvalidPage(context(c)), 410);
    const previous = sessionIdOf(c);
    if (previous) await endSession(db.sql, previous);
    const id = await createSession(db.sql, email, now(), lifetime);
    setSessionCookie(c, id, { secure, maxAgeSeconds: Math.floor(config.sessionMaxMs / 1000) });
    logger?.info("inbox sign-in");
    return c.redirect("/inbox", 303);
  });

  app.post("/sign-out", async (c) => {
    const id = sessionIdOf(c);
    if (id) await endSession(db.sql, id);
    clearSessionCookie(c, secure);
    return c.redirect("/inbox", 303);
  });

  // --- With a session -----------------------------------------------------------------------
  app.get("/", async (c) => (c.get("session") ? listPage(c, "inbox") : c.html(signInPage(context(c)))));
  app.use(async (c, next) => {
    if (c.get("session")) return next();
    return c.req.method === "GET" || c.req.method === "HEAD" ? c.redirect("/inbox", 303) : c.text("Forbidden: sign in first.", 403);
  });

  const listPage = async (c: Context<InboxEnv>, folder: LeadsFolder) => {
    const search = (c.req.query("q") ?? "").trim().slice(0, 200);
    const leads = await decisions.listing({ folder, search, limit: defaultLeadsLimit });
    return c.html(leadsPage(context(c), { folder, leads, search, notice: noticeFrom(c) }));
  };
  app.get("/spam", (c) => listPage(c, "spam"));
  app.get("/decisions", async (c) => c.html(decisionsPage(context(c), await listDecisions(db.sql))));

  app.post("/export", async (c) => {
    const form = c.get("form");
    const folder: LeadsFolder = form?.get("folder") === "spam" ? "spam" : "inbox";
    const { csv } = await decisions.exportCsv(c.get("session")!.email, { folder, search: form?.get("q") ?? undefined });
    const day = now().toISOString().slice(0, 10);
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${folder === "spam" ? "spam" : "leads"}-${day}.csv"`,
    });
  });

  // One lead: its page, its erasure's confirmation, and the decisions on it.
  const withLead = async (c: Context<InboxEnv>) => {
    const id = c.req.param("id") ?? "";
    return isUuid(id) ? decisions.lead(id) : undefined;
  };
  const notFound = (c: Context<InboxEnv>) =>
    c.html(inboxPage(context(c), { title: "Not found", body: "No such lead: it may have been erased." }), 404);

  app.get("/leads/:id", async (c) => {
    const lead = await withLead(c);
    return lead ? c.html(leadPage(context(c), lead, noticeFrom(c))) : notFound(c);
  });
  app.get("/leads/:id/erase", async (c) => {
    const lead = await withLead(c);
    return lead ? c.html(erasePage(context(c), lead, await personData(db.sql, lead.email))) : notFound(c);
  });

  app.post("/leads/:id/:decision{not-spam|spam|redeliver|erase}", async (c) => {
    const lead = await withLead(c);
    if (!lead) return notFound(c);
    const by = c.get("session")!.email;
    const form = c.get("form");
    const back = returnPath(form, `/inbox/leads/${lead.id}`);
    switch (c.req.param("decision")) {
      case "not-spam":
        return c.redirect(withNotice(back, { done: "not-spam", lead: lead.id, n: (await decisions.notSpam(by, lead.id)) ?? 0 }), 303);
      case "spam":
        return c.redirect(withNotice(back, { done: "spam", lead: lead.id, n: (await decisions.spam(by, lead.id)) ?? 0 }), 303);
      case "redeliver":
        return c.redirect(
          withNotice(back, { done: "redeliver", n: await decisions.redeliver(by, lead, form?.get("delivery") ?? "") }),
          303,
        );
      default: {
        const counts = await decisions.erase(by, lead);
        return c.redirect(withNotice("/inbox", { done: "erase", n: counts.leads }), 303);
      }
    }
  });

  app.all("*", (c) => c.html(inboxPage(context(c), { title: "Not found", body: "There is no such page in the inbox." }), 404));
  return app;
}
