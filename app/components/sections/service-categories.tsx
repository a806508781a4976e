import { Check } from "lucide-react";
import { Card, IconTile, toneAt } from "~/components/ui/card";
import { servicesPage, type ServiceCategory } from "~/content/services";
import { cn } from "~/lib/cn";
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
 * Which cards span two columns so that the grid has no holes, for any number of cards: with
 * two columns the last card of an odd count spans both; with three, one leftover card makes
 * the first and last span two (7 → 2+1 / 1+1+1 / 1+2), two leftovers make the last span two.
 */
export function spanClasses(index: number, count: number) {
  const last = index === count - 1;
  const twoColumns = count % 2 === 1 && last ? "md:col-span-2" : "md:col-span-1";
  const leftover = count % 3;
  const threeColumns = (leftover === 1 && (index === 0 || last)) || (leftover === 2 && last) ? "lg:col-span-2" : "lg:col-span-1";
  return `${twoColumns} ${threeColumns}`;
}

const wide = (index: number, count: number) => spanClasses(index, count).includes("lg:col-span-2");

// The cards do not "reveal" (rise in on scroll): they are anchor targets, and Chrome aims a
// jump at the box as transformed, so a card still rising would land under the sticky header.
export function ServiceCategoryGrid({ categories }: { categories: readonly ServiceCategory[] }) {
  return (
    <Section title={servicesPage.gridTitle} hideTitle spacing="compact">
      <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {categories.map((category, i) => (
          <Card
            asChild
            key={category.id}
            padding="lg"
            className={cn(spanClasses(i, categories.length), wide(i, categories.length) && "lg:grid lg:grid-cols-2 lg:gap-x-10")}
          >
            {/* A card that spans two columns puts its offerings in the right half: no empty half. */}
            <li id={category.id} aria-labelledby={`${category.id}-title`}>
              <div>
                <div className="flex items-center justify-between">
                  <IconTile icon={category.icon} tone={toneAt(i)} />
                  <span aria-hidden className="numeral text-lead text-ink-soft">
                    {padNumber(i + 1)}
                  </span>
                </div>
                <h3 id={`${category.id}-title`} className="mt-5 text-[1.5rem] leading-tight font-bold tracking-tight text-ink">
                  {category.title}
                </h3>
              </div>
              <ul
                className={cn("mt-4 grid content-start gap-2", wide(i, categories.length) && "lg:mt-0 lg:border-l lg:border-line lg:pl-10")}
              >
                {category.items.map((item) => (
                  <li key={item} className="flex gap-2 text-ink-soft">
                    <Check aria-hidden className="mt-1 size-4 shrink-0 text-brand-strong" />
                    {item}
                  </li>
                ))}
              </ul>
            </li>
          </Card>
        ))}
      </ol>
    </Section>
  );
}
