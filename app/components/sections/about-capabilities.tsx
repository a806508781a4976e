import type { AboutCapability } from "~/content/about";
import { Section } from "./section";

/** About's "What We Do": the eight capabilities as a compact index (a rule, a title, its offerings), not eight cards. */
export function AboutCapabilities({ title, capabilities }: { title: string; capabilities: readonly AboutCapability[] }) {
  return (
    <Section id="what-we-do" title={title} spacing="compact" tone="raised">
      <ul className="grid grid-cols-2 gap-x-5 gap-y-6 sm:gap-x-8 lg:grid-cols-4 lg:gap-y-10">
        {capabilities.map((capability) => (
          <li key={capability.title} className="border-t border-line-strong pt-3">
            <h3 className="font-display text-body font-semibold text-ink sm:text-heading">{capability.title}</h3>
            <ul className="mt-2 space-y-1 text-small text-ink-soft">
              {capability.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}
