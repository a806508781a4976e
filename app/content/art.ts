// The site's artwork: product screens and illustrations drawn as SVG in app/assets/art/ and
// rendered to AVIF and WebP at build time (scripts/render-art.ts) with the typefaces the site
// ships, so no text in a picture depends on the visitor's fonts. A record here is all a page
// needs: the files are /art/<id>-<width>.<avif|webp>, one per width in `widths`.

export type Art = {
  /** The file name's stem, and the source SVG's unless `source` names another. */
  id: string;
  /** What the picture shows, for its alt text. */
  alt: string;
  /** Intrinsic size of the largest rendering, in CSS pixels of the source (the aspect ratio). */
  width: number;
  height: number;
  /** Widths rendered, smallest first; the largest is at most twice the widest the page shows it. */
  widths: readonly number[];
  /** A crop of another source: that SVG's name and the region, in the source's own units. */
  source?: string;
  crop?: { left: number; top: number; width: number; height: number };
};

/** The path of one rendering; the same rule in the build script and the pages. */
export const artPath = (id: string, width: number, format: "avif" | "webp") => `/art/${id}-${width}.${format}`;

export const heroArt = {
  id: "hero",
  alt: "Three products we built: a creator's week of streams in Clipwise, a Gatepass wallet with two upcoming shows and the host's live floor view in Afterglow",
  width: 1360,
  height: 1240,
  widths: [400, 680, 1020, 1360],
} as const satisfies Art;
