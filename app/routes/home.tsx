import { useLoaderData } from "react-router";
import { CtaBand } from "~/components/sections/cta-band";
import { HomeHero } from "~/components/sections/home-hero";
import { LinkCardGrid } from "~/components/sections/link-card-grid";
import { Outcomes } from "~/components/sections/outcomes";
import { ProcessSteps } from "~/components/sections/process-steps";
import { Section } from "~/components/sections/section";
import { Testimonials } from "~/components/sections/testimonials";
import {
  homeCta,
  homeMeta,
  outcomes,
  process,
  processSteps,
  serviceCards,
  testimonials,
  testimonialsSection,
  whatWeDo,
} from "~/content/home";
import { portraitFileOf } from "~/components/people/portrait-files";
import { launchEvidence } from "~/content/launch-evidence";
import { heroShowcase } from "~/content/showcase";
import { stats } from "~/content/site";
import { studyRecords } from "~/content/study-records";
import type { PageHandle } from "~/lib/page-handle";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/home";

// Hydrates: the testimonial carousel needs React.
export const handle = { hydrate: true } satisfies PageHandle;

// Run when the page is prerendered: the launches the outcomes cite, the screens the hero shows and the
// testimonials' portrait files reach the page as a few fields in its HTML, and the page's scripts never
// carry the case studies' records or the table of everyone's portrait files.
export const loader = () => ({
  launches: launchEvidence(studyRecords),
  showcase: heroShowcase,
  portraits: Object.fromEntries(testimonials.map((t) => [t.name, portraitFileOf(t.name)])),
});

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: "/",
    ...homeMeta,
  });

export default function HomePage() {
  const { launches, showcase, portraits } = useLoaderData<typeof loader>();
  return (
    <>
      <HomeHero showcase={showcase} />
      <Section id="what-we-do" title={whatWeDo.title} description={whatWeDo.description} belowFirstScreen>
        <LinkCardGrid cards={serviceCards} more={whatWeDo.more} />
      </Section>
      <Outcomes content={outcomes} stats={stats} launches={launches} />
      <ProcessSteps heading={process} steps={processSteps} />
      <Testimonials content={testimonialsSection} testimonials={testimonials} portraits={portraits} />
      <CtaBand cta={homeCta} />
    </>
  );
}
