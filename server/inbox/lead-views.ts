// The pages that show leads: the inbox (newest first), the spam folder (borderline verdicts
// first, as the CLI orders them), search results, one lead, and the erasure's confirmation.
// Every decision is a one-button form; the notice after one offers its undo where there is one.
import { html } from "hono/html";
import { borderlineSpamScore, type LeadsFolder, type LeadWithDeliveries } from "../leads/lead-listing-store.ts";
import { gaveUp } from "../leads/delivery-status.ts";
import { decisionText, deliveryStateText, shortDeliveryText } from "../leads/leads-format.ts";
import { erasureCounts, type PersonData } from "../privacy/person-data.ts";
import { senderRuleDays } from "../spam/sender-rules.ts";
import { csrfField, inboxPage, postButton, typed, utcTime, type Html, type PageContext } from "./inbox-layout.ts";

/** What just happened, shown above the page with its undo (decision-notice query parameters). */
export type DecisionNotice = { done: "spam" | "not-spam" | "redeliver" | "erase"; leadId?: string; count?: number };

const leadPath = (lead: { id: string }) => `/inbox/leads/${lead.id}`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function noticeView(context: PageContext, notice: DecisionNotice | undefined, returnTo: string): Html | string {
  if (!notice) return "";
  const undo = (action: "spam" | "not-spam", label: string) =>
    notice.leadId ? postButton(context, `/inbox/leads/${notice.leadId}/${action}`, label, { fields: { return: returnTo } }) : "";
  const said = {
    spam: html`<p>
        Marked as spam: what was not delivered yet is held, later messages from this address are held too for ${senderRuleDays} days, and
        the filter learned from it.
      </p>
      ${undo("not-spam", "Undo: not spam")}`,
    "not-spam": html`<p>
        Marked as not spam: ${plural(notice.count ?? 0, "delivery", "deliveries")} queued now, and the filter learned from it.
      </p>
      ${undo("spam", "Undo: spam")}`,
    redeliver: html`<p>Queued again: ${plural(notice.count ?? 0, "delivery", "deliveries")}.</p>`,
    erase: html`<p>Erased: ${plural(notice.count ?? 0, "lead")} and everything derived from them.</p>`,
  }[notice.done];
  return html`<div class="notice" role="status">${said}</div>`;
}

function scoreView(lead: LeadWithDeliveries) {
  const reasons = typed(lead.spam_reasons.join(", "));
  if (lead.spam_score === null)
    return lead.spam ? html`<p class="score">Marked as spam by the team${reasons ? html`: ${reasons}` : ""}</p>` : "";
  // The team's own mark is sure, whatever the filter scored: said as the CLI says it (decisionText).
  if (lead.spam_decided_by === "operator") return html`<p class="score">${decisionText(lead)}</p>`;
  const borderline = lead.spam && lead.spam_score < borderlineSpamScore;
  return html`<p class="score">
    Spam score <strong>${lead.spam_score.toFixed(2)}</strong> (1 holds a
    message)${borderline ? html` <span class="borderline">borderline</span>` : ""}${reasons ? html`: ${reasons}` : ""}
  </p>`;
}

const deliveriesView = (lead: LeadWithDeliveries, long = false) =>
  html`<ul class="facts" aria-label="Delivery">
    ${
      lead.deliveries.length === 0
        ? html`<li>no delivery channel</li>`
        : lead.deliveries.map(
            (state) => html`<li class="${state.status}">${long ? deliveryStateText(state) : shortDeliveryText(state)}</li>`,
          )
    }
  </ul>`;

function decisionButtons(context: PageContext, lead: LeadWithDeliveries, returnTo: string) {
  const fields = { return: returnTo };
  const failed = lead.deliveries.filter((state) => gaveUp(state.status));
  return html`<div class="actions">
    ${
      lead.spam
        ? postButton(context, `${leadPath(lead)}/not-spam`, "Not spam", { fields, className: "primary" })
        : postButton(context, `${leadPath(lead)}/spam`, "Spam", { fields })
    }
    ${failed.map((state) =>
      postButton(context, `${leadPath(lead)}/redeliver`, `Redeliver ${state.channel}`, { fields: { ...fields, delivery: state.id } }),
    )}
  </div>`;
}

function leadCard(context: PageContext, lead: LeadWithDeliveries, returnTo: string) {
  return html`<li class="lead" data-lead="${lead.id}">
    <div class="lead-top">
      <h2><a href="${leadPath(lead)}">${typed(lead.name)}</a></h2>
      ${utcTime(lead.createdAt)}
    </div>
    <p class="meta">${typed(lead.email)}${lead.company ? html` · ${typed(lead.company)}` : ""}</p>
    <p class="message excerpt">${typed(lead.message)}</p>
    ${deliveriesView(lead)} ${scoreView(lead)} ${decisionButtons(context, lead, returnTo)}
  </li>`;
}

