import { darkMedia } from "~/components/story/picture-files";
import type { Tone } from "~/content/types";
import { cn } from "~/lib/cn";
import type { PortraitFile } from "./portrait-files";

// The tiles behind the clear typographic portraits: the brand's tints, pale in the light scheme and
// deep in the dark one (the tokens switch), so a row of portraits sits in the dark palette instead of
// glaring; there the letters come from the portrait's `.dark.svg`, drawn in the brand's light ink.
const tiles: Record<Tone, string> = {
  violet: "bg-tint-violet",
  lime: "bg-tint-lime",
  sky: "bg-tint-sky",
  peach: "bg-tint-peach",
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
  // The dark letters are written for the system's scheme; the theme script keeps the source in step
  // with the visitor's own choice (data-scheme-media, app/lib/theme-script.ts), as for a product's dark screens.
  return (
    <picture>
      <source media={darkMedia} data-scheme-media="all" srcSet={file.darkDrawing} width={size} height={size} />
      <img
        src={file.drawing}
        alt={`Typographic portrait of ${name}`}
        {...common}
        className={cn("block aspect-square object-cover", tiles[tone], className)}
      />
    </picture>
  );
}
