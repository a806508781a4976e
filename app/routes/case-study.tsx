import { useLocation } from "react-router";
import { CaseStudyBody } from "~/components/sections/case-study-page";
import { CtaBand } from "~/components/sections/cta-band";
import { caseStudies, workCta, type CaseStudy } from "~/content/work";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/case-study";

/**
 * The study a page's path names. app/routes.ts gives every study its own static route to this
 * module, so the path always names one; anything else under /work/ is the not-found page.
 */
function studyAt(pathname: string): CaseStudy {
  const study = caseStudies.find((candidate) => pathname.replace(/\/$/, "") === `/work/${candidate.id}`);
  if (!study) throw new Error(`no case study at ${pathname}: app/routes.ts and app/content/work.ts disagree`);
  return study;
}

export const meta: Route.MetaFunction = ({ location }) => {
  const study = studyAt(location.pathname);
  return pageMeta({ path: `/work/${study.id}`, title: `${study.name}: ${study.subtitle}`, description: study.summary });
};

/** One case study, prerendered at /work/<id> for every record in app/content/work.ts. */
export default function CaseStudyPage() {
  const study = studyAt(useLocation().pathname);
  const list: readonly CaseStudy[] = caseStudies;
  const next = list[(list.indexOf(study) + 1) % list.length]!;
  return (
    <>
      <CaseStudyBody study={study} next={next} />
      <CtaBand cta={workCta} />
    </>
  );
}
