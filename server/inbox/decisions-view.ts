// The audit page: every decision taken in the inbox, latest first (the CLI's --decisions lists the same).
import { html } from "hono/html";
import type { InboxDecision } from "./decisions-audit-store.ts";
import { inboxPage, utcTime, type Html, type PageContext } from "./inbox-layout.ts";

export const decisionsPage = (context: PageContext, decisions: InboxDecision[]): Html =>
  inboxPage(context, {
    title: "Decisions",
    section: "decisions",
    body: html`<div class="head">
        <div>
          <h1>Decisions</h1>
          <p>Every decision taken here, latest first. A lead's decisions go when its person's data is erased.</p>
        </div>
      </div>
      ${
        decisions.length === 0
          ? html`<p class="empty">No decision yet.</p>`
          : html`<div class="table-wrap">
              <table>
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">Who</th>
                    <th scope="col">What</th>
                    <th scope="col">Lead</th>
                  </tr>
                </thead>
                <tbody>
                  ${decisions.map(
                    (decision) =>
                      html`<tr>
                        <td>${utcTime(decision.decidedAt)}</td>
                        <td>${decision.decidedBy}</td>
                        <td>${decision.action}${decision.detail ? html` (${decision.detail})` : ""}</td>
                        <td>${decision.leadId ? html`<a href="/inbox/leads/${decision.leadId}">${decision.leadId}</a>` : "—"}</td>
                      </tr>`,
                  )}
                </tbody>
              </table>
            </div>`
      }`,
  });
