import { heroShowcase } from "~/content/showcase";
import { hero, technologies } from "~/content/home";
import { HeroShowcase } from "./hero-showcase";
import { PageHero } from "./page-hero";
import { TechStrip } from "./tech-strip";

export function HomeHero() {
  return (
    <PageHero {...hero} globe="home" visual={heroShowcase.length ? <HeroShowcase studies={heroShowcase} /> : undefined}>
      <TechStrip technologies={technologies} />
    </PageHero>
  );
}
