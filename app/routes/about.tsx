import { CardGrid } from "~/components/sections/card-grid";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { aboutCta, aboutHero, aboutPanels, capabilities, philosophy } from "~/content/about";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: "/about",
    title: "About",
    description: "Who we are: a senior design and engineering team for startups and product teams.",
  });

export default function AboutPage() {
  return (
    <>
      <PageHero {...aboutHero} />
      <Section id="what-we-do" title="What We Do">
        <CardGrid cards={capabilities} columns={4} />
      </Section>
      <Section id="philosophy" title="Our Philosophy">
        <CardGrid cards={philosophy} columns={3} />
      </Section>
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <CardGrid cards={aboutPanels} columns={2} />
      </div>
      <CtaBand cta={aboutCta} />
    </>
  );
}
