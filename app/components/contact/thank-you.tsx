import ArrowRight from "lucide-react/icons/arrow-right";
import { useEffect, useRef } from "react";
import { MeridianMark } from "~/components/brand/meridian-mark";
import { contactForm } from "~/content/contact";
import type { SuggestedStudy } from "~/content/suggested-study";

const { thanks } = contactForm;

/**
 * The thank-you that replaces the form once a message is sent: the spec's two lines, then what
 * happens next in person (who replies, what to bring to the first call) and a case study to read
 * meanwhile (its route's data: content/suggested-study.ts), by its name and its first outcome. Not by its picture:
 * each study's cover is already on Work and on the card of the study before it, and no picture is
 * shown in more than two places (e2e/pictures.spec.ts). `takeFocus`: when it replaces the form in
 * place, focus moves to it, so keyboard and screen-reader users are not left on a button that no
 * longer exists (a page that opens with it, /contact/sent, leaves focus alone).
 */
export function ThankYou({ study, takeFocus = true }: { study: SuggestedStudy | null; takeFocus?: boolean }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) panel.current?.focus();
  }, [takeFocus]);
  const { person } = thanks.replier;
  return (
    <div ref={panel} tabIndex={-1} data-sent="" className="outline-none">
      <p className="flex items-center gap-3">
        <MeridianMark className="size-8" />
        <span className="font-mono text-eyebrow tracking-eyebrow text-brand-strong uppercase">{thanks.eyebrow}</span>
      </p>
      <p className="mt-6 font-display text-title font-bold text-ink">{thanks.title}</p>
      <p className="mt-3 text-lead text-ink-soft">{thanks.description}</p>
      {person ? (
        <p className="mt-8 border-l-2 border-brand pl-4 text-ink">
          <span className="font-semibold">{person.name}</span>
          <span className="text-ink-soft">, {person.role.toLowerCase()},</span> {thanks.replier.says}
        </p>
      ) : null}
      <div className="mt-8 grid gap-8 border-t border-line pt-8 md:grid-cols-2">
        <section aria-labelledby="prepare-heading">
          <h2 id="prepare-heading" className="font-sans text-heading font-semibold text-ink">
            {thanks.prepare.title}
          </h2>
          <ol className="mt-4 grid gap-3">
            {thanks.prepare.items.map((item, i) => (
              <li key={item} className="flex gap-3 text-ink">
                <span aria-hidden className="font-mono text-small text-brand-strong">
                  {String(i + 1).padStart(2, "0")}
                </span>
                <span>{item}</span>
              </li>
            ))}
          </ol>
        </section>
        {study ? <Meanwhile study={study} /> : null}
      </div>
    </div>
  );
}

function Meanwhile({ study }: { study: SuggestedStudy }) {
  const { outcome } = study;
  return (
    <section aria-labelledby="meanwhile-heading">
      <h2 id="meanwhile-heading" className="font-sans text-heading font-semibold text-ink">
        {thanks.meanwhile.title}
      </h2>
      <a href={`/work/${study.id}`} className="group mt-4 block rounded-card border border-line bg-canvas p-4">
        <span className="block font-semibold text-ink">{study.name}</span>
        <span className="block text-ink-soft">{study.subtitle}</span>
        {outcome ? (
          <span className="mt-3 block border-t border-line pt-3 text-ink">
            <span className="numeral block font-display text-title font-bold">{outcome.value}</span>
            <span className="block text-ink-soft">{outcome.label}</span>
          </span>
        ) : null}
        <span className="mt-3 inline-flex items-center gap-1 font-semibold text-brand-strong">
          {thanks.meanwhile.link}
          <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </a>
    </section>
  );
}