export function leadsPage(
  context: PageContext,
  { folder, leads, search, notice }: { folder: LeadsFolder; leads: LeadWithDeliveries[]; search: string; notice?: DecisionNotice },
): Html {
  const path = folder === "spam" ? "/inbox/spam" : "/inbox";
  const title = folder === "spam" ? "Spam" : "Leads";
  const returnTo = search ? `${path}?q=${encodeURIComponent(search)}` : path;
  const order =
    folder === "spam"
      ? `Held as spam: the borderline verdicts first (a score under ${borderlineSpamScore}), then newest first.`
      : "Every lead not held as spam, newest first.";
  return inboxPage(context, {
    title,
    section: folder === "spam" ? "spam" : "leads",
    body: html`${noticeView(context, notice, returnTo)}
      <div class="head">
        <div>
          <h1>${title}</h1>
          <p>${order}</p>
        </div>
        <div class="tools">
          <form class="search" method="get" action="${path}" role="search">
            <div>
              <label for="q">Search name, e-mail, company or message</label>
              <input id="q" type="search" name="q" value="${search}" />
            </div>
            <button type="submit">Search</button>
          </form>
          <form class="inline" method="post" action="/inbox/export">
            ${csrfField(context)}<input type="hidden" name="folder" value="${folder}" /><input type="hidden" name="q" value="${search}" />
            <button type="submit">Export CSV</button>
          </form>
        </div>
      </div>
      ${search ? html`<p>${plural(leads.length, "lead")} found for “${search}”. <a href="${path}">Show all</a></p>` : ""}
      ${
        leads.length === 0
          ? html`<p class="empty">${folder === "spam" ? "Nothing is held as spam." : "No leads yet."}</p>`
          : html`<ol class="leads">
              ${leads.map((lead) => leadCard(context, lead, returnTo))}
            </ol>`
      }`,
  });
}

export function leadPage(context: PageContext, lead: LeadWithDeliveries, notice?: DecisionNotice): Html {
  const returnTo = leadPath(lead);
  return inboxPage(context, {
    title: typed(lead.name),
    section: lead.spam ? "spam" : "leads",
    body: html`${noticeView(context, notice, returnTo)}
      <p><a href="${lead.spam ? "/inbox/spam" : "/inbox"}">${lead.spam ? "Back to spam" : "Back to leads"}</a></p>
      <article class="lead">
        <h1>${typed(lead.name)}</h1>
        <dl class="detail">
          <dt>Received</dt>
          <dd>${utcTime(lead.createdAt)}</dd>
          <dt>E-mail</dt>
          <dd>${typed(lead.email)}</dd>
          <dt>Company</dt>
          <dd>${lead.company ? typed(lead.company) : "—"}</dd>
          <dt>Spam</dt>
          <dd>${lead.spam ? "held as spam" : "no"}</dd>
          <dt>Lead id</dt>
          <dd>${lead.id}</dd>
        </dl>
        <h2>Message</h2>
        <p class="message">${typed(lead.message)}</p>
        <h2>Delivery</h2>
        ${deliveriesView(lead, true)} ${scoreView(lead)} ${decisionButtons(context, lead, returnTo)}
        <p><a href="${leadPath(lead)}/erase">Erase this person…</a></p>
      </article>`,
  });
}

/** The confirmation before an erasure: what will go, by count and lead, and one button. */
export function erasePage(context: PageContext, lead: LeadWithDeliveries, held: PersonData): Html {
  const counts = erasureCounts(held);
  return inboxPage(context, {
    title: "Erase this person",
    body: html`<div class="panel">
      <h1>Erase everything held on ${typed(held.email)}?</h1>
      <p id="erase-what">
        ${plural(counts.leads, "lead")}, ${plural(counts.deliveries, "delivery record", "delivery records")},
        ${plural(counts.screenings, "spam verdict")} and ${plural(counts.senderRules, "sender rule")}, what their messages taught the spam
        filter, and the decisions recorded on those leads. This cannot be undone.
      </p>
      <ul>
        ${held.leads.map((one) => html`<li>${utcTime(new Date(one.created_at))}: ${typed(one.name)}</li>`)}
      </ul>
      <form method="post" action="${leadPath(lead)}/erase">
        ${csrfField(context)}
        <button type="submit" class="danger" aria-describedby="erase-what">Erase ${plural(counts.leads, "lead")}</button>
        <a href="${leadPath(lead)}">Cancel</a>
      </form>
    </div>`,
  });
}
