import { cn } from "~/lib/cn";
import { phoneMedia, pictureSlots, placeholderClass, type OptimisedPicture, type PictureSlotName } from "./picture-slots";

type StoryImageProps = {
  picture: OptimisedPicture;
  /** Its phone version (a crop, or its own portrait drawing), served to narrow windows instead. */
  phone?: OptimisedPicture;
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
export function StoryImage({ picture, phone, placeholder, alt, slot, eager = false, className }: StoryImageProps) {
  const { sizes } = pictureSlots[slot];
  // The phone's sources come first (the browser takes the first that matches), each with its own
  // width and height: Chromium reserves the phone version's shape, not the wide one's (no shift).
  const narrow = phone
    ? (["avif", "webp"] as const).flatMap((type) => (phone.sources[type] ? [{ type: `image/${type}`, srcSet: phone.sources[type] }] : []))
    : [];
  return (
    <picture>
      {narrow.map(({ type, srcSet }) => (
        <source
          key={type}
          media={phoneMedia}
          type={type}
          srcSet={srcSet}
          sizes={pictureSlots.narrow.sizes}
          width={phone!.img.w}
          height={phone!.img.h}
        />
      ))}
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
        className={cn("h-auto w-full", placeholderClass(placeholder), className)}
      />
    </picture>
  );
}
