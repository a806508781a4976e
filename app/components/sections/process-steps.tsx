import { Card } from "~/components/ui/card";
import type { ProcessStep } from "~/content/home";
import type { SectionHeading } from "~/content/types";
import { padNumber } from "~/lib/pad-number";
import { Section } from "./section";

export function ProcessSteps({ heading, steps }: { heading: SectionHeading; steps: readonly ProcessStep[] }) {
  return (
    <Section id="process" title={heading.title} tone="raised" belowFirstScreen>
      <ol className="grid gap-6 md:grid-cols-3">
        {steps.map((step, i) => (
          <Card asChild key={step.title} padding="lg" className="reveal">
            <li>
              {/* the <ol> already gives the order to assistive technology */}
              <span aria-hidden className="numeral text-title text-brand-strong">
                {padNumber(i + 1)}
              </span>
              <h3 className="mt-6 text-heading font-semibold text-ink">{step.title}</h3>
              <p className="mt-2 text-ink-soft">{step.description}</p>
            </li>
          </Card>
        ))}
      </ol>
    </Section>
  );
}
