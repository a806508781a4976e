import type { CaseStudyFrontmatter } from "./case-study-schema";
import { readStudies, type StudyRecord } from "./study-reader";

// The case studies' records for pages that hydrate (Home cites launches, Contact suggests a study
// to read): only each folder's frontmatter is imported, never its story or pictures, so
// those pages' scripts do not carry three long-form stories. work.ts is the full collection.

export type { StudyRecord };

const frontmatters = import.meta.glob<CaseStudyFrontmatter>("./work/*/index.mdx", { eager: true, import: "frontmatter" });

/** Every study, in the Work grid's order. */
export const studyRecords: readonly StudyRecord[] = readStudies(frontmatters, (frontmatter) => frontmatter);
