import type { OptimisedPicture } from "~/components/story/picture-files";
import { pictureSlots } from "~/components/story/picture-slots";
import { studyRecords, type StudyRecord } from "./study-records";

// Home's hero shows the work as it ships: one screen of each product, drawn from the client's own
// components by `npm run screens` and named by its study's frontmatter (`showcase`). The pictures
// come from the study folders, so a study removed takes its screen and its words out of the hero.

/** A study's showcase as its MDX exports it (scripts/mdx/remark-story-pictures.ts). */
export type Showcase = { picture: OptimisedPicture; dark?: OptimisedPicture; placeholder: string; alt: string };

/**
 * A screen as the hero shows it. `sizes` is the `showcase` slot's (the widths the MDX step rendered
 * it at), read here, when Home is prerendered: Home's script draws the picture without the slot table.
 */
export type ShowcasedStudy = Showcase & Pick<StudyRecord, "id" | "name"> & { sizes: string };

/** The hero has room for three phones side by side. */
export const showcaseLimit = 3;

// Only this one export of each study: Home's script carries no story, only the files' names.
const showcases = import.meta.glob<Showcase | undefined>("./work/*/index.mdx", { eager: true, import: "showcase" });

/** The first studies of the Work grid that name a showcase, each with its screen. */
export function showcasedStudies(
  records: readonly Pick<StudyRecord, "id" | "name">[],
  showcaseOf: (id: string) => Showcase | undefined,
  limit = showcaseLimit,
): ShowcasedStudy[] {
  return records
    .flatMap((record) => {
      const showcase = showcaseOf(record.id);
      return showcase ? [{ ...showcase, id: record.id, name: record.name, sizes: pictureSlots.showcase.sizes }] : [];
    })
    .slice(0, limit);
}

/** What Home's hero shows, in the Work grid's order. */
export const heroShowcase = showcasedStudies(studyRecords, (id) => showcases[`./work/${id}/index.mdx`]);
