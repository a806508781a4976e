import { cn } from "~/lib/cn";
import { darkMedia, phoneMedia, placeholderClass, type OptimisedPicture } from "./picture-files";

export type ResponsivePictureProps = {
  picture: OptimisedPicture;
  /** Its phone version (a crop, or its own portrait drawing), served to narrow windows instead. */
  phone?: OptimisedPicture;
  /** The product's dark screens, served in the dark scheme (and its phone version's). */
  dark?: OptimisedPicture;
  phoneDark?: OptimisedPicture;
  /** The picture's dominant colour, painted while the file loads. */
  placeholder?: string;
  alt: string;
  /** How wide it is shown at each breakpoint (its slot's, app/components/story/picture-slots.ts). */
  sizes: string;
  /** How wide the phone versions are shown (StoryImage gives the `narrow` slot's); `sizes` if not given. */
  phoneSizes?: string;
  /** Above the fold: fetched at once; otherwise lazy. */
  eager?: boolean;
  /** Fetched ahead of the page's other pictures; an eager picture's by default (one of several says which). */
  priority?: boolean;
  /**
   * A product's screen: in the dark scheme, a light one sits on a mount (the `<picture>`,
   * .story-framed in story.css); one with its own dark screens shows them and needs none.
   */
  framed?: boolean;
  className?: string;
};

type Source = { key: string; media?: string; schemeMedia?: string; type: string; srcSet: string; sizes: string; w?: number; h?: number };

/** A picture's AVIF and WebP sources for one case (narrow or not, dark or not). */
function sourcesOf(
  picture: OptimisedPicture | undefined,
  key: string,
  sizes: string,
  media: string | undefined,
  dark: boolean,
  sized: boolean,
): Source[] {
  if (!picture) return [];
  // A dark source is written for the system's scheme (right before any script runs, and with none);
  // the theme script (app/lib/theme-script.ts) rewrites its media from data-scheme-media when the
  // visitor's own choice (the toggle, a class on <html>) says otherwise.
  const schemeMedia = dark ? (media ?? "all") : undefined;
  const written = dark ? (media ? `${media} and ${darkMedia}` : darkMedia) : media;
  return (["avif", "webp"] as const).flatMap((type) =>
    picture.sources[type]
      ? [
          {
            key: `${key}-${type}`,
            media: written,
            schemeMedia,
            type: `image/${type}`,
            srcSet: picture.sources[type],
            sizes,
            ...(sized ? { w: picture.img.w, h: picture.img.h } : {}),
          },
        ]
      : [],
  );
}

/**
 * One of a study's own pictures, as the build rendered it: AVIF, WebP as the fallback. Shown as
 * it ships, never dimmed or filtered: a product with dark screens shows them in the dark scheme,
 * a light-only one sits on a framed surface there (.story-framed in story.css). Given its `sizes`
 * (StoryImage looks them up by slot): Home's hero, in a page that hydrates, draws its pictures with
 * this and no slot table.
 */
export function ResponsivePicture({
  picture,
  phone,
  dark,
  phoneDark,
  placeholder,
  alt,
  sizes,
  phoneSizes = sizes,
  eager = false,
  priority = eager,
  framed = false,
  className,
}: ResponsivePictureProps) {
  // The browser takes the first source that matches: the phone's versions first, each with its
  // own width and height (Chromium reserves the phone version's shape, not the wide one's: no
  // shift), the dark ones ahead of the light.
  const sources = [
    ...sourcesOf(phoneDark, "phone-dark", phoneSizes, phoneMedia, true, true),
    ...sourcesOf(phone, "phone", phoneSizes, phoneMedia, false, true),
    ...sourcesOf(dark, "dark", sizes, undefined, true, false),
    ...sourcesOf(picture, "light", sizes, undefined, false, false).filter((source) => source.type === "image/avif"),
  ];
  // The mount is the <picture> around the image, not padding on the image: the image's box keeps
  // the shape its width and height reserve (.reserved-shape), which padding would squeeze.
  return (
    <picture className={framed && !dark ? "story-framed" : undefined}>
      {sources.map(({ key, media, schemeMedia, type, srcSet, sizes, w, h }) => (
        <source key={key} media={media} data-scheme-media={schemeMedia} type={type} srcSet={srcSet} sizes={sizes} width={w} height={h} />
      ))}
      <img
        src={picture.img.src}
        srcSet={picture.sources.webp}
        sizes={sizes}
        alt={alt}
        width={picture.img.w}
        height={picture.img.h}
        data-phone-width={phone?.img.w}
        data-phone-height={phone?.img.h}
        loading={eager ? undefined : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className={cn("reserved-shape h-auto w-full", placeholderClass(placeholder), className)}
      />
    </picture>
  );
}
