// What the agency receives about a lead, per channel: the Standard Webhooks event, a chat
// message, an e-mail. Everything a visitor typed is data here: escaped for HTML and Slack,
// flattened to one line where it lands in a header.
import type { ClaimedDelivery } from "../leads/delivery-jobs-store.ts";
import { showBidiControls, withoutBidiControls } from "../leads/visible-controls.ts";
import { suspectedSpamNote } from "./suspected-spam-note.ts";

export type LeadOfDelivery = ClaimedDelivery["lead"];

/**
 * The webhook's JSON body: the same on every attempt, so a receiver sees one event. A lead the
 * spam check delivered marked has `suspected_spam` too: what it reads as, and the note.
 */
export const webhookEvent = (lead: LeadOfDelivery) => {
  const suspected = suspectedSpamNote(lead.screeningReasons);
  return {
    type: "contact_submission.created",
    timestamp: lead.createdAt.toISOString(),
    data: {
      id: lead.id,
      created_at: lead.createdAt.toISOString(),
      name: lead.name,
      email: lead.email,
      company: lead.company,
      message: lead.message,
      ...(suspected ? { suspected_spam: { reads_as: suspected.readsAs, note: suspected.note } } : {}),
    },
  };
};

/**
 * One line: no CR, LF or other control characters (a header, a subject, a chat's first line), and
 * no bidi control to reorder it (a lead stored before the database refused them may hold one).
 */
export const oneLine = (text: string) =>
  withoutBidiControls(text)
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
    .replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, " ")
    .replace(/\s{2,}/g, " ")
    .trim();

// Slack's mrkdwn treats <…> as links and mentions (<!channel>): escape the three it names.
// Discord and Mattermost (and Slack with link_names) act on plain @everyone, @here, @channel and
// @all: a zero-width space after the @ keeps the text readable and pings no one.
const slackEscape = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replace(/@(everyone|here|channel|all)\b/gi, "@\u200b$1");

// Mattermost and Discord render Markdown: `[text](url)` shows a link whose target is hidden,
// `![](url)` loads an image, and a line starting with #, >, -, *, a number or a code fence
// becomes a heading, quote, list or code. A zero-width space where the syntax joins (`]` `(`,
// `!` `[`, before a line's first mark, inside a run of backticks or tildes) leaves the text as
// typed to a reader and makes it plain text to the renderer.
const zwsp = "\u200b";
const inlineMarkup = (text: string) =>
  text
    .replaceAll("](", `]${zwsp}(`)
    .replaceAll("![", `!${zwsp}[`)
    .replace(/[`~]{3,}/g, (run) => [...run].join(zwsp));
const lineMarkup = (line: string) => line.replace(/^(\s*)([#>*+\-=_|[`~]|&gt;|\d+[.)])/, `$1${zwsp}$2`);
const chatText = (text: string) => inlineMarkup(slackEscape(text));

/**
 * Slack, Mattermost and Discord-compatible incoming webhooks take `{"text": …}`. The visitor's
 * message is a quote, line by line, so nothing in it can pass for the notification's own lines.
 */
export const slackMessage = (lead: LeadOfDelivery) => ({
  text: [
    `*New contact message from ${chatText(oneLine(lead.name))}*`,
    suspectedSpamNote(lead.screeningReasons)?.note,
    lead.company ? `Company: ${chatText(oneLine(lead.company))}` : undefined,
    `E-mail: ${chatText(oneLine(lead.email))}`,
    "",
    ...chatText(showBidiControls(lead.message))
      .split(/\r\n|\r|\n/)
      .map((line) => `> ${lineMarkup(line)}`),
  ]
    .filter((line) => line !== undefined)
    .join("\n"),
});

const htmlEscape = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");

// Stricter than the database's check (which hosted Supabase inserts pass alone): an address with
// a comma, quote, bracket or the like could read as several addresses, so it is no Reply-To.
export const plainAddress = /^[^\s@,;:<>()[\]"\\]+@[^\s@,;:<>()[\]"\\]+$/;

export function leadEmail(lead: LeadOfDelivery) {
  const name = oneLine(lead.name);
  const company = lead.company ? oneLine(lead.company) : "";
  // A bidi control in the message would reorder the lines around it: shown as a code instead.
  const message = showBidiControls(lead.message);
  const received = `${lead.createdAt.toISOString().slice(0, 19).replace("T", " ")} UTC`;
  const fields: [string, string][] = [
    ["Name", name],
    ["Company", company || "—"],
    ["E-mail", lead.email],
    ["Received", received],
  ];
  const note = suspectedSpamNote(lead.screeningReasons)?.note;
  return {
    subject: `New contact message from ${name}${company ? ` (${company})` : ""}`,
    replyTo: plainAddress.test(lead.email) ? { name, address: lead.email } : undefined,
    text: `${note ? `${note}\n\n` : ""}${fields.map(([label, value]) => `${label}: ${value}`).join("\n")}\n\n${message}\n`,
    html:
      (note ? `<p><strong>${htmlEscape(note)}</strong></p>` : "") +
      `<table>${fields.map(([label, value]) => `<tr><th align="left">${label}</th><td>${htmlEscape(value)}</td></tr>`).join("")}</table>` +
      `<p style="white-space:pre-wrap">${htmlEscape(message)}</p>`,
  };
}
