// The frame of every inbox page: server-rendered HTML that works without JavaScript, styled by
// the site's own stylesheet (its typefaces) and /inbox/inbox.css (the tokens and the inbox's
// rules). Every value goes through hono/html's escaping; nothing is written raw but our markup.
import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { showControls } from "../leads/visible-controls.ts";

export type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

/** What every page knows: the brand, the site's stylesheets, and who is signed in (with the session's CSRF token). */
export type PageContext = { brand: string; siteStylesheets: readonly string[]; session?: { email: string; csrfToken: string } };

export type Section = "leads" | "spam" | "decisions";

/** Text a visitor typed, with control characters made visible (the escaping does the markup). */
export const typed = (text: string | null) => showControls(text ?? "");

export const utcTime = (date: Date) =>
  html`<time datetime="${date.toISOString()}">${date.toISOString().slice(0, 16).replace("T", " ")} UTC</time>`;

/** The session's synchroniser token, in every form that changes something. */
export const csrfField = (context: PageContext) => html`<input type="hidden" name="csrf" value="${context.session?.csrfToken ?? ""}" />`;

/** A one-button form that POSTs `fields` (and the CSRF token) to `action`. */
export const postButton = (
  context: PageContext,
  action: string,
  label: string,
  { fields = {}, className = "", describedBy }: { fields?: Record<string, string>; className?: string; describedBy?: string } = {},
) =>
  html`<form class="inline" method="post" action="${action}">
    ${csrfField(context)}${Object.entries(fields).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`)}
    <button type="submit" class="${className}" ${describedBy ? html`aria-describedby="${describedBy}"` : ""}>${label}</button>
  </form>`;

const navItem = (href: string, label: string, current: boolean) =>
  html`<li><a href="${href}" ${current ? html`aria-current="page"` : ""}>${label}</a></li>`;

export function inboxPage(context: PageContext, { title, section, body }: { title: string; section?: Section; body: Html | string }): Html {
  const session = context.session;
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="no-referrer" />
        <title>${title} | ${context.brand} inbox</title>
        ${context.siteStylesheets.map((href) => html`<link rel="stylesheet" href="${href}" />`)}
        <link rel="stylesheet" href="/inbox/inbox.css" />
      </head>
      <body>
        <a class="skip" href="#main">Skip to content</a>
        <header class="bar">
          <div class="bar-inner">
            <a class="brand" href="/inbox">${context.brand} <span>inbox</span></a>
            ${
              session
                ? html`<nav aria-label="Inbox">
                      <ul>
                        ${navItem("/inbox", "Leads", section === "leads")} ${navItem("/inbox/spam", "Spam", section === "spam")}
                        ${navItem("/inbox/decisions", "Decisions", section === "decisions")}
                      </ul>
                    </nav>
                    <div class="who">
                      <span>${session.email}</span>
                      ${postButton(context, "/inbox/sign-out", "Sign out")}
                    </div>`
                : ""
            }
          </div>
        </header>
        <main id="main">${body}</main>
      </body>
    </html>`;
}

/** The stylesheets the site's pages link (their typefaces and base), read from its not-found page. */
export const siteStylesheets = (pageHtml: string) =>
  [...pageHtml.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g)].map((match) => match[1]!);
