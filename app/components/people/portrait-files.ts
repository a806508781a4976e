import type { OptimisedPicture } from "~/components/story/picture-files";
import { portraitSlug } from "~/content/portrait";

// Which file shows a person: read where a page is rendered (About's team, Home's loader for its
// testimonials), never by a page's script: the tables below list every person's files, and Home,
// which hydrates, shows three of them.

// Every typographic portrait scripts/portraits.ts drew, by file name: a static SVG each, and its
// `.dark.svg` for the dark scheme, fetched only where shown (a page fetches one of the two).
const portraits = import.meta.glob<string>("../../assets/portraits/*.svg", { eager: true, query: "?url", import: "default" });

// The studio's own photographs (docs/customising/people.md): app/content/people/<slug>.jpg, .png or
// .webp, cut square (the crop follows what draws the eye) and made into AVIF and WebP at 1x to 2x of
// the largest place a portrait is shown (176 px on About), like every other picture the site builds.
const photos = import.meta.glob<OptimisedPicture>("../../content/people/*.{jpg,jpeg,png,webp}", {
  eager: true,
  query: "?w=128;256;384&aspect=1:1&fit=cover&position=attention&format=avif;webp&effort=2&as=picture",
  import: "default",
});

/** A person's photograph, or else the URLs of their typographic portrait in each scheme. */
export type PortraitFile = { photo: OptimisedPicture } | { drawing: string; darkDrawing: string };

/** A person's photograph, if the studio has put one in app/content/people/. */
function photographOf(name: string): OptimisedPicture | undefined {
  const slug = portraitSlug(name);
  const found = Object.entries(photos).find(([path]) => path.replace(/^.*\//, "").replace(/\.\w+$/, "") === slug);
  return found?.[1];
}

/** A portrait file's URL for a person; a missing one stops the build with the command that draws it. */
function portraitUrl(name: string, suffix: ".svg" | ".dark.svg"): string {
  const url = portraits[`../../assets/portraits/${portraitSlug(name)}${suffix}`];
  if (!url) throw new Error(`No portrait for "${name}" in app/assets/portraits/: run npx tsx scripts/portraits.ts`);
  return url;
}

/** What shows a person: their photograph where the studio has one, else their typographic portrait. */
export function portraitFileOf(name: string): PortraitFile {
  const photo = photographOf(name);
  return photo ? { photo } : { drawing: portraitUrl(name, ".svg"), darkDrawing: portraitUrl(name, ".dark.svg") };
}
