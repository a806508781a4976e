import type { LucideIcon } from "lucide-react";
import { Card, IconTile, toneAt } from "~/components/ui/card";
import type { CardContent } from "~/content/types";
import { cn } from "~/lib/cn";
import { padNumber } from "~/lib/pad-number";

export type CardItem = CardContent & { icon?: LucideIcon };

/** A grid of titled cards: About's capabilities, values, panels, roles and rituals share it. */
export function CardGrid({ cards, columns, numbered = false }: { cards: readonly CardItem[]; columns: 2 | 3 | 4; numbered?: boolean }) {
  const List = numbered ? "ol" : "ul";
  return (
    <List className={cn("grid gap-6 sm:grid-cols-2", columns === 3 && "lg:grid-cols-3", columns === 4 && "lg:grid-cols-4")}>
      {cards.map((card, i) => (
        <Card asChild key={card.title} className="reveal h-full">
          <li>
            {card.icon ? <IconTile icon={card.icon} tone={toneAt(i)} /> : null}
            {numbered ? (
              <span aria-hidden className="numeral text-title text-brand-strong">
                {padNumber(i + 1)}
              </span>
            ) : null}
            <h3 className={cn("text-heading font-semibold text-ink", (card.icon || numbered) && "mt-4")}>{card.title}</h3>
            {card.description ? <p className="mt-2 text-ink-soft">{card.description}</p> : null}
            {card.items ? (
              <ul className="mt-3 list-disc space-y-1 pl-5 text-small text-ink-soft">
                {card.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </li>
        </Card>
      ))}
    </List>
  );
}
