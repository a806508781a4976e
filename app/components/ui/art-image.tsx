import { artPath, type Art } from "~/content/art";
import { cn } from "~/lib/cn";

type ArtImageProps = {
  art: Art;
  /** The width the picture takes at each breakpoint, so the browser fetches no more than it shows. */
  sizes: string;
  /** Above the fold: fetched at once (and first, with `priority`); otherwise lazy. */
  eager?: boolean;
  priority?: boolean;
  alt?: string;
  className?: string;
};

/** One of the build's rendered pictures (app/content/art.ts): AVIF, WebP as the fallback. */
export function ArtImage({ art, sizes, eager = false, priority = false, alt = art.alt, className }: ArtImageProps) {
  const srcSet = (format: "avif" | "webp") => art.widths.map((width) => `${artPath(art.id, width, format)} ${width}w`).join(", ");
  const fallbackWidth = art.widths[Math.min(1, art.widths.length - 1)]!;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <img
        src={artPath(art.id, fallbackWidth, "webp")}
        srcSet={srcSet("webp")}
        sizes={sizes}
        alt={alt}
        width={art.width}
        height={art.height}
        loading={eager ? undefined : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className={cn("h-auto w-full", className)}
      />
    </picture>
  );
}
