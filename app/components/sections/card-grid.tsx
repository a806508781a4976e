import type { LucideIcon } from "lucide-react";
import { Card, IconTile } from "~/components/ui/card";
import { cn } from "~/lib/cn";

export type CardItem = { title: string; icon?: LucideIcon; desc?: string; items?: readonly string[]; text?: string };

/** A grid of titled cards: About's capabilities, philosophy values and panels share it. */
export function CardGrid({ cards, columns }: { cards: readonly CardItem[]; columns: 2 | 3 | 4 }) {
  return (
    <ul className={cn("grid gap-6 sm:grid-cols-2", columns === 3 && "lg:grid-cols-3", columns === 4 && "lg:grid-cols-4")}>
      {cards.map((card) => (
        <li key={card.title}>
          <Card className="h-full">
            {card.icon ? <IconTile icon={card.icon} /> : null}
            <h3 className={cn("text-lg font-semibold text-ink", card.icon && "mt-4")}>{card.title}</h3>
            {card.desc || card.text ? <p className="mt-2 text-ink-soft">{card.desc ?? card.text}</p> : null}
            {card.items ? (
              <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-ink-soft">
                {card.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}
