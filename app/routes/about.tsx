import { CardGrid } from "~/components/sections/card-grid";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { container, Section } from "~/components/sections/section";
import { TeamMonograms } from "~/components/sections/team-monograms";
import { TeamWays } from "~/components/sections/team-ways";
import {
  aboutCta,
  aboutHero,
  aboutMeta,
  aboutPanels,
  aboutSections,
  capabilities,
  philosophy,
  teamRituals,
  teamRoles,
} from "~/content/about";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: "/about",
    ...aboutMeta,
  });

export default function AboutPage() {
  return (
    <>
      <PageHero {...aboutHero} globe="about" visual={<TeamMonograms />} />
      <Section id="what-we-do" title={aboutSections.capabilities.title}>
        <CardGrid cards={capabilities} columns={4} />
      </Section>
      <TeamWays heading={aboutSections} roles={teamRoles} rituals={teamRituals} />
      <Section id="philosophy" title={aboutSections.philosophy.title}>
        <CardGrid cards={philosophy} columns={3} />
      </Section>
      {/* The two panels continue the philosophy band, outside its region: they answer other questions. */}
      <div className={`${container} -mt-[calc(var(--spacing-section)-1.5rem)] pb-section`}>
        <CardGrid cards={aboutPanels} columns={2} />
      </div>
      <CtaBand cta={aboutCta} />
    </>
  );
}
