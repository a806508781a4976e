import { hero, heroVisual, technologies } from "~/content/home";
import { PageHero } from "./page-hero";
import { TechStrip } from "./tech-strip";

// A transparent pixel: what a phone gets instead of the mockups, which it would not show.
const nothing = "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==";

export function HomeHero() {
  return (
    <PageHero
      {...hero}
      visual={
        // From 1024 px up only: <source media> means a phone never downloads the file.
        <picture className="hidden lg:block">
          <source media="(min-width: 1024px)" srcSet={heroVisual.src} />
          <img
            src={nothing}
            alt={heroVisual.alt}
            width={heroVisual.width}
            height={heroVisual.height}
            fetchPriority="high"
            className="h-auto w-full motion-safe:animate-float"
          />
        </picture>
      }
    >
      <TechStrip technologies={technologies} />
    </PageHero>
  );
}
