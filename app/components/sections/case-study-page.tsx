import { ArrowLeft, ArrowRight } from "lucide-react";
import { ArtImage } from "~/components/ui/art-image";
import { Card } from "~/components/ui/card";
import { caseStudyText, type CaseStudy } from "~/content/work";
import { padNumber } from "~/lib/pad-number";
import { CaseStudyPreview } from "./case-study-grid";
import { PageHero } from "./page-hero";
import { container, Section } from "./section";

/** One case study: facts beside the title, its screens, the story, the numbers, then the next one. */
export function CaseStudyBody({ study, next }: { study: CaseStudy; next: CaseStudy }) {
  return (
    <>
      <PageHero
        badge={`${caseStudyText.badge} · ${study.subtitle}`}
        title={study.name}
        description={study.blurb}
        visual={<CaseStudyFacts study={study} />}
      >
        <CaseStudyScreens study={study} />
      </PageHero>
      <Section id="challenge" title={caseStudyText.challenge} spacing="compact">
        <p className="max-w-4xl font-display text-heading font-medium text-ink md:text-[1.75rem] md:leading-[2.5rem]">{study.challenge}</p>
      </Section>
      <Section id="approach" title={caseStudyText.approach} tone="raised">
        <ol className="grid gap-6 md:grid-cols-3">
          {study.approach.map((step, i) => (
            <Card asChild key={step} padding="lg" className="reveal">
              <li>
                <span aria-hidden className="numeral text-title text-brand-strong">
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
              <span className="numeral block text-stat text-ink">{metric.value}</span>
              <span className="mt-3 block text-ink-soft">{metric.label}</span>
            </li>
          ))}
        </ul>
      </Section>
      <NextProject study={next} />
    </>
  );
}

/** The facts a reader looks for first, beside the title: client, year, duration and the stack. */
function CaseStudyFacts({ study }: { study: CaseStudy }) {
  const facts = [
    { label: caseStudyText.facts.client, value: study.client },
    { label: caseStudyText.facts.year, value: study.year },
    { label: caseStudyText.facts.duration, value: study.duration },
  ];
  return (
    <div className="mt-10 rounded-card border border-line bg-surface p-6 lg:mt-0 lg:self-end">
      <dl data-illustration className="grid grid-cols-2 gap-x-6 gap-y-4">
        {facts.map((fact, i) => (
          <div key={fact.label} className={i === 0 ? "col-span-2" : undefined}>
            <dt className="text-eyebrow font-semibold tracking-eyebrow text-ink-soft uppercase">{fact.label}</dt>
            <dd className="mt-1 font-semibold text-ink">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="stack-heading" className="mt-5 border-t border-line pt-5">
        <h2 id="stack-heading" className="font-sans text-eyebrow font-semibold tracking-eyebrow text-ink-soft uppercase">
          {caseStudyText.stack}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {study.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-muted px-3 py-1 text-small font-medium text-ink">
              {tag}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** The product in use: the lead screen wide, the two phone screens beside it (stacked on a phone). */
function CaseStudyScreens({ study }: { study: CaseStudy }) {
  const [lead, ...others] = study.art.screens;
  return (
    <ul aria-label={caseStudyText.screensTitle} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr] lg:gap-6">
      {lead ? (
        <li className="overflow-hidden rounded-card sm:col-span-2 lg:col-span-1">
          <ArtImage art={lead} eager sizes="(min-width: 1280px) 37rem, (min-width: 1024px) 48vw, 100vw" />
        </li>
      ) : null}
      {others.map((screen) => (
        <li key={screen.id} className="overflow-hidden rounded-card">
          <ArtImage art={screen} sizes="(min-width: 1280px) 18rem, (min-width: 1024px) 24vw, (min-width: 640px) 50vw, 100vw" />
        </li>
      ))}
    </ul>
  );
}

/** The end of a study: the next one, as a card to go on reading, and the way back to all work. */
function NextProject({ study }: { study: CaseStudy }) {
  return (
    <nav aria-label={caseStudyText.next} className={`${container} pt-section pb-stack`}>
      <a
        href={`/work/${study.id}`}
        className="group grid overflow-hidden rounded-panel border border-line bg-surface transition hover:border-brand/40 md:grid-cols-[1fr_1.2fr]"
      >
        <span className="flex flex-col justify-center gap-3 p-8 md:p-12">
          <span className="text-eyebrow font-semibold tracking-eyebrow text-brand-strong uppercase">{caseStudyText.next}</span>
          <span className="font-display text-title font-bold text-ink">{study.name}</span>
          <span className="text-ink-soft">{study.subtitle}</span>
          <span className="mt-2 inline-flex items-center gap-2 font-semibold text-ink">
            {caseStudyText.readMore}
            <ArrowRight aria-hidden className="size-4 transition group-hover:translate-x-1" />
          </span>
        </span>
        <CaseStudyPreview study={study} sizes="(min-width: 1280px) 42rem, (min-width: 768px) 50vw, 100vw" className="h-full min-h-56" />
      </a>
      <a
        href={caseStudyText.back.href}
        className="mt-6 inline-flex items-center gap-2 rounded font-semibold text-brand-strong hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> {caseStudyText.back.label}
      </a>
    </nav>
  );
}
