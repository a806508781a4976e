import { CaseStudyGrid } from "~/components/sections/case-study-grid";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { caseStudies, workCta, workHero, workMeta } from "~/content/work";
import { workListJsonLd } from "~/lib/case-study-json-ld";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/work";

export const meta: Route.MetaFunction = () => [
  ...pageMeta({ path: "/work", ...workMeta }),
  { "script:ld+json": workListJsonLd(caseStudies) },
];

export default function WorkPage() {
  return (
    <>
      <PageHero {...workHero} />
      <CaseStudyGrid caseStudies={caseStudies} />
      <CtaBand cta={workCta} />
    </>
  );
}
