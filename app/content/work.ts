import type { OptimisedPicture, StoryPicture } from "~/components/story/picture-files";
import type { CaseStudyFrontmatter } from "./case-study-schema";
import { readStudies } from "./study-reader";
import type { CallToAction, HeroContent } from "./types";

/** A study's cover: its picture, its phone version if it has one (frontmatter `phonePreview`), its colour. */
export type CoverPicture = StoryPicture & { phone?: OptimisedPicture };

/** A case study: its folder's frontmatter (case-study-schema.ts), its id and its pictures. */
export type CaseStudy = Omit<CaseStudyFrontmatter, "preview" | "phonePreview"> & {
  /** The folder's name; its page is /work/<id>. */
  id: string;
  /** The card's picture (and its phone version) and the colour shown while it loads; null shows 'Preview coming soon'. */
  preview: CoverPicture | null;
  /** The preview's fallback file (the spec's imageUrl), null without a preview. */
  imageUrl: string | null;
  /** The study's social card (1200×630 JPEG from its preview), null to use the site's. */
  socialImage: string | null;
};

type StudyModule = { frontmatter: unknown; preview?: CoverPicture; socialImage?: string };

// Every folder with an index.mdx is a study: adding one adds it to the grid, its page, the
// next-project loop, the sitemap and the structured data; nothing else lists them. Only the
// records are imported here; the stories themselves are loaded by the case-study page.
const modules = import.meta.glob<StudyModule>("./work/*/index.mdx", { eager: true, import: "*" });

/** The studies in the order of the Work grid (frontmatter checked when compiled: remark-story-pictures.ts). */
export const caseStudies: readonly CaseStudy[] = readStudies(
  modules,
  (module) => module.frontmatter as CaseStudyFrontmatter,
  (module) => ({
    preview: module.preview ?? null,
    imageUrl: module.preview?.picture.img.src ?? null,
    socialImage: module.socialImage ?? null,
  }),
);

/** The study after this one, the last leading back to the first. */
export const nextStudy = (study: CaseStudy) => caseStudies[(caseStudies.indexOf(study) + 1) % caseStudies.length]!;

export const workMeta = {
  title: "Work",
  description: `Products we've built for startups and product teams: ${caseStudies.map((study) => study.subtitle.toLowerCase()).join(", ")}.`,
};

export const workHero = {
  badge: "Selected work",
  title: "Products we've built",
  // The spec asks for "a note that more case studies are coming"; the design review, for no "coming soon" on the page.
  description:
    "Three products we designed and built end to end, each told in full. More case studies are on their way: ask us for a walkthrough of recent projects under NDA.",
} as const satisfies HeroContent;

/** The words around every case study, on the cards and on each study's page. */
export const caseStudyText = {
  listTitle: "Case studies",
  badge: "Case Study",
  noPreview: "Preview coming soon",
  previewAlt: (study: { name: string; subtitle: string }) => `Preview of ${study.name}, ${study.subtitle.toLowerCase()}`,
  tagsLabel: "Technologies",
  readMore: "Read the case study",
  workWithUs: "Work with us",
  workWithUsContext: (name: string) => `on a product like ${name}`,
  facts: { client: "Client", year: "Year", duration: "Duration", team: "Team", services: "Services", stack: "Stack" },
  next: "Next project",
  outcome: "The outcome",
  quoteLabel: (name: string) => `What ${name}'s client says`,
  credits: "Credits",
  stack: "Stack",
  back: { label: "All work", href: "/work" },
} as const;

export const workCta = {
  title: "Your product could be next",
  description: "Tell us what you are building and we'll share how we would approach it.",
  primary: { label: "Start a conversation", href: "/contact" },
  secondary: { label: "Explore services", href: "/services" },
} as const satisfies CallToAction;
