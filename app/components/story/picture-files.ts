// What the build makes of a picture, and how a page picks among its files: the phone's version in a
// narrow window, the product's dark screens in the dark scheme. No slot table here
// (picture-slots.ts): the pages that hydrate import this file, and their scripts carry only this.

/**
 * Where a picture's phone version replaces it: a phone held upright, below the site's `sm`
 * breakpoint. Written as the exact complement of Tailwind's `sm:` (`width >= 40rem`), where the
 * boxes take the wide version's shape: `max-width: 639px` left a zoomed window 639.5 px wide
 * with the wide box and the phone's file, or the reverse.
 */
export const phoneMedia = "(width < 40rem)";

/**
 * Where a product's dark screens replace its light ones: the dark scheme. Written as the system's
 * setting; the theme script keeps it in step with the visitor's own choice (app/lib/theme-script.ts).
 */
export const darkMedia = "(prefers-color-scheme: dark)";

/** What an optimised picture import gives a component (vite-imagetools' `as=picture`). */
export type OptimisedPicture = {
  sources: Partial<Record<"avif" | "webp", string>>;
  img: { src: string; w: number; h: number };
};

/** A picture as the MDX step hands it over: the files, and the colour shown while they load. */
export type StoryPicture = { picture: OptimisedPicture; placeholder: string };

/**
 * The class that paints a picture's placeholder colour ("#rrggbb" → "story-placeholder-rrggbb").
 * The pages' CSP refuses `style` attributes, so the build writes one rule per colour into a
 * stylesheet the site imports (scripts/mdx/placeholder-styles.ts).
 */
export const placeholderClass = (colour: string | undefined) =>
  colour && /^#[0-9a-f]{6}$/i.test(colour) ? `story-placeholder-${colour.slice(1).toLowerCase()}` : undefined;
