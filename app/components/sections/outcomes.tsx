import { ArtImage } from "~/components/ui/art-image";
import { Button } from "~/components/ui/button";
import { outcomesArt } from "~/content/art";
import type { outcomes as outcomesContent } from "~/content/home";
import type { stats as statsContent } from "~/content/site";
import { Section } from "./section";

type OutcomesProps = { content: typeof outcomesContent; stats: typeof statsContent };

/** The page's one dark band: the numbers we are measured by. */
export function Outcomes({ content, stats }: OutcomesProps) {
  return (
    <Section id="outcomes" title={content.title} description={content.description} tone="night" belowFirstScreen>
      <div className="grid items-center gap-12 md:grid-cols-2">
        <div>
          <ul className="grid grid-cols-2 gap-6">
            {stats.map((stat) => (
              <li key={stat.value} className="border-t-2 border-highlight pt-6">
                <span className="numeral block text-stat text-ink">{stat.value}</span>
                <span className="mt-3 block text-small text-ink-soft">{stat.label}</span>
              </li>
            ))}
          </ul>
          <Button asChild variant="outline" size="lg" className="mt-10">
            <a href={content.cta.href}>{content.cta.label}</a>
          </Button>
        </div>
        <div className="reveal">
          {/* Below md the picture is as wide as the container: the viewport less two gutters of at least 1rem. */}
          <ArtImage art={outcomesArt} sizes="(min-width: 1280px) 36rem, (min-width: 768px) 45vw, calc(100vw - 2rem)" />
        </div>
      </div>
    </Section>
  );
}
