import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { IconTile } from "~/components/ui/card";
import type { ServiceCard } from "~/content/home";

/** Home's 'What we do' cards: each card is one link to its page. */
export function LinkCardGrid({ cards }: { cards: readonly ServiceCard[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card) => (
        <li key={card.title}>
          <Link
            to={card.href}
            className="group flex h-full flex-col rounded-2xl border border-line bg-surface p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand/40 hover:shadow-md"
          >
            <IconTile icon={card.icon} />
            <h3 className="mt-4 text-lg font-semibold text-ink">{card.title}</h3>
            <p className="mt-2 flex-1 text-sm text-ink-soft">{card.desc}</p>
            <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-strong">
              Learn more <ArrowRight aria-hidden className="size-4 transition group-hover:translate-x-0.5" />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
