import { useLocation } from "react-router";
import { CaseStudyBody, type StoryBody } from "~/components/sections/case-study-page";
import { CtaBand } from "~/components/sections/cta-band";
import { studyId } from "~/content/study-reader";
import { caseStudies, nextStudy, workCta, type CaseStudy } from "~/content/work";
import { caseStudyJsonLd } from "~/lib/case-study-json-ld";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/case-study";

// Each study's long-form story: the default export of its index.mdx.
const stories = Object.fromEntries(
  Object.entries(import.meta.glob<StoryBody>("../content/work/*/index.mdx", { eager: true, import: "default" })).map(([path, Story]) => [
    studyId(path),
    Story,
  ]),
);

/**
 * The study a page's path names. app/routes.ts gives every study folder its own static route to
 * this module, so the path always names one; anything else under /work/ is the not-found page.
 */
function studyAt(pathname: string): CaseStudy {
  const study = caseStudies.find((candidate) => pathname.replace(/\/$/, "") === `/work/${candidate.id}`);
  if (!study) throw new Error(`no case study at ${pathname}: app/routes.ts and app/content/work disagree`);
  return study;
}

export const meta: Route.MetaFunction = ({ location }) => {
  const study = studyAt(location.pathname);
  return [
    ...pageMeta({
      path: `/work/${study.id}`,
      title: `${study.name}: ${study.subtitle}`,
      description: study.summary,
      image: study.socialImage ?? undefined,
    }),
    { "script:ld+json": caseStudyJsonLd(study) },
  ];
};

/** One case study, prerendered at /work/<id> for every folder in app/content/work. */
export default function CaseStudyPage() {
  const study = studyAt(useLocation().pathname);
  return (
    <>
      <CaseStudyBody study={study} Story={stories[study.id]!} next={nextStudy(study)} />
      <CtaBand cta={workCta} />
    </>
  );
}
