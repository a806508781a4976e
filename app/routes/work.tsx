import { CaseStudyGrid } from "~/components/sections/case-study-grid";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { caseStudies, workCta, workHero } from "~/content/work";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/work";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: "/work",
    title: "Work",
    description: "Products we've built for startups and product teams: ticketing, AI video clipping and nightlife apps.",
  });

export default function WorkPage() {
  return (
    <>
      <PageHero {...workHero} />
      <CaseStudyGrid caseStudies={caseStudies} />
      <CtaBand cta={workCta} />
    </>
  );
}
