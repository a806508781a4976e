import type { CaseStudyFrontmatter } from "./case-study-schema";

// The case studies' records for pages that hydrate (Home cites launches, Contact suggests a study
// to read): only each folder's frontmatter is imported, never its story or pictures, so
// those pages' scripts do not carry three long-form stories. work.ts is the full collection.

/** A study as those pages need it: its frontmatter record and its id (the folder's name). */
export type StudyRecord = Omit<CaseStudyFrontmatter, "preview"> & { id: string };

const frontmatters = import.meta.glob<CaseStudyFrontmatter>("./work/*/index.mdx", { eager: true, import: "frontmatter" });

const folderId = (path: string) => path.split("/").at(-2)!;

/** Every study, in the Work grid's order: by `order`, then by folder name (as work.ts sorts). */
export const studyRecords: readonly StudyRecord[] = Object.entries(frontmatters)
  .map(([path, { preview: _preview, ...record }]) => {
    void _preview;
    return { ...record, year: String(record.year), id: folderId(path) };
  })
  .sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || a.id.localeCompare(b.id));
