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
              // On a phone the number leads the title's line, so the detail below takes the full width.
              <li key={role.title} className="py-3 sm:flex sm:gap-4 sm:py-4">
                <span aria-hidden className="numeral mr-2 text-body text-brand-strong sm:mr-0 sm:w-8 sm:shrink-0 sm:text-heading">
                  {padNumber(i + 1)}
                </span>
                <span className="max-sm:contents">
                  <span className="font-display font-semibold text-ink sm:block sm:text-heading">{keepTogether(role.title)}</span>
                  <span className="mt-0.5 block text-small text-ink-soft sm:mt-1">{role.description}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-eyebrow font-semibold tracking-eyebrow text-ink-soft uppercase">{heading.rituals.title}</h3>
          {/* Under the roles on a phone, the week reads as a short table: the day's name beside what
              happens (a timeline of heads over text made this the page's longest section). Beside
              the roles, from a tablet up, the days form a timeline. */}
          <ol className="mt-4 divide-y divide-line border-y border-line md:relative md:mt-6 md:grid md:gap-5 md:divide-y-0 md:border-y-0 md:border-l-2 md:border-brand/30 md:pl-6">
            {rituals.map((ritual) => (
              <li
                key={ritual.title}
                className="reveal relative grid grid-cols-[6.5rem_1fr] gap-x-4 py-3 sm:grid-cols-[10rem_1fr] md:block md:py-0"
              >
                <span
                  aria-hidden
                  className="absolute top-2 -left-[calc(1.5rem+7px)] hidden size-3 rounded-full bg-brand ring-4 ring-raised md:block"
                />
                <span className="block font-display leading-snug font-semibold text-ink sm:text-heading">{ritual.title}</span>
                <span className="block text-small text-ink-soft md:mt-1">{ritual.description}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </Section>
  );
}
