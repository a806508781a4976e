import ArrowLeft from "lucide-react/icons/arrow-left";
import ArrowRight from "lucide-react/icons/arrow-right";
import type * as React from "react";
import { storyComponents } from "~/components/story/story-components";
import { Badge } from "~/components/ui/badge";
import { keepTogether } from "~/components/ui/keep-together";
import { caseStudyText, type CaseStudy } from "~/content/work";
import { ClientWordmark } from "~/components/people/client-wordmark";
import { clients } from "~/content/clients";
import { CaseStudyPreview } from "./case-study-grid";
import { container, Section } from "./section";

/** A study's MDX body: rendered with the story components. */
export type StoryBody = React.ComponentType<{ components: object }>;

/**
 * One case study: the title and its facts, the long-form story (the study's MDX), the client's
 * word, the outcomes with their context, the team and credits, then the next project.
 */
export function CaseStudyBody({ study, Story, next }: { study: CaseStudy; Story: StoryBody; next: CaseStudy }) {
  return (
    <>
      <CaseStudyHeader study={study} />
      <article aria-labelledby="case-study-title" className={`story py-section-compact story-accent-${study.accent}`}>
        <Story components={storyComponents} />
      </article>
      <ClientQuote study={study} />
      <Section id="outcome" title={caseStudyText.outcome} tone="night">
        <dl className="grid gap-10 sm:grid-cols-2 lg:grid-cols-3">
          {study.outcomes.map((metric) => (
            <div key={metric.label} className="flex flex-col border-t-2 border-highlight pt-6">
              <dt className="order-2 mt-3 font-semibold text-ink">{metric.label}</dt>
              <dd className="numeral order-1 text-stat text-ink">{metric.value}</dd>
              <dd className="order-3 mt-1 text-small text-ink-soft">{metric.context}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <TeamAndCredits study={study} />
      <NextProject study={next} />
    </>
  );
}

/**
 * The page opens on the work: the title and its one-line brief, then the study's cover across the
 * page's width (edge to edge on a phone), most of the first screen at 1440×900 and at 375×812
 * (e2e/case-study-opening.spec.ts). Shown whole, in a box of the shape the cover is drawn at, never
 * cropped: on a phone, the taller phone version a study with a wide cover draws (its `phonePreview`).
 * The facts a reader looks for first follow it.
 */
function CaseStudyHeader({ study }: { study: CaseStudy }) {
  const facts = [
    { label: caseStudyText.facts.client, value: study.client },
    { label: caseStudyText.facts.year, value: study.year },
    { label: caseStudyText.facts.duration, value: study.duration },
    { label: caseStudyText.facts.services, value: study.services.join(", ") },
  ];
  return (
    <header className="hero-wash relative overflow-hidden border-b border-line bg-canvas">
      {/* One grid, so the brief is written once: under the title beside it on a wide screen, after the
          cover on a phone, where the cover must come first to fill the first screen. */}
      <div className={`${container} relative grid gap-x-12 pt-10 pb-12 md:pt-14 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]`}>
        <div className="order-1">
          {/* The badge alone in its pill and the subtitle beside it: together in one pill they wrapped
              to two lines at 375 px, a pill broken in two. */}
          <p className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <Badge>{caseStudyText.badge}</Badge>
            <span className="text-small font-semibold text-ink-soft">{study.subtitle}</span>
          </p>
          <h1 id="case-study-title" className="mt-4 text-display font-bold text-ink">
            {study.name}
          </h1>
        </div>
        <p className="order-3 mt-8 max-w-3xl text-lead text-ink-soft lg:order-2 lg:mt-0 lg:max-w-xl lg:self-end">{study.blurb}</p>
        <CaseStudyPreview
          study={study}
          slot="cover"
          eager
          className="order-2 -mx-gutter mt-8 sm:mx-0 sm:rounded-panel md:mt-10 lg:order-3 lg:col-span-2"
        />
        <dl className="order-4 mt-10 grid grid-cols-2 gap-x-8 gap-y-6 border-t border-line pt-6 lg:col-span-2 lg:grid-cols-[1.4fr_0.6fr_0.8fr_1.6fr_1.4fr]">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-eyebrow font-semibold tracking-eyebrow text-ink-soft uppercase">{fact.label}</dt>
              <dd className="mt-1 font-semibold text-ink">{fact.value}</dd>
            </div>
          ))}
          <div className="col-span-2 lg:col-span-1">
            <dt className="text-eyebrow font-semibold tracking-eyebrow text-ink-soft uppercase">{caseStudyText.stack}</dt>
            <dd className="mt-2">
              <ul aria-label={caseStudyText.tagsLabel} className="flex flex-wrap gap-2">
                {study.tags.map((tag) => (
                  <li key={tag} className="rounded-full bg-muted px-3 py-1 text-small font-medium text-ink">
                    {tag}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        </dl>
      </div>
    </header>
  );
}

/** The client's own word, with their name and role. */
function ClientQuote({ study }: { study: CaseStudy }) {
  return (
    <section aria-label={caseStudyText.quoteLabel(study.name)} className="border-y border-line bg-raised py-section-compact">
      <figure className={container}>
        <blockquote className="max-w-5xl font-display text-[clamp(1.5rem,1.1rem+1.8vw,2.75rem)] leading-[1.18] font-semibold tracking-[-0.02em] text-balance text-ink">
          <p>“{keepTogether(study.quote.text)}”</p>
        </blockquote>
        <figcaption className="mt-8 text-lead">
          <span className="font-semibold text-ink">{study.quote.name}</span>
          <span className="text-ink-soft">, {study.quote.role}</span>
        </figcaption>
      </figure>
    </section>
  );
}

/** Who did the work, and who else made it possible. */
function TeamAndCredits({ study }: { study: CaseStudy }) {
  const groups = [
    { id: "team", title: caseStudyText.facts.team, people: study.team },
    ...(study.credits?.length ? [{ id: "credits", title: caseStudyText.credits, people: study.credits }] : []),
  ];
  return (
    <div className={`${container} grid gap-12 pt-section md:grid-cols-2`}>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`${group.id}-heading`}>
          <h2 id={`${group.id}-heading`} className="text-heading font-semibold text-ink">
            {group.title}
          </h2>
          <dl className="mt-6 divide-y divide-line border-y border-line">
            {group.people.map((person) => (
              <div key={`${person.name}-${person.role}`} className="flex flex-wrap justify-between gap-x-6 gap-y-1 py-3">
                <dt className="font-semibold text-ink">{person.name}</dt>
                <dd className="text-ink-soft">{person.role}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
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
            <ArrowRight aria-hidden className="size-4 transition group-hover:translate-x-1 motion-reduce:transition-none" />
          </span>
        </span>
        <NextStudyMark study={study} />
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

/**
 * The next study by its client's mark, not its cover: the cover already opens that study's page and
 * its Work card, and no picture of the work is shown in more than two places (e2e/pictures.spec.ts).
 * Hidden from assistive technology: the link already says the study's name.
 */
function NextStudyMark({ study }: { study: CaseStudy }) {
  const client = clients.find((candidate) => candidate.name === study.name);
  return (
    <span aria-hidden className="flex min-h-56 items-center justify-center bg-muted p-8 text-ink">
      {client ? (
        <ClientWordmark id={client.id} name={client.name} className="h-10 md:h-14" />
      ) : (
        <span className="font-display text-title font-bold">{study.name}</span>
      )}
    </span>
  );
}
