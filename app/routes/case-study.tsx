import { useLocation } from "react-router";
import { CaseStudyPreview } from "~/components/sections/case-study-grid";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Card } from "~/components/ui/card";
import { caseStudies, caseStudyText, workCta, type CaseStudy } from "~/content/work";
import { padNumber } from "~/lib/pad-number";
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
  const facts = [
    { label: caseStudyText.facts.client, value: study.client },
    { label: caseStudyText.facts.year, value: study.year },
    { label: caseStudyText.facts.duration, value: study.duration },
  ];
  return (
    <>
      <PageHero badge={`${caseStudyText.badge} · ${study.subtitle}`} title={study.name} description={study.blurb}>
        <div className="grid gap-8 lg:grid-cols-[2fr_1fr] lg:items-end">
          <CaseStudyPreview study={study} lazy={false} className="rounded-panel border border-line shadow-2xl shadow-brand/10" />
          <dl className="grid grid-cols-3 gap-4 lg:grid-cols-1">
            {facts.map((fact) => (
              <div key={fact.label} className="border-t border-line pt-3">
                <dt className="text-small text-ink-soft">{fact.label}</dt>
                <dd className="font-semibold text-ink">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </PageHero>
      <Section id="challenge" title={caseStudyText.challenge}>
        <p className="max-w-4xl font-display text-heading font-medium text-ink md:text-[1.75rem] md:leading-[2.5rem]">{study.challenge}</p>
      </Section>
      <Section id="approach" title={caseStudyText.approach} tone="raised">
        <ol className="grid gap-6 md:grid-cols-3">
          {study.approach.map((step, i) => (
            <Card asChild key={step} padding="lg" className="reveal">
              <li>
                <span aria-hidden className="font-display text-title font-bold text-brand-strong">
                  {padNumber(i + 1)}
                </span>
                <p className="mt-4 text-ink">{step}</p>
              </li>
            </Card>
          ))}
        </ol>
      </Section>
      <Section id="outcome" title={caseStudyText.outcome} tone="night">
        <ul className="grid gap-8 sm:grid-cols-3">
          {study.outcome.map((metric) => (
            <li key={metric.label} className="border-t-2 border-highlight pt-6">
              <span className="block font-display text-stat font-bold text-ink">{metric.value}</span>
              <span className="mt-3 block text-ink-soft">{metric.label}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="stack" title={caseStudyText.stack}>
        <ul className="flex flex-wrap gap-3">
          {study.tags.map((tag) => (
            <li key={tag} className="rounded-full border border-line bg-surface px-5 py-2 font-semibold text-ink">
              {tag}
            </li>
          ))}
        </ul>
        <a href={caseStudyText.back.href} className="mt-10 inline-block rounded font-semibold text-brand-strong hover:underline">
          ← {caseStudyText.back.label}
        </a>
      </Section>
      <CtaBand cta={workCta} />
    </>
  );
}
