import ArrowRight from "lucide-react/icons/arrow-right";
import type * as React from "react";
import type { whyUs as whyUsContent } from "~/content/about";
import type { CardContent } from "~/content/types";
import type { CaseStudy } from "~/content/work";
import { Section } from "./section";

type AboutEvidenceProps = {
  panel: CardContent;
  studies: readonly CaseStudy[];
  content: typeof whyUsContent;
  /** What follows the proof in the same band: who the studio works with. */
  children?: React.ReactNode;
};

/**
 * "Why us", argued with the work: each case study's headline number with what it was measured on,
 * and a link to the study. Read from the studies' frontmatter, so a new study brings its own proof.
 */
export function AboutEvidence({ panel, studies, content, children }: AboutEvidenceProps) {
  return (
    <Section id="why" title={panel.title} description={panel.description} tone="raised">
      <p className="text-eyebrow font-semibold tracking-eyebrow text-ink-soft uppercase">{content.studyCount(studies.length)}</p>
      <ul className="mt-4 grid gap-x-10 md:grid-cols-3">
        {studies.map((study) => {
          const outcome = study.outcomes[0];
          if (!outcome) return null;
          return (
            <li key={study.id} className="border-t-2 border-brand py-4 md:py-6 md:pb-0">
              <span className="numeral block text-title text-ink md:text-stat">{outcome.value}</span>
              <span className="mt-1 block font-display text-heading font-semibold text-ink md:mt-2">{outcome.label}</span>
              <span className="mt-1 block text-small text-ink-soft">{outcome.context}</span>
              {/* Inline, not a flex row: in a narrow column the words wrap and the arrow stays after
                  the last one, instead of standing apart at the column's edge. */}
              <a
                href={`/work/${study.id}`}
                className="mt-3 inline-block text-small font-semibold text-brand-strong underline-offset-4 hover:underline"
              >
                {study.name}: {withArrow(content.readStudy.toLowerCase())}
              </a>
            </li>
          );
        })}
      </ul>
      {children}
    </Section>
  );
}

/** The text with the arrow after its last word, the two never parted by a line break. */
function withArrow(text: string) {
  const cut = text.lastIndexOf(" ") + 1;
  return (
    <>
      {text.slice(0, cut)}
      <span className="whitespace-nowrap">
        {text.slice(cut)}
        <ArrowRight aria-hidden className="ml-1 inline size-4 align-[-0.2em]" />
      </span>
    </>
  );
}
