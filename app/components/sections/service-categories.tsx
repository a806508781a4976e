import ArrowRight from "lucide-react/icons/arrow-right";
import { relatedStudies } from "~/content/related-work";
import { servicesPage, type ServiceCategory } from "~/content/services";
import { studyRecords } from "~/content/study-records";
import { padNumber } from "~/lib/pad-number";
import { Section } from "./section";

/** Chips that jump to each category on the same page. */
export function CategoryChips({ categories }: { categories: readonly ServiceCategory[] }) {
  return (
    <nav aria-label={servicesPage.chipsLabel}>
      <ul className="flex flex-wrap gap-2">
        {categories.map((category) => (
          <li key={category.id}>
            <a
              href={`#${category.id}`}
              className="inline-flex rounded-full border border-line bg-surface px-4 py-2 text-small font-medium text-ink transition-colors hover:border-brand/50 hover:bg-brand-soft"
            >
              {category.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The categories as an editorial list: a big numeral, the title and its promise on the left
 * (sticky on wide screens while the right column passes), the offerings, a typical engagement and
 * a related case study on the right. The rows do not "reveal" (rise in on scroll): they are anchor
 * targets, and Chrome aims a jump at the box as transformed, so a row still rising would land
 * under the sticky header. The first row has no rule of its own: the hero's bottom edge is its
 * rule, and a second one a band's padding below read as a stray line.
 */
export function ServiceCategoryGrid({ categories }: { categories: readonly ServiceCategory[] }) {
  const related = relatedStudies(categories, studyRecords);
  return (
    <Section title={servicesPage.gridTitle} hideTitle spacing="compact">
      <ol className="border-b border-line">
        {categories.map((category, i) => {
          const study = related.get(category.id);
          return (
            <li
              key={category.id}
              id={category.id}
              aria-labelledby={`${category.id}-title`}
              className="grid gap-5 border-t border-line py-8 first:border-t-0 first:pt-0 md:gap-8 md:py-16 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16 lg:py-20"
            >
              <div className="lg:sticky lg:top-24 lg:self-start">
                <div className="flex items-start justify-between gap-4">
                  <span aria-hidden className="numeral block text-numeral text-brand-strong">
                    {padNumber(i + 1)}
                  </span>
                  <category.icon aria-hidden className="mt-1 size-8 shrink-0 stroke-[1.25] text-ink-soft" />
                </div>
                <h3 id={`${category.id}-title`} className="mt-4 font-display text-title font-bold text-ink">
                  {category.title}
                </h3>
                <p className="statement mt-4 max-w-md text-lead text-ink">{category.promise}</p>
              </div>
              <div className="grid content-start gap-8 lg:pt-4">
                <ul className="grid gap-x-8 sm:grid-cols-2">
                  {category.items.map((item) => (
                    <li key={item} className="border-b border-line py-2.5 text-ink sm:py-3">
                      {item}
                    </li>
                  ))}
                </ul>
                <p className="grid gap-1">
                  <span className="font-mono text-eyebrow tracking-eyebrow text-ink-soft uppercase">{servicesPage.engagementLabel}</span>
                  <span className="text-ink">{category.engagement}</span>
                </p>
                {study ? (
                  <a
                    href={`/work/${study.id}`}
                    className="group flex items-center justify-between gap-4 rounded-card border border-line bg-surface p-5 transition-colors hover:border-brand/50"
                  >
                    <span className="grid gap-1">
                      <span className="font-mono text-eyebrow tracking-eyebrow text-ink-soft uppercase">{servicesPage.relatedLabel}</span>
                      <span className="font-semibold text-ink">
                        {study.name}
                        <span className="font-normal text-ink-soft"> · {study.subtitle}</span>
                      </span>
                    </span>
                    <ArrowRight aria-hidden className="size-5 shrink-0 text-brand-strong transition-transform group-hover:translate-x-1" />
                  </a>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
