import { keepTogether } from "~/components/ui/keep-together";
import type { aboutSections } from "~/content/about";
import type { CardContent } from "~/content/types";
import { padNumber } from "~/lib/pad-number";
import { Section } from "./section";

type TeamWaysProps = { heading: typeof aboutSections; roles: readonly CardContent[]; rituals: readonly CardContent[] };

/** How a project team works: the roles on it, then the week it keeps. */
export function TeamWays({ heading, roles, rituals }: TeamWaysProps) {
  return (
    <Section id="team" title={heading.team.title} spacing="compact">
      {/* Side by side from a tablet up: one column across 768 px made lines of 110 characters. */}
      <div className="grid gap-8 md:grid-cols-2 md:gap-10 lg:gap-12">
        <div>
          <h3 className="text-eyebrow font-semibold tracking-eyebrow text-ink-soft uppercase">{heading.roles.title}</h3>
          <ul className="mt-4 divide-y divide-line border-y border-line">
            {roles.map((role, i) => (
              <li key={role.title} className="flex gap-3 py-3 sm:gap-4 sm:py-4">
                <span aria-hidden className="numeral w-7 shrink-0 text-body text-brand-strong sm:w-8 sm:text-heading">
                  {padNumber(i + 1)}
                </span>
                <span>
                  <span className="block font-display font-semibold text-ink sm:text-heading">{keepTogether(role.title)}</span>
                  <span className="mt-0.5 block text-small text-ink-soft sm:mt-1">{role.description}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-eyebrow font-semibold tracking-eyebrow text-ink-soft uppercase">{heading.rituals.title}</h3>
          <ol className="relative mt-5 grid gap-4 border-l-2 border-brand/30 pl-6 sm:mt-6 sm:gap-5">
            {rituals.map((ritual) => (
              <li key={ritual.title} className="reveal relative">
                <span
                  aria-hidden
                  className="absolute top-1.5 -left-[calc(1.5rem+7px)] size-3 rounded-full bg-brand ring-4 ring-raised sm:top-2"
                />
                <span className="block font-display font-semibold text-ink sm:text-heading">{ritual.title}</span>
                <span className="mt-0.5 block text-small text-ink-soft sm:mt-1">{ritual.description}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </Section>
  );
}
