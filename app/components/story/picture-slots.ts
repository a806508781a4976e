// Where a story shows a picture, and so which files the build makes of it. The MDX step
// (scripts/mdx/remark-story-pictures.ts) reads this table to request the renderings and to refuse a
// source narrower than the slot shows it; the components read `sizes` from it, so the browser
// and the build agree on what each width is for. Widths above a source's own are dropped. Few widths
// per slot, about 1x, 1.5x-2x of the slot: every one is encoded twice (AVIF, WebP) on a cold build.
// The table stays out of the scripts of the pages that hydrate: Home's hero, the one picture such a
// page shows, takes its slot's `sizes` from its loader (app/content/showcase.ts), and the picture
// itself is drawn by responsive-picture.tsx, which reads no table.

export type PictureSlot = {
  /** The `sizes` attribute: how wide the slot is at each breakpoint. */
  sizes: string;
  /** Widths rendered (AVIF and WebP each). */
  widths: readonly number[];
  /** The slot's width at a 1440 px window, in CSS px: a narrower source would be blown up. */
  minWidth: number;
};

/**
 * The cover's widths: 800 for a phone at 2x (375 px: it fetched the 1216 file, twice the bytes)
 * and a tile's 800 px at 1x, 1216 for the tile at 1.5x and the page's 76rem at 1x, and 1824 at 1.5x.
 */
const coverWidths = [640, 800, 1216, 1824] as const;

export const pictureSlots = {
  /** Edge to edge. */
  full: { sizes: "100vw", widths: [720, 1440, 2160], minWidth: 1440 },
  /** The page's width (76rem). */
  wide: { sizes: "(min-width: 1280px) 76rem, 100vw", widths: [640, 1216, 1824], minWidth: 1216 },
  /** Two side by side on the page's width. */
  half: { sizes: "(min-width: 1280px) 37rem, (min-width: 768px) 48vw, 100vw", widths: [600, 1184], minWidth: 592 },
  /** Three side by side. */
  third: { sizes: "(min-width: 1280px) 24rem, (min-width: 768px) 31vw, 100vw", widths: [400, 768], minWidth: 384 },
  /** Inside the text's measure. */
  text: { sizes: "(min-width: 768px) 42rem, 100vw", widths: [672, 1344], minWidth: 672 },
  /** A phone's screen inside the device frame. */
  phone: { sizes: "(min-width: 768px) 20rem, 72vw", widths: [320, 640], minWidth: 320 },
  /** A laptop's or browser window's screen. */
  screen: { sizes: "(min-width: 1280px) 64rem, 90vw", widths: [640, 1024, 1600], minWidth: 1024 },
  /**
   * A picture's phone version (a crop of it or its own portrait drawing), shown instead of it in a
   * window narrower than `phoneMedia` (picture-files.ts); the minimum is the widest such window.
   */
  narrow: { sizes: "100vw", widths: [640, 800, 1080], minWidth: 640 },
  /**
   * A study's showcase screen, one of the phones in Home's hero: about 13rem beside the headline,
   * a third of the 28rem picture below it on a phone.
   */
  showcase: { sizes: "(min-width: 1024px) 13rem, min(10rem, 32vw)", widths: [240, 320, 640], minWidth: 320 },
  /** A Work tile and the next-project card: the study's cover (its frontmatter's `preview`). */
  card: { sizes: "(min-width: 1280px) 50rem, (min-width: 1024px) 64vw, 100vw", widths: coverWidths, minWidth: 1216 },
  /** The same cover opening the study's page, the page's width (its files are the card's: one import). */
  cover: { sizes: "(min-width: 1280px) 76rem, 100vw", widths: coverWidths, minWidth: 1216 },
} as const satisfies Record<string, PictureSlot>;

export type PictureSlotName = keyof typeof pictureSlots;
