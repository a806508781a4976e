import { Check } from "lucide-react";
import { IconTile } from "~/components/ui/card";
import type { ServiceCategory } from "~/content/services";
import { padNumber } from "~/lib/pad-number";

/** Chips that jump to each category on the same page. */
export function CategoryChips({ categories }: { categories: readonly ServiceCategory[] }) {
  return (
    <nav aria-label="Service categories" className="mt-10">
      <ul className="flex flex-wrap gap-2">
        {categories.map((category) => (
          <li key={category.id}>
            <a
              href={`#${category.id}`}
              className="inline-flex rounded-full border border-line bg-surface px-4 py-2 text-sm font-medium text-ink hover:border-brand/50 hover:bg-brand-soft"
            >
              {category.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function ServiceCategoryGrid({ categories }: { categories: readonly ServiceCategory[] }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24">
      <h2 className="sr-only">All services</h2>
      <ol className="grid gap-6 md:grid-cols-2">
        {categories.map((category, i) => (
          <li
            key={category.id}
            id={category.id}
            aria-labelledby={`${category.id}-title`}
            className="rounded-2xl border border-line bg-surface p-6 shadow-sm md:p-8"
          >
            <div className="flex items-center justify-between">
              <IconTile icon={category.icon} />
              <span aria-hidden className="text-3xl font-extrabold text-ink-soft/80">
                {padNumber(i + 1)}
              </span>
            </div>
            <h3 id={`${category.id}-title`} className="mt-4 text-xl font-semibold text-ink">
              {category.title}
            </h3>
            <ul className="mt-4 space-y-2">
              {category.items.map((item) => (
                <li key={item} className="flex gap-2 text-ink-soft">
                  <Check aria-hidden className="mt-1 size-4 shrink-0 text-brand" />
                  {item}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}
