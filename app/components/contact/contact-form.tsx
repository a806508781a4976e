import { useMutation } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { contactForm } from "~/content/contact";
import { submitContactMessage, type ContactMessage } from "~/lib/contact-submission";
import { toast } from "~/lib/toast-store";
import { FormField } from "./form-field";

// Bots fill every field they find; people never see this one. Named like a real field.
const honeypotName = "website";

type ContactFormProps = { send?: (message: ContactMessage) => Promise<void> };

export function ContactForm({ send = submitContactMessage }: ContactFormProps) {
  // A bot that filled the honeypot gets the same thank-you a person gets, so it learns
  // nothing, but nothing is sent.
  const [trappedBot, setTrappedBot] = useState(false);
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
    const data = new FormData(event.currentTarget);
    const field = (name: string) => String(data.get(name) ?? "");
    if (field(honeypotName)) {
      setTrappedBot(true);
      toast(contactForm.toasts.sent);
      return;
    }
    mutation.mutate({ name: field("name"), email: field("email"), company: field("company"), message: field("message") });
  };

  if (mutation.isSuccess || trappedBot) return <ThankYou />;

  const { fields } = contactForm;
  return (
    <form onSubmit={onSubmit} className="relative grid gap-5" aria-describedby="contact-privacy">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={fields.name.label} name="name" placeholder={fields.name.placeholder} autoComplete="name" required />
        <FormField
          label={fields.email.label}
          name="email"
          type="email"
          placeholder={fields.email.placeholder}
          autoComplete="email"
          required
        />
      </div>
      <FormField label={fields.company.label} name="company" placeholder={fields.company.placeholder} autoComplete="organization" />
      <FormField
        label={fields.message.label}
        name="message"
        placeholder={fields.message.placeholder}
        rows={fields.message.rows}
        multiline
        required
      />
      <div aria-hidden className="absolute -left-[10000px] size-px overflow-hidden">
        <label>
          Website
          <input name={honeypotName} type="text" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <Button type="submit" size="lg" disabled={mutation.isPending} className="w-full sm:w-auto sm:justify-self-start">
        {mutation.isPending ? contactForm.submitting : contactForm.submit}
      </Button>
      <p id="contact-privacy" className="text-small text-ink-soft">
        {contactForm.privacy}
      </p>
    </form>
  );
}

function ThankYou() {
  const panel = useRef<HTMLDivElement>(null);
  // Focus moves to the panel that replaced the form, so keyboard and screen-reader users
  // are not left on a button that no longer exists.
  useEffect(() => panel.current?.focus(), []);
  return (
    <div
      ref={panel}
      tabIndex={-1}
      data-sent=""
      className="rounded-card border border-success/30 bg-success-soft p-8 text-center outline-none"
    >
      <CheckCircle2 aria-hidden className="mx-auto size-10 text-success" />
      <p className="mt-4 text-heading font-semibold text-ink">{contactForm.thanks.title}</p>
      <p className="mt-2 text-ink-soft">{contactForm.thanks.description}</p>
    </div>
  );
}
