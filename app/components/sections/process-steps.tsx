import { Card } from "~/components/ui/card";
import type { ProcessStep } from "~/content/home";
import type { SectionHeading } from "~/content/types";
import { padNumber } from "~/lib/pad-number";
import { Section } from "./section";

export function ProcessSteps({ heading, steps }: { heading: SectionHeading; steps: readonly ProcessStep[] }) {
  return (
    <Section id="process" title={heading.title} tone="raised" belowFirstScreen>
      {/* On a phone the number stands beside the step, not above it: three steps in one screen. */}
      <ol className="grid gap-3 md:grid-cols-3 md:gap-6">
        {steps.map((step, i) => (
          <Card asChild key={step.title} padding="none" className="reveal grid grid-cols-[auto_1fr] gap-x-4 p-5 md:block md:p-8">
            <li>
              {/* the <ol> already gives the order to assistive technology */}
              <span aria-hidden className="numeral row-span-2 text-title text-brand-strong">
                {padNumber(i + 1)}
              </span>
              <h3 className="text-heading font-semibold text-ink md:mt-6">{step.title}</h3>
              <p className="mt-1 text-ink-soft md:mt-2">{step.description}</p>
            </li>
          </Card>
        ))}
      </ol>
    </Section>
  );
}
