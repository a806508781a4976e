import type { ProcessStep } from "~/content/home";
import { padNumber } from "~/lib/pad-number";
import { Section } from "./section";

export function ProcessSteps({ steps }: { steps: readonly ProcessStep[] }) {
  return (
    <Section id="process" title="A proven process">
      <ol className="grid gap-6 md:grid-cols-3">
        {steps.map((step, i) => (
          <li key={step.title} className="rounded-2xl border border-line bg-surface p-6">
            {/* the <ol> already gives the order to assistive technology */}
            <span aria-hidden className="text-sm font-bold text-brand-strong">
              {padNumber(i + 1)}
            </span>
            <h3 className="mt-2 text-xl font-semibold text-ink">{step.title}</h3>
            <p className="mt-2 text-ink-soft">{step.desc}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
