import { Card } from "~/components/ui/card";
import { keepTogether } from "~/components/ui/keep-together";
import type { aboutSections } from "~/content/about";
import type { CardContent } from "~/content/types";
import { padNumber } from "~/lib/pad-number";
import { Section } from "./section";

type TeamWaysProps = { heading: typeof aboutSections; roles: readonly CardContent[]; rituals: readonly CardContent[] };

/** About's picture of the team without photos: the roles on a project, then the week they keep. */
export function TeamWays({ heading, roles, rituals }: TeamWaysProps) {
  return (
    <Section id="team" title={heading.team.title} description={heading.team.description} tone="raised">
      <div className="grid gap-12 lg:grid-cols-2">
        <div>
          <h3 className="text-heading font-semibold text-ink">{heading.roles.title}</h3>
          <ul className="mt-6 grid gap-4">
            {roles.map((role, i) => (
              <Card asChild key={role.title} className="reveal flex gap-4">
                <li>
                  {/* A role badge, not a portrait: we show what people do, not invented faces. */}
                  <span
                    aria-hidden
                    className="numeral inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-strong"
                  >
                    {padNumber(i + 1)}
                  </span>
                  <span>
                    <span className="block font-display text-heading font-semibold text-ink">{keepTogether(role.title)}</span>
                    <span className="mt-1 block text-small text-ink-soft">{role.description}</span>
                  </span>
                </li>
              </Card>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-heading font-semibold text-ink">{heading.rituals.title}</h3>
          <ol className="relative mt-6 grid gap-6 border-l-2 border-brand/30 pl-6">
            {rituals.map((ritual) => (
              <li key={ritual.title} className="reveal relative">
                <span aria-hidden className="absolute top-2 -left-[calc(1.5rem+7px)] size-3 rounded-full bg-brand ring-4 ring-raised" />
                <span className="block font-display text-heading font-semibold text-ink">{ritual.title}</span>
                <span className="mt-1 block text-ink-soft">{ritual.description}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </Section>
  );
}
