// What every /inbox response and request goes through: the headers that keep a page out of
// caches, search engines and frames; the session cookie; and, for every POST, the two checks a
// cross-site request cannot pass (the browser's word on where it comes from, and the session's
// synchroniser token). A refused request changes nothing.
import { timingSafeEqual } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { RequestLogEnv } from "../http/request-log.ts";
import { isSameOriginPost } from "../intake/same-origin-post.ts";
import { isSecretToken } from "./secret-token.ts";
import type { InboxSession } from "./sessions-store.ts";

export type InboxEnv = RequestLogEnv & { Variables: RequestLogEnv["Variables"] & { session?: InboxSession; form?: URLSearchParams } };

/** Scripts: none. Styles: our own files. Forms: to this origin. Frames: none. */
export const inboxContentSecurityPolicy =
  "default-src 'none'; style-src 'self'; font-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

export const inboxHeaders: [string, string][] = [
  ["Cache-Control", "no-store"],
  ["X-Robots-Tag", "noindex, nofollow"],
  ["X-Frame-Options", "DENY"],
  ["Content-Security-Policy", inboxContentSecurityPolicy],
  // A sign-in link's token is in its path: no page of the inbox tells another site where it was.
  ["Referrer-Policy", "no-referrer"],
];

/** On every /inbox response, whatever answered it (an error included). */
export const withInboxHeaders: MiddlewareHandler<InboxEnv> = async (c, next) => {
  await next();
  for (const [name, value] of inboxHeaders) c.res.headers.set(name, value);
};

export const sessionCookie = "inbox_session";

export function setSessionCookie(c: Context, id: string, { secure, maxAgeSeconds }: { secure: boolean; maxAgeSeconds: number }) {
  // Lax: a link to the inbox from a chat or an e-mail opens it signed in; a cross-site POST carries no cookie.
  setCookie(c, sessionCookie, id, { path: "/inbox", httpOnly: true, sameSite: "Lax", secure, maxAge: maxAgeSeconds });
}

export const clearSessionCookie = (c: Context, secure: boolean) => deleteCookie(c, sessionCookie, { path: "/inbox", secure });

export const sessionIdOf = (c: Context) => {
  const id = getCookie(c, sessionCookie);
  return isSecretToken(id) ? id : undefined;
};

/**
 * Whether a form post comes from one of this origin's pages: Sec-Fetch-Site "same-origin", or an
 * Origin whose host is the request's. Unlike the contact form, a post that says neither (not
 * a browser at a page) or "none" is refused: nobody needs to post to the inbox but its own pages.
 */
export function isInboxSameOrigin(c: Context): boolean {
  const headers = { secFetchSite: c.req.header("sec-fetch-site"), origin: c.req.header("origin"), host: c.req.header("host") };
  if (headers.secFetchSite === undefined && headers.origin === undefined) return false;
  return headers.secFetchSite !== "none" && isSameOriginPost(headers);
}

const maxFormBytes = 8 * 1024;

/** The posted form, or undefined when it is not a small urlencoded form. */
export async function readForm(c: Context): Promise<URLSearchParams | undefined> {
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(c.req.header("content-type") ?? "")) return undefined;
  if (Number(c.req.header("content-length") ?? "0") > maxFormBytes) return undefined;
  const text = await c.req.text();
  return text.length > maxFormBytes ? undefined : new URLSearchParams(text);
}

/** Whether the form carries the session's synchroniser token. */
export function hasCsrfToken(form: URLSearchParams, session: InboxSession): boolean {
  const sent = Buffer.from(form.get("csrf") ?? "");
  const expected = Buffer.from(session.csrfToken);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/**
 * Every POST: refused with 403 unless it comes from our own pages and is a readable form; with
 * a session, refused unless it carries that session's token. The form is kept for the handler.
 */
export const checkPost: MiddlewareHandler<InboxEnv> = async (c, next) => {
  if (c.req.method !== "POST") return next();
  const refuse = (why: string) => c.text(`Forbidden: ${why}`, 403);
  if (!isInboxSameOrigin(c)) return refuse("the inbox only accepts forms from its own pages.");
  const form = await readForm(c);
  if (!form) return refuse("the inbox only accepts its own small forms.");
  const session = c.get("session");
  if (session && !hasCsrfToken(form, session)) return refuse("this form is out of date; reload the page and try again.");
  c.set("form", form);
  return next();
};
