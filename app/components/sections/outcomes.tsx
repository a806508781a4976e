import ArrowRight from "lucide-react/icons/arrow-right";
import { Button } from "~/components/ui/button";
import type { outcomes as outcomesContent } from "~/content/home";
import { lowestUptime, soonerRange, type LaunchEvidence } from "~/content/launch-evidence";
import type { stats as statsContent } from "~/content/site";
import { Section } from "./section";

type OutcomesProps = { content: typeof outcomesContent; stats: typeof statsContent; launches: readonly LaunchEvidence[] };

/**
 * The page's one dark band: the numbers we are measured by, each with where it comes from, and
 * beside them the launches behind them (read from the case studies' frontmatter by Home's loader,
 * so a study added or replaced is cited without touching this file).
 */
export function Outcomes({ content, stats, launches }: OutcomesProps) {
  const [speed, uptime] = stats;
  const sources =
    launches.length > 0
      ? [content.sources.speed(launches.length, soonerRange(launches)), content.sources.uptime(lowestUptime(launches)!)]
      : [];
  return (
    <Section id="outcomes" title={content.title} description={content.description} tone="night" belowFirstScreen>
      {/* Side by side, the two columns end together: the button sits at the foot of the numbers'
          column, level with the launch log's last line, not 220 px above it. */}
      <div className="grid gap-12 lg:grid-cols-[1fr_1.15fr] lg:gap-16">
        <div className="flex flex-col items-start gap-10">
          <ul className="grid gap-10 self-stretch sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            {[speed, uptime].map((stat, i) => (
              <li key={stat.value} className="border-t-2 border-highlight pt-6">
                <span className="numeral block text-stat text-ink">{stat.value}</span>
                <span className="mt-3 block font-semibold text-ink">{stat.label}</span>
                {sources[i] ? <span className="mt-2 block text-ink-soft">{sources[i]}</span> : null}
              </li>
            ))}
          </ul>
          <Button asChild variant="outline" size="lg" className="lg:mt-auto">
            <a href={content.cta.href}>{content.cta.label}</a>
          </Button>
        </div>
        {launches.length > 0 ? <LaunchLog launches={launches} caption={content.log} /> : null}
      </div>
    </Section>
  );
}

/** Each launch's weeks against its client's own plan, and how well it has stayed up since. */
function LaunchLog({ launches, caption }: { launches: readonly LaunchEvidence[]; caption: typeof outcomesContent.log }) {
  const longest = Math.max(...launches.map((launch) => launch.plannedWeeks));
  return (
    <figure className="reveal self-start rounded-panel border border-line bg-raised p-6 md:p-8">
      <figcaption>
        <span className="font-mono text-eyebrow tracking-eyebrow text-ink-soft uppercase">{caption.eyebrow}</span>
        <span className="mt-2 block text-heading font-semibold text-ink">{caption.title}</span>
      </figcaption>
      <ol className="mt-6 grid gap-6">
        {launches.map((launch) => (
          <li key={launch.id} className="border-t border-line pt-5">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4">
              <a
                href={`/work/${launch.id}`}
                className="inline-flex items-center gap-1 font-semibold text-ink underline-offset-4 hover:underline"
              >
                {launch.name}
                <ArrowRight aria-hidden className="size-4 text-highlight" />
              </a>
              <span className="font-mono text-small text-ink-soft">{caption.weeks(launch.weeks, launch.plannedWeeks)}</span>
            </div>
            {/* The track is the client's plan, the lime bar the weeks it took; the chart's words say the same. */}
            <svg aria-hidden viewBox={`0 0 ${longest} 4`} preserveAspectRatio="none" className="mt-3 h-3 w-full overflow-visible">
              <rect width={launch.plannedWeeks} height="4" rx="0.4" className="fill-muted" />
              <rect width={launch.weeks} height="4" rx="0.4" className="fill-highlight" />
            </svg>
            <p className="mt-3 text-ink-soft">
              <span className="font-semibold text-ink">{caption.sooner(launch.sooner)}</span>{" "}
              {caption.uptime(launch.uptime, launch.measured)}
            </p>
          </li>
        ))}
      </ol>
    </figure>
  );
}
