import { useParams } from "react-router";
import { CaseStudyBody } from "~/components/sections/case-study-page";
import { CtaBand } from "~/components/sections/cta-band";
import { notFoundMeta } from "~/content/contact";
import { caseStudies, workCta, type CaseStudy } from "~/content/work";
import { pageMeta } from "~/lib/page-meta";
import NotFoundPage from "./not-found";
import type { Route } from "./+types/case-study";

const findStudy = (id: string | undefined): CaseStudy | undefined => caseStudies.find((study) => study.id === id);

export const meta: Route.MetaFunction = ({ params }) => {
  const study = findStudy(params.id);
  if (!study) return pageMeta({ path: "/404", ...notFoundMeta, noindex: true });
  return pageMeta({ path: `/work/${study.id}`, title: `${study.name}: ${study.subtitle}`, description: study.summary });
};

/** One case study, prerendered at /work/<id> for every record in app/content/work.ts. */
export default function CaseStudyPage() {
  const study = findStudy(useParams().id);
  if (!study) return <NotFoundPage />;
  const list: readonly CaseStudy[] = caseStudies;
  const next = list[(list.indexOf(study) + 1) % list.length]!;
  return (
    <>
      <CaseStudyBody study={study} next={next} />
      <CtaBand cta={workCta} />
    </>
  );
}
