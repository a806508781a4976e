import { ArtImage } from "~/components/ui/art-image";
import { heroArt } from "~/content/art";
import { hero, technologies } from "~/content/home";
import { PageHero } from "./page-hero";
import { TechStrip } from "./tech-strip";

export function HomeHero() {
  return (
    <PageHero
      {...hero}
      globe="home"
      visual={
        // On a phone the picture follows the buttons, at most as wide as the text above it.
        <div className="mx-auto mt-10 max-w-md lg:mt-0 lg:max-w-none">
          <ArtImage
            art={heroArt}
            eager
            priority
            // Below lg it is the container's width (the viewport less two gutters, --spacing-gutter:
            // 0.5rem + 2.5vw each), at most 28rem: a 412 px phone at 1.75x takes the 680 w file.
            sizes="(min-width: 1024px) 36rem, min(28rem, calc(95vw - 1rem))"
            // Shown as the products ship, in both schemes: a dimmed screen reads as a grey slab.
            className="motion-safe:animate-float"
          />
        </div>
      }
    >
      <TechStrip technologies={technologies} />
    </PageHero>
  );
}
