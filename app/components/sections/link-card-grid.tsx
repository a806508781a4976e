import { ArrowRight } from "lucide-react";
import { Card, IconTile } from "~/components/ui/card";
import type { ServiceCard } from "~/content/home";

/** Home's 'What we do' cards: each card is one link to its page. */
export function LinkCardGrid({ cards, more }: { cards: readonly ServiceCard[]; more: string }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card) => (
        <li key={card.title}>
          <Card asChild interactive className="group flex h-full flex-col">
            <a href={card.href}>
              <IconTile icon={card.icon} tone={card.tone} />
              <h3 className="mt-6 text-heading font-semibold text-ink">{card.title}</h3>
              <p className="mt-2 flex-1 text-body text-ink-soft">{card.description}</p>
              <span className="mt-6 inline-flex items-center gap-1 text-small font-semibold text-brand-strong">
                {more} <ArrowRight aria-hidden className="size-4 transition group-hover:translate-x-1" />
              </span>
            </a>
          </Card>
        </li>
      ))}
    </ul>
  );
}
