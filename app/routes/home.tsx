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
import { stats } from "~/content/site";
import type { PageHandle } from "~/lib/page-handle";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/home";

// Hydrates: the testimonial carousel needs React.
export const handle = { hydrate: true } satisfies PageHandle;

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: "/",
    ...homeMeta,
  });

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <Section id="what-we-do" title={whatWeDo.title} description={whatWeDo.description} belowFirstScreen>
        <LinkCardGrid cards={serviceCards} more={whatWeDo.more} />
      </Section>
      <Outcomes content={outcomes} stats={stats} />
      <ProcessSteps heading={process} steps={processSteps} />
      <Testimonials content={testimonialsSection} testimonials={testimonials} />
      <CtaBand cta={homeCta} />
    </>
  );
}
