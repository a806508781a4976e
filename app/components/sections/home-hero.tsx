import type { ShowcasedStudy } from "~/content/showcase";
import { hero, technologies } from "~/content/home";
import { HeroShowcase } from "./hero-showcase";
import { PageHero } from "./page-hero";
import { TechStrip } from "./tech-strip";

/** `showcase`: the studies' screens, from Home's loader (app/content/showcase.ts heroShowcase). */
export function HomeHero({ showcase }: { showcase: readonly ShowcasedStudy[] }) {
  return (
    <PageHero {...hero} globe="home" visual={showcase.length ? <HeroShowcase studies={showcase} /> : undefined}>
      <TechStrip technologies={technologies} />
    </PageHero>
  );
}
