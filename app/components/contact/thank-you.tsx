import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { contactForm } from "~/content/contact";

/**
 * The thank-you panel that replaces the form once a message is sent. `takeFocus`: when it
 * replaces the form in place, focus moves to it, so keyboard and screen-reader users are not left
 * on a button that no longer exists (a page that opens with it, /contact/sent, leaves focus alone).
 */
export function ThankYou({ takeFocus = true }: { takeFocus?: boolean }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) panel.current?.focus();
  }, [takeFocus]);
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
