// The contact page as the server sends it after a failed no-JavaScript submit: the prerendered
// page (pages are static, there is no React render at request time) with the visitor's values
// written into the form and the error notice shown. The page is cut into pieces once at start,
// around the places to fill; a request only escapes the values and joins the pieces.
import { contactFormMarkup } from "../../app/components/contact/form-markup.ts";
import { contactFormFailed } from "../../app/content/contact-form-failed.ts";
import type { ContactMessage } from "../../app/lib/contact-submission.ts";

export type FormValues = Partial<Record<keyof ContactMessage, string>>;
type Slot = { at: number; remove: number; fill: (values: FormValues) => string };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function find(html: string, pattern: RegExp, what: string, from: number, to: number): RegExpExecArray {
  pattern.lastIndex = from;
  const match = pattern.exec(html);
  if (!match || match.index + match[0].length > to) {
    throw new Error(
      `The prerendered contact page has no ${what}: the no-JavaScript form cannot keep the visitor's values (see app/components/contact/form-markup.ts)`,
    );
  }
  return match;
}

/** Prepares the page once; throws at start (not on a visitor's request) if its markup changed. */
export function prepareFilledContactPage(html: string): (values: FormValues) => string {
  const { formId, errorId } = contactFormMarkup;
  const form = find(html, new RegExp(`<form\\b[^>]*\\sid="${escapeRegExp(formId)}"[^>]*>`, "g"), `form #${formId}`, 0, html.length);
  const formEnd = html.indexOf("</form>", form.index);
  const slots: Slot[] = [];

  for (const name of ["name", "email", "company"] as const) {
    const input = find(html, new RegExp(`<input\\b[^>]*\\sname="${name}"[^>]*?(/?)>`, "g"), `input "${name}"`, form.index, formEnd);
    if (/\svalue=/.test(input[0])) throw new Error(`The prerendered contact form's "${name}" already has a value`);
    slots.push({
      at: input.index + input[0].length - input[1]!.length - 1,
      remove: 0,
      fill: (values) => (values[name] ? ` value="${escapeHtml(values[name])}"` : ""),
    });
  }

  const textarea = find(html, /<textarea\b[^>]*\sname="message"[^>]*>(?=<\/textarea>)/g, 'empty textarea "message"', form.index, formEnd);
  // The parser drops one line break right after <textarea>: start with one, so the value's own survives.
  slots.push({
    at: textarea.index + textarea[0].length,
    remove: 0,
    fill: (values) => (values.message ? `\n${escapeHtml(values.message)}` : ""),
  });

  const notice = find(html, new RegExp(`<p\\b[^>]*\\sid="${escapeRegExp(errorId)}"[^>]*>`, "g"), `notice #${errorId}`, form.index, formEnd);
  const hidden = find(html, / hidden=""/g, `hidden notice #${errorId}`, notice.index, notice.index + notice[0].length);
  slots.push({ at: hidden.index, remove: hidden[0].length, fill: () => "" });
  // The text as React renders it on the first render in the browser (which reads the notice's state), so hydration matches.
  find(html, /(?=<\/p>)/g, `empty notice #${errorId}`, notice.index + notice[0].length, notice.index + notice[0].length);
  slots.push({ at: notice.index + notice[0].length, remove: 0, fill: () => escapeHtml(contactFormFailed) });

  slots.sort((a, b) => a.at - b.at);
  const pieces: string[] = [];
  let from = 0;
  for (const slot of slots) {
    pieces.push(html.slice(from, slot.at));
    from = slot.at + slot.remove;
  }
  pieces.push(html.slice(from));

  return (values) => {
    let page = pieces[0]!;
    slots.forEach((slot, i) => (page += slot.fill(values) + pieces[i + 1]!));
    return page;
  };
}
