import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { outcomes as outcomesContent } from "~/content/home";
import type { stats as statsContent } from "~/content/site";
import { Section } from "./section";

type OutcomesProps = { content: typeof outcomesContent; stats: typeof statsContent };

export function Outcomes({ content, stats }: OutcomesProps) {
  return (
    <Section id="outcomes" title={content.title} intro={content.intro}>
      <div className="grid items-center gap-10 md:grid-cols-2">
        <div>
          <ul className="grid grid-cols-2 gap-6">
            {stats.map((stat) => (
              <li key={stat.value} className="rounded-2xl border border-line bg-surface p-6">
                <span className="block text-4xl font-extrabold tracking-tight text-brand-strong">{stat.value}</span>
                <span className="mt-1 block text-sm text-ink-soft">{stat.label}</span>
              </li>
            ))}
          </ul>
          <Button asChild variant="outline" size="lg" className="mt-8">
            <Link to={content.cta.to}>{content.cta.label}</Link>
          </Button>
        </div>
        <img
          src="/illustrations/outcomes.svg"
          alt="A chart rising steadily beside a rocket leaving the launch pad"
          width={560}
          height={400}
          loading="lazy"
          decoding="async"
          className="h-auto w-full rounded-3xl"
        />
      </div>
    </Section>
  );
}
