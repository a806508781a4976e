import type { ServiceCategory } from "./services";

type Study = { id: string; name: string; subtitle: string; services: readonly string[]; tags: readonly string[] };

const normal = (word: string) => word.trim().toLowerCase();

/**
 * The case study each category links to: one whose frontmatter `services` or `tags` carry a word
 * of the category's `relatedWork`. Down the list, a study not yet linked wins over one already
 * linked, so the page shows as much of the work as matches; then the collection's order decides.
 */
export function relatedStudies<S extends Study>(categories: readonly Pick<ServiceCategory, "id" | "relatedWork">[], studies: readonly S[]) {
  const linked = new Set<string>();
  const related = new Map<string, S>();
  for (const category of categories) {
    const words = new Set(category.relatedWork.map(normal));
    const matches = studies.filter((study) => [...study.services, ...study.tags].some((word) => words.has(normal(word))));
    const pick = matches.find((study) => !linked.has(study.id)) ?? matches[0];
    if (!pick) continue;
    linked.add(pick.id);
    related.set(category.id, pick);
  }
  return related;
}
