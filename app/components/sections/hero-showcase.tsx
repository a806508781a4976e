import { ResponsivePicture } from "~/components/story/responsive-picture";
import type { ShowcasedStudy } from "~/content/showcase";
import { cn } from "~/lib/cn";

/** Where each phone stands: the middle one forward, its neighbours lowered and turned out a little. */
function placeOf(i: number, middle: number) {
  if (i === middle) return "z-10 scale-110";
  return i < middle ? "-mr-[5%] translate-y-[8%] -rotate-6" : "-ml-[5%] translate-y-[8%] rotate-6";
}

/**
 * Home's hero picture: each showcased product's own screen (app/content/showcase.ts) in a phone,
 * side by side. Every screen is the study's picture as the build renders it, AVIF and WebP with
 * its size, and its dark screen in the dark scheme where the product has one. The middle phone is
 * the largest thing on the first screen: it is fetched first. Its `sizes` come with the study from
 * the loader, so Home's script does not carry the table of every slot's (StoryImage reads that).
 */
export function HeroShowcase({ studies }: { studies: readonly ShowcasedStudy[] }) {
  const middle = Math.floor((studies.length - 1) / 2);
  return (
    // On a phone the picture follows the buttons, at most as wide as the text above it.
    <div
      data-hero-showcase
      className="mx-auto mt-12 flex max-w-md items-center justify-center pb-[8%] motion-safe:animate-float lg:mt-0 lg:max-w-none"
    >
      {studies.map((study, i) => (
        <div key={study.id} data-study={study.id} className={cn("relative w-[36%] shrink-0", placeOf(i, middle))}>
          <div className="rounded-[1.6rem] bg-device p-[3.5%] shadow-[0_30px_60px_-30px_var(--color-device-shadow)] lg:rounded-[2rem] dark:ring-1 dark:ring-device-edge">
            <ResponsivePicture
              picture={study.picture}
              dark={study.dark}
              placeholder={study.placeholder}
              alt={study.alt}
              sizes={study.sizes}
              eager
              priority={i === middle}
              className="rounded-[1.25rem] lg:rounded-[1.6rem]"
            />
          </div>
        </div>
      ))}
    </div>
  );
}
