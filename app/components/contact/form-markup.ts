// The contact form's markup contract with the server. Without JavaScript (or before hydration)
// the form posts to POST /contact; when that fails, the server answers with this page's
// prerendered HTML, the visitor's values written into these fields and the error notice shown
// (server/intake/filled-contact-page.ts). Both sides read these names from here.
import type { ContactMessage } from "~/lib/contact-submission";

export const contactFormMarkup = {
  formId: "contact-form",
  action: "/contact",
  errorId: "contact-form-error",
  // Bots fill every field they find; people never see this one. Named like a real field.
  honeypotName: "website",
  fieldNames: ["name", "email", "company", "message"] as const satisfies readonly (keyof ContactMessage)[],
} as const;

export type FilledForm = { values: Partial<ContactMessage>; failed: boolean };

/**
 * What the page's form holds before React takes it over: values the server wrote after a failed
 * no-JavaScript submit (or typed before hydration), and whether the server showed the error.
 * Read once, on the first render in the browser, so that hydration renders the same values and
 * notice instead of wiping them. Undefined at build time and after client-side navigation.
 */
export function readFilledForm(): FilledForm | undefined {
  if (typeof document === "undefined") return undefined;
  const form = document.getElementById(contactFormMarkup.formId);
  if (!(form instanceof HTMLFormElement)) return undefined;
  const values: Partial<ContactMessage> = {};
  for (const name of contactFormMarkup.fieldNames) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) values[name] = field.value;
  }
  const notice = document.getElementById(contactFormMarkup.errorId);
  return { values, failed: notice !== null && !notice.hidden };
}
