import type { Tone } from "~/content/types";
import { cn } from "~/lib/cn";
import type { PortraitFile } from "./portrait-files";

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
  /** Which file shows them (portraitFileOf in portrait-files.ts, read where the page is rendered). */
  file: PortraitFile;
  tone?: Tone;
  /** The square's side in CSS pixels: the file's box, so the page reserves it before it loads. */
  size: number;
  /** Lazy unless the portrait is on the first screen (or hidden where lazy loading never starts). */
  eager?: boolean;
  className?: string;
};

/** A person's photograph, or their typographic portrait on a tinted tile until there is one. */
export function Portrait({ name, file, tone = "violet", size, eager = false, className }: PortraitProps) {
  const common = {
    width: size,
    height: size,
    loading: eager ? undefined : ("lazy" as const),
    decoding: "async" as const,
  };
  if ("photo" in file) {
    const { photo } = file;
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
  }
  return (
    <img
      src={file.drawing}
      alt={`Typographic portrait of ${name}`}
      {...common}
      className={cn("block aspect-square object-cover", tiles[tone], className)}
    />
  );
}
