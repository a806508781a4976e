import { Button } from "~/components/ui/button";
import type { outcomes as outcomesContent } from "~/content/home";
import type { stats as statsContent } from "~/content/site";
import { Section } from "./section";

type OutcomesProps = { content: typeof outcomesContent; stats: typeof statsContent };

/** The page's one dark band: the numbers we are measured by. */
export function Outcomes({ content, stats }: OutcomesProps) {
  return (
    <Section id="outcomes" title={content.title} description={content.description} tone="night">
      <div className="grid items-center gap-12 md:grid-cols-2">
        <div>
          <ul className="grid grid-cols-2 gap-6">
            {stats.map((stat) => (
              <li key={stat.value} className="border-t-2 border-highlight pt-6">
                <span className="block font-display text-stat font-bold text-ink">{stat.value}</span>
                <span className="mt-3 block text-small text-ink-soft">{stat.label}</span>
              </li>
            ))}
          </ul>
          <Button asChild variant="outline" size="lg" className="mt-10">
            <a href={content.cta.href}>{content.cta.label}</a>
          </Button>
        </div>
        <img
          src={content.illustration.src}
          alt={content.illustration.alt}
          width={560}
          height={400}
          loading="lazy"
          decoding="async"
          className="reveal h-auto w-full rounded-panel"
        />
      </div>
    </Section>
  );
}
