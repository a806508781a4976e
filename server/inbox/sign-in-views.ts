// The pages before a session: the e-mail form, the same "check your e-mail" page for every
// address (whether it may sign in or not), the page a link opens (a button spends it), and the
// one for a link that is used, expired or unknown. None of them holds anything of a lead.
import { html } from "hono/html";
import { inboxPage, type Html, type PageContext } from "./inbox-layout.ts";
import { signInLinkLifetimeMs } from "./sign-in-links-store.ts";

const minutes = signInLinkLifetimeMs / 60_000;

const panel = (context: PageContext, title: string, body: Html) =>
  inboxPage(context, {
    title,
    body: html`<div class="panel">
      <h1>${title}</h1>
      ${body}
    </div>`,
  });

export const signInPage = (context: PageContext, problem?: string) =>
  panel(
    context,
    "Sign in to the inbox",
    html`<p>We e-mail you a link that signs you in. Only the team's addresses receive one.</p>
      ${problem ? html`<p role="alert">${problem}</p>` : ""}
      <form method="post" action="/inbox/sign-in">
        <div>
          <label for="email">Your e-mail address</label>
          <input id="email" type="email" name="email" autocomplete="email" required />
        </div>
        <button type="submit" class="primary">E-mail me a sign-in link</button>
      </form>`,
  );

/** The same page for every address: it never tells who may sign in. */
export const linkSentPage = (context: PageContext) =>
  panel(
    context,
    "Check your e-mail",
    html`<p>If that address may sign in, a link is on its way. It works once, for ${minutes} minutes.</p>
      <p><a href="/inbox">Use another address</a></p>`,
  );

/** What a link opens: nothing happens until the button (a mail scanner's fetch spends nothing). */
export const confirmSignInPage = (context: PageContext, token: string) =>
  panel(
    context,
    "Sign in",
    html`<p>Press the button to finish signing in on this device.</p>
      <form method="post" action="/inbox/sign-in/confirm">
        <input type="hidden" name="token" value="${token}" />
        <button type="submit" class="primary">Sign in</button>
      </form>`,
  );

export const linkInvalidPage = (context: PageContext) =>
  panel(
    context,
    "This link no longer works",
    html`<p>A sign-in link works once, for ${minutes} minutes. Ask for a new one.</p>
      <p><a class="button primary" href="/inbox">Sign in again</a></p>`,
  );
