import { hero, technologies } from "~/content/home";
import { PageHero } from "./page-hero";
import { TechStrip } from "./tech-strip";

export function HomeHero() {
  return (
    <PageHero badge={hero.badge} title={hero.title} intro={hero.intro} primary={hero.primary} secondary={hero.secondary}>
      <TechStrip names={technologies} />
    </PageHero>
  );
}
