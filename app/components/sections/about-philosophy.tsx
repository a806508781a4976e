import type { PhilosophyValue } from "~/content/about";
import { padNumber } from "~/lib/pad-number";
import { Section } from "./section";

/** About's three values as numbered statements: the number large, the sentence beside it. */
export function AboutPhilosophy({ title, values }: { title: string; values: readonly PhilosophyValue[] }) {
  return (
    <Section id="philosophy" title={title} spacing="compact">
      <ol className="grid gap-6 md:grid-cols-3 md:gap-10">
        {values.map((value, i) => (
          <li key={value.title} className="grid grid-cols-[auto_1fr] gap-x-4 md:block">
            <span aria-hidden className="numeral row-span-2 text-title text-brand-strong">
              {padNumber(i + 1)}
            </span>
            <h3 className="font-display text-heading font-semibold text-ink md:mt-3">{value.title}</h3>
            <p className="mt-1 text-ink-soft">{value.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
