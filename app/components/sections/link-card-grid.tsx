import ArrowRight from "lucide-react/icons/arrow-right";
import { Card, IconTile } from "~/components/ui/card";
import type { ServiceCard } from "~/content/home";

/**
 * Home's 'What we do' cards: each card is one link to its page. On a phone each card is a compact
 * row (the icon beside the title, an arrow for the link) so the four fit about one screen; from
 * the small breakpoint up they stand as cards, the icon above and "Learn more" below.
 */
export function LinkCardGrid({ cards, more }: { cards: readonly ServiceCard[]; more: string }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
      {cards.map((card) => (
        <li key={card.title}>
          <Card
            asChild
            interactive
            padding="none"
            className="group grid h-full grid-cols-[auto_1fr_auto] gap-x-4 p-5 sm:flex sm:flex-col sm:p-6"
          >
            <a href={card.href}>
              <span className="row-span-2">
                <IconTile icon={card.icon} tone={card.tone} />
              </span>
              <h3 className="text-heading font-semibold text-ink sm:mt-6">{card.title}</h3>
              <ArrowRight aria-hidden className="mt-1 size-5 text-brand-strong sm:hidden" />
              <p className="col-span-2 mt-1 flex-1 text-body text-ink-soft sm:mt-2">{card.description}</p>
              {/* On a phone the arrow says it; the words stay for assistive technology. */}
              <span className="max-sm:sr-only mt-6 inline-flex items-center gap-1 text-small font-semibold text-brand-strong">
                {more} <ArrowRight aria-hidden className="size-4 transition group-hover:translate-x-1" />
              </span>
            </a>
          </Card>
        </li>
      ))}
    </ul>
  );
}
