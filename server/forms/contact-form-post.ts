// POST /contact: the contact form as the browser posts it without JavaScript (or before the page
// has hydrated). Same checks, rate limits and storage as the REST insert supabase-js calls; then
// POST/redirect/GET to the thank-you page, or the contact page again with the error and the
// visitor's values. Personal data only ever travels in the request body, never in a URL.
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { contactFormMarkup } from "../../app/components/contact/form-markup.ts";
import type { RequestLogEnv } from "../http/request-log.ts";
import { contentSecurityPolicy, type SecurityOptions } from "../http/security-headers.ts";
import { parseContactSubmissions } from "../rest/contact-submission-input.ts";
import { refusedBeforeDatabase, storeContactSubmissions, type ContactStore } from "../rest/store-contact-submissions.ts";
import type { StaticSite } from "../static/static-site.ts";
import { prepareFilledContactPage, type FormValues } from "./filled-contact-page.ts";
import { isSameOriginPost } from "./same-origin-post.ts";

export const sentPath = "/contact/sent";

// The REST insert takes 16 KiB of JSON; the same text urlencoded can be much longer (each byte
// of non-ASCII text is 3 characters, %XX), so a form body may take up to 64 KiB.
export const maxFormBytes = 64 * 1024;

type ContactFormPostOptions = {
  store: ContactStore;
  site: StaticSite;
  security: SecurityOptions;
  /**
   * Store every form post held for the operator's review, with this reason. Set under
   * CAPTCHA=altcha: a form posted without JavaScript cannot carry the proof of work, and
   * refusing it would lose a genuine visitor's message.
   */
  holdForReview?: string;
};
type Status = 400 | 413 | 415 | 429 | 500 | 503;

export function contactFormPost({ store, site, security, holdForReview }: ContactFormPostOptions) {
  const contactPage = site.lookup(contactFormMarkup.action);
  if (!contactPage?.isHtml) throw new Error(`No prerendered page at ${contactFormMarkup.action} to answer the contact form with`);
  const fillPage = prepareFilledContactPage(new TextDecoder().decode(contactPage.representations.identity.body));
  const csp = contentSecurityPolicy(contactPage.scriptHashes, security);

  /** The contact page with the error shown and the visitor's values kept (never cached: it holds them). */
  const failed = (c: Context, status: Status, values: FormValues, headers: Record<string, string> = {}) =>
    c.html(fillPage(values), status, { ...headers, "Content-Security-Policy": csp, "Cache-Control": "no-store" });

  const handle = async (c: Context<RequestLogEnv>) => {
    const log = c.get("log");
    const reqId = c.get("requestId");
    if (!isSameOriginPost({ secFetchSite: c.req.header("sec-fetch-site"), origin: c.req.header("origin"), host: c.req.header("host") })) {
      log?.warn({ reqId, status: 403 }, "cross-site contact form refused");
      return c.text("Forbidden: the contact form only accepts posts from this site's own pages.", 403, { "Cache-Control": "no-store" });
    }
    if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(c.req.header("content-type") ?? "")) return failed(c, 415, {});

    const form = new URLSearchParams(await c.req.text());
    const values: FormValues = {};
    for (const name of contactFormMarkup.fieldNames) {
      const value = form.get(name);
      // Browsers send a textarea's line breaks as CRLF; store them as the JavaScript path does.
      if (value !== null) values[name] = name === "message" ? value.replace(/\r\n?/g, "\n") : value;
    }
    // A bot that filled the honeypot is shown the thank-you a person gets, and nothing is stored.
    if (form.get(contactFormMarkup.honeypotName)) return c.redirect(sentPath, 303);

    const rows = parseContactSubmissions(values, undefined);
    if (!Array.isArray(rows)) {
      log?.warn({ reqId, code: rows.error.code, status: 400 }, "contact form refused");
      return failed(c, 400, values);
    }
    const reply =
      refusedBeforeDatabase(c, store, "contact form insert") ??
      (await storeContactSubmissions(c, store, rows, "contact form insert", holdForReview));
    if (reply) {
      const status: Status = reply.status === 429 || reply.status === 503 ? reply.status : reply.status >= 500 ? 500 : 400;
      const retryAfter = reply.headers?.["Retry-After"];
      return failed(c, status, values, retryAfter ? { "Retry-After": retryAfter } : {});
    }
    log?.info({ reqId, rows: 1 }, "contact form submission stored");
    // 303: the browser GETs the thank-you page, so a refresh or Back never posts the form again.
    return c.redirect(sentPath, 303);
  };

  return [bodyLimit({ maxSize: maxFormBytes, onError: (c) => failed(c, 413, {}) }), handle] as const;
}
