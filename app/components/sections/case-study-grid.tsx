import { ArrowRight } from "lucide-react";
import { ArtImage } from "~/components/ui/art-image";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { caseStudyText, type CaseStudy } from "~/content/work";
import { cn } from "~/lib/cn";
import { Section } from "./section";

export function CaseStudyGrid({ caseStudies }: { caseStudies: readonly CaseStudy[] }) {
  return (
    <Section title={caseStudyText.listTitle} hideTitle spacing="compact">
      <ul className="grid gap-8 lg:grid-cols-3">
        {caseStudies.map((study) => (
          <li key={study.id}>
            <CaseStudyCard study={study} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

const previewTones = { violet: "bg-tint-violet", lime: "bg-tint-lime", peach: "bg-tint-peach", sky: "bg-tint-sky" } as const;

/** The card's crop of the study's lead screen, or 'Preview coming soon' for a study that has no image yet. */
export function CaseStudyPreview({
  study,
  sizes = "(min-width: 1024px) 24rem, (min-width: 640px) 40rem, 100vw",
  className,
}: {
  study: CaseStudy;
  /** How wide the preview is shown (the card grid's by default). */
  sizes?: string;
  className?: string;
}) {
  return (
    <div className={cn("relative aspect-[16/10] overflow-hidden", previewTones[study.tone], className)}>
      {study.imageUrl ? (
        <ArtImage
          art={study.art.card}
          alt={caseStudyText.previewAlt(study)}
          sizes={sizes}
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <p className="absolute inset-0 flex items-center justify-center text-heading font-semibold text-ink">{caseStudyText.noPreview}</p>
      )}
    </div>
  );
}

export function CaseStudyCard({ study }: { study: CaseStudy }) {
  const page = `/work/${study.id}`;
  return (
    <Card asChild padding="none" interactive className="group flex h-full flex-col overflow-hidden">
      <article aria-labelledby={`${study.id}-name`}>
        <CaseStudyPreview study={study} className="transition duration-500 group-hover:scale-[1.02]" />
        <div className="flex flex-1 flex-col p-6">
          <Badge className="self-start">{caseStudyText.badge}</Badge>
          <h3 id={`${study.id}-name`} className="mt-4 text-heading font-semibold text-ink">
            <a href={page} className="rounded hover:underline">
              {study.name}
            </a>
          </h3>
          <p className="text-small font-medium text-brand-strong">{study.subtitle}</p>
          <p className="mt-3 flex-1 text-ink-soft">{study.blurb}</p>
          <ul aria-label={caseStudyText.tagsLabel} className="mt-4 flex flex-wrap gap-2">
            {study.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-muted px-2.5 py-1 text-eyebrow font-medium whitespace-nowrap text-ink">
                {tag}
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 border-t border-line pt-4">
            <a href={page} className="inline-flex items-center gap-1 rounded font-semibold text-ink hover:underline">
              {caseStudyText.readMore} <ArrowRight aria-hidden className="size-4 transition group-hover:translate-x-1" />
              <span className="sr-only">: {study.name}</span>
            </a>
            <a href="/contact" className="inline-flex items-center gap-1 rounded font-semibold text-brand-strong hover:underline">
              <span>{caseStudyText.workWithUs}</span> <ArrowRight aria-hidden className="size-4" />
              <span className="sr-only">{caseStudyText.workWithUsContext(study.name)}</span>
            </a>
          </div>
        </div>
      </article>
    </Card>
  );
}
