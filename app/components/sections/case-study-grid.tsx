import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import type { CaseStudy } from "~/content/work";
import { cn } from "~/lib/cn";

export function CaseStudyGrid({ caseStudies }: { caseStudies: readonly CaseStudy[] }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24">
      <h2 className="sr-only">Case studies</h2>
      <ul className="grid gap-8 lg:grid-cols-3">
        {caseStudies.map((study) => (
          <li key={study.id}>
            <CaseStudyCard study={study} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function CaseStudyCard({ study }: { study: CaseStudy }) {
  return (
    <article
      aria-labelledby={`${study.id}-name`}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm"
    >
      <div className={cn("relative aspect-[16/10] bg-gradient-to-br", study.gradient)}>
        {study.imageUrl ? (
          <img
            src={study.imageUrl}
            alt={`Preview of ${study.name}, ${study.subtitle.toLowerCase()}`}
            width={640}
            height={400}
            loading="lazy"
            decoding="async"
            className="absolute inset-0 size-full object-cover"
          />
        ) : (
          <p className="absolute inset-0 flex items-center justify-center text-lg font-semibold text-white">Preview coming soon</p>
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <Badge className="self-start">Case Study</Badge>
        <h3 id={`${study.id}-name`} className="mt-4 text-xl font-semibold text-ink">
          {study.name}
        </h3>
        <p className="text-sm font-medium text-brand-strong">{study.subtitle}</p>
        <p className="mt-3 flex-1 text-ink-soft">{study.blurb}</p>
        <ul aria-label="Technologies" className="mt-4 flex flex-wrap gap-2">
          {study.tags.map((tag) => (
            <li key={tag} className="rounded-md bg-muted px-2 py-1 text-xs font-medium text-ink">
              {tag}
            </li>
          ))}
        </ul>
        <Link
          to="/contact"
          className="mt-6 inline-flex items-center gap-1 self-start rounded font-semibold text-brand-strong hover:underline"
        >
          <span>Work with us</span> <ArrowRight aria-hidden className="size-4" />
          <span className="sr-only">on a product like {study.name}</span>
        </Link>
      </div>
    </article>
  );
}
