import { cn } from "~/lib/cn";
import { pictureSlots, placeholderClass, type OptimisedPicture, type PictureSlotName } from "./picture-slots";

type StoryImageProps = {
  picture: OptimisedPicture;
  /** The picture's dominant colour, painted while the file loads. */
  placeholder?: string;
  alt: string;
  /** Where it is shown: decides `sizes` (the build rendered the same slot's widths). */
  slot: PictureSlotName;
  /** Above the fold: fetched at once; otherwise lazy. */
  eager?: boolean;
  className?: string;
};

/**
 * One of a study's own pictures, as the build rendered it: AVIF, WebP as the fallback. Dimmed in
 * the dark scheme, since light product screens and chart panels would otherwise be the brightest
 * thing on a dark page, brighter than its type (as the home hero's picture is dimmed).
 */
export function StoryImage({ picture, placeholder, alt, slot, eager = false, className }: StoryImageProps) {
  const { sizes } = pictureSlots[slot];
  return (
    <picture>
      {picture.sources.avif ? <source type="image/avif" srcSet={picture.sources.avif} sizes={sizes} /> : null}
      <img
        src={picture.img.src}
        srcSet={picture.sources.webp}
        sizes={sizes}
        alt={alt}
        width={picture.img.w}
        height={picture.img.h}
        loading={eager ? undefined : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        decoding="async"
        className={cn("h-auto w-full dark:brightness-80", placeholderClass(placeholder), className)}
      />
    </picture>
  );
}
