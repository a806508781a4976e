// The visitor's receipt (issue 18.4, AUTOREPLY=on): the brand, that the message arrived, when to
// expect a reply, and where to write. It repeats nothing the visitor typed, not even their name:
// whoever fills in the form chooses the recipient, so anything echoed (a phone number, a look-alike
// domain, a link in any script) would be the agency mailing a stranger the sender's words.
import { plainAddress } from "./lead-message.ts";
import type { LeadOfDelivery } from "./lead-message.ts";
import { isReceiptAddress } from "./receipt-address.ts";

export type ReceiptBrand = { name: string; contactEmail: string; siteUrl: string };

const htmlEscape = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");

export type ReceiptEmail = { to: string; subject: string; text: string; html: string };

/** The receipt for one lead, or undefined when its address is no single plain address at a public domain. */
export function receiptEmail(lead: LeadOfDelivery, brand: ReceiptBrand): ReceiptEmail | undefined {
  if (!plainAddress.test(lead.email) || !isReceiptAddress(lead.email)) return undefined;
  const greeting = "Hello,";
  const lines = [
    greeting,
    "",
    `Thank you for contacting ${brand.name}. Your message has arrived and is with our team.`,
    "We reply within 1-2 business days.",
    "",
    `If you would like to add anything, reply to this e-mail or write to ${brand.contactEmail}.`,
    "",
    `${brand.name}`,
    brand.siteUrl,
    "",
    "This is an automatic confirmation.",
  ];
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#f6f6f4;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1c1c1c">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:18px;font-weight:600">${htmlEscape(brand.name)}</p>
<p>${htmlEscape(greeting)}</p>
<p>Thank you for contacting ${htmlEscape(brand.name)}. Your message has arrived and is with our team.</p>
<p><strong>We reply within 1-2 business days.</strong></p>
<p>If you would like to add anything, reply to this e-mail or write to <a href="mailto:${htmlEscape(brand.contactEmail)}">${htmlEscape(brand.contactEmail)}</a>.</p>
<p style="margin-top:32px;color:#666;font-size:13px">${htmlEscape(brand.name)} · <a href="${htmlEscape(brand.siteUrl)}" style="color:#666">${htmlEscape(brand.siteUrl)}</a><br>This is an automatic confirmation.</p>
</td></tr></table></body></html>`;
  return { to: lead.email, subject: `We received your message - ${brand.name}`, text: `${lines.join("\n")}\n`, html };
}
