import type { OptimisedPicture } from "~/components/story/picture-files";
import { portraitSlug } from "~/content/portrait";
import type { Tone } from "~/content/types";
import { cn } from "~/lib/cn";

// Every typographic portrait scripts/portraits.ts drew, by file name: a static SVG each, fetched only where shown.
const portraits = import.meta.glob<string>("../../assets/portraits/*.svg", { eager: true, query: "?url", import: "default" });

// The studio's own photographs (docs/customising/people.md): app/content/people/<slug>.jpg, .png or
// .webp, cut square (the crop follows what draws the eye) and made into AVIF and WebP at 1x to 2x of
// the largest place a portrait is shown (176 px on About), like every other picture the site builds.
const photos = import.meta.glob<OptimisedPicture>("../../content/people/*.{jpg,jpeg,png,webp}", {
  eager: true,
  query: "?w=128;256;384&aspect=1:1&fit=cover&position=attention&format=avif;webp&effort=2&as=picture",
  import: "default",
});

/** A person's photograph, if the studio has put one in app/content/people/. */
export function photographOf(name: string): OptimisedPicture | undefined {
  const slug = portraitSlug(name);
  const found = Object.entries(photos).find(([path]) => path.replace(/^.*\//, "").replace(/\.\w+$/, "") === slug);
  return found?.[1];
}

/** The portrait file's URL for a person; a missing one stops the build with the command that draws it. */
export function portraitUrl(name: string): string {
  const url = portraits[`../../assets/portraits/${portraitSlug(name)}.svg`];
  if (!url) throw new Error(`No portrait for "${name}" in app/assets/portraits/: run npx tsx scripts/portraits.ts`);
  return url;
}

// The tiles behind the clear typographic portraits: the brand's pale tints, and on dark pages the
// accents' light inks, so the deep ink of the letters keeps its contrast in either scheme.
const tiles: Record<Tone, string> = {
  violet: "bg-tint-violet dark:bg-accent-ink-violet",
  lime: "bg-tint-lime dark:bg-accent-ink-lime",
  sky: "bg-tint-sky dark:bg-accent-ink-sky",
  peach: "bg-tint-peach dark:bg-accent-ink-peach",
};

type PortraitProps = {
  name: string;
  tone?: Tone;
  /** The square's side in CSS pixels: the file's box, so the page reserves it before it loads. */
  size: number;
  /** Lazy unless the portrait is on the first screen (or hidden where lazy loading never starts). */
  eager?: boolean;
  className?: string;
};

/** A person's photograph, or their typographic portrait on a tinted tile until there is one. */
export function Portrait({ name, tone = "violet", size, eager = false, className }: PortraitProps) {
  const photo = photographOf(name);
  const common = {
    width: size,
    height: size,
    loading: eager ? undefined : ("lazy" as const),
    decoding: "async" as const,
  };
  if (photo)
    return (
      <picture>
        {photo.sources.avif ? <source type="image/avif" srcSet={photo.sources.avif} sizes={`${size}px`} /> : null}
        <img
          src={photo.img.src}
          srcSet={photo.sources.webp}
          sizes={`${size}px`}
          alt={`Photograph of ${name}`}
          {...common}
          className={cn("block aspect-square object-cover", tiles[tone], className)}
        />
      </picture>
    );
  return (
    <img
      src={portraitUrl(name)}
      alt={`Typographic portrait of ${name}`}
      {...common}
      className={cn("block aspect-square object-cover", tiles[tone], className)}
    />
  );
}
