// How a case study's folder becomes its record, for every reader of app/content/work/: the site's
// full collection (work.ts), the records the hydrating pages import (study-records.ts) and the
// tools that run without the bundler (work-folders.ts). Plain TypeScript, no bundler, no Node.
import type { CaseStudyFrontmatter } from "./case-study-schema";

/** A study's id: the name of its folder (`./work/<id>/index.mdx`). */
export const studyId = (path: string) => path.split("/").at(-2)!;

/** The Work grid's order: by `order`, then by folder name. */
export const inWorkOrder = <Study extends { id: string; order?: number }>(studies: readonly Study[]): Study[] =>
  [...studies].sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || a.id.localeCompare(b.id));

/**
 * A study as its frontmatter states it, with its id; the preview and its phone version are pictures
 * the bundler makes, added by the reader that has them.
 */
export type StudyRecord = Omit<CaseStudyFrontmatter, "preview" | "phonePreview"> & { id: string };

/**
 * Every study of `modules` (an index.mdx path → its module), in the Work grid's order: the
 * frontmatter's record (checked against the schema when the study was compiled, so the pages
 * carry no validator; YAML reads a bare year as a number, shown as text), its id, and what
 * `extra` adds from the module.
 */
export function readStudies<Module, Extra extends object = object>(
  modules: Record<string, Module>,
  frontmatterOf: (module: Module) => CaseStudyFrontmatter,
  extra: (module: Module) => Extra = () => ({}) as Extra,
): (StudyRecord & Extra)[] {
  return inWorkOrder(
    Object.entries(modules).map(([path, module]) => {
      const { preview: _preview, phonePreview: _phonePreview, ...record } = frontmatterOf(module);
      void [_preview, _phonePreview];
      return { ...record, year: String(record.year), id: studyId(path), ...extra(module) };
    }),
  );
}
