import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { siteConfig } from "~/config";
import { contactForm } from "~/content/contact";
import type { SuggestedStudy } from "~/content/suggested-study";
import { submitContactMessage, type ContactMessage } from "~/lib/contact-submission";
import { toast } from "~/lib/toast-store";
import { useHydrated } from "~/lib/use-hydrated";
import { AltchaField } from "./altcha-field";
import { FormField } from "./form-field";
import { contactFormMarkup, readFilledForm } from "./form-markup";
import { ThankYou } from "./thank-you";

const { formId, action, errorId, honeypotName } = contactFormMarkup;

type ContactFormProps = {
  /** The study the thank-you suggests (the route's prerendered data). */
  suggestedStudy: SuggestedStudy | null;
  send?: (message: ContactMessage) => Promise<void>;
  /**
   * Whether a server of ours answers POST /contact. Not on a build against a hosted backend
   * (PUBLIC_BACKEND_URL), served by a static host: there the form can only be sent with
   * JavaScript, so it cannot be submitted before hydration, and says so when JavaScript is off.
   */
  serverForm?: boolean;
};

export function ContactForm({ suggestedStudy, send = submitContactMessage, serverForm = siteConfig.backendUrl === "" }: ContactFormProps) {
  const hydrated = useHydrated();
  // A bot that filled the honeypot gets the same thank-you a person gets, so it learns
  // nothing, but nothing is sent.
  const [trappedBot, setTrappedBot] = useState(false);
  // After a failed no-JavaScript submit the server sent this page with the values and the error
  // in the markup: render the same, so hydration keeps them (the inputs stay uncontrolled).
  const [filled] = useState(readFilledForm);
  const [serverFailed, setServerFailed] = useState(filled?.failed ?? false);
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: () => toast(contactForm.toasts.sent),
    onError: (error) => {
      console.error("Contact form submission failed:", error);
      toast({ ...contactForm.toasts.failed, variant: "destructive" });
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault(); // the browser has already checked required fields and the e-mail shape
    if (mutation.isPending) return;
    setServerFailed(false); // from here on, the toasts report what happens
    const data = new FormData(event.currentTarget);
    const field = (name: string) => String(data.get(name) ?? "");
    if (field(honeypotName)) {
      setTrappedBot(true);
      toast(contactForm.toasts.sent);
      return;
    }
    mutation.mutate({ name: field("name"), email: field("email"), company: field("company"), message: field("message") });
  };

  if (mutation.isSuccess || trappedBot) return <ThankYou study={suggestedStudy} />;

  const { fields } = contactForm;
  const value = filled?.values ?? {};
  return (
    // A real form: without JavaScript, or before hydration, the browser posts it to our server
    // (server/intake/), never a GET that would put the visitor's details in the URL. With
    // JavaScript, onSubmit sends it with supabase-js instead.
    <form id={formId} method="post" action={action} onSubmit={onSubmit} className="relative grid gap-5" aria-describedby="contact-privacy">
      {/* Shown by the server when a no-JavaScript submit failed (with JavaScript, a toast says it);
          empty in the prerendered page, so the text is there only when the server shows it. */}
      <p
        id={errorId}
        role="alert"
        hidden={!serverFailed}
        className="rounded-lg border border-danger/40 bg-surface p-3 text-sm font-semibold text-danger"
      >
        {serverFailed ? contactForm.toasts.failed.description : null}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={fields.name.label}
          name="name"
          placeholder={fields.name.placeholder}
          autoComplete="name"
          defaultValue={value.name}
          required
        />
        <FormField
          label={fields.email.label}
          name="email"
          type="email"
          placeholder={fields.email.placeholder}
          autoComplete="email"
          defaultValue={value.email}
          required
        />
      </div>
      <FormField
        label={fields.company.label}
        name="company"
        placeholder={fields.company.placeholder}
        autoComplete="organization"
        defaultValue={value.company}
      />
      <FormField
        label={fields.message.label}
        name="message"
        placeholder={fields.message.placeholder}
        rows={fields.message.rows}
        defaultValue={value.message}
        multiline
        required
      />
      <div aria-hidden className="absolute -left-[10000px] size-px overflow-hidden">
        <label>
          {contactForm.honeypotLabel}
          <input name={honeypotName} type="text" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <AltchaField />
      {/* While sending, aria-disabled rather than disabled: a disabled button drops keyboard focus
          to <body> (and dims its label); this one keeps focus, reads as unavailable, and onSubmit
          ignores a second submit. Truly disabled only before hydration on a build with no server form. */}
      <Button
        type="submit"
        size="lg"
        disabled={!serverForm && !hydrated}
        aria-disabled={mutation.isPending || undefined}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {mutation.isPending ? contactForm.submitting : contactForm.submit}
      </Button>
      {serverForm ? null : (
        <p className="hidden text-small font-semibold text-ink [@media(scripting:none)]:block">
          {contactForm.needsJavaScript}{" "}
          <a href={`mailto:${siteConfig.email}`} className="text-brand-strong underline">
            {siteConfig.email}
          </a>
          .
        </p>
      )}
      <p id="contact-privacy" className="text-small text-ink-soft">
        <PrivacyNote />
      </p>
    </form>
  );
}

/** The spec's privacy sentence; "privacy policy" links to the operator's page when PUBLIC_PRIVACY_URL is set. */
function PrivacyNote() {
  const { before, link, after, url } = contactForm.privacy;
  return (
    <>
      {before}
      {url ? (
        <a href={url} className="font-semibold text-brand-strong underline underline-offset-2">
          {link}
        </a>
      ) : (
        link
      )}
      {after}
    </>
  );
}
