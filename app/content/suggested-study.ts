import type { StudyRecord } from "./study-reader";

/**
 * The case study the thank-you suggests reading while the visitor waits: the collection's first,
 * by its name, its subtitle and its first outcome. Only these fields reach the contact pages (in
 * their prerendered route data), not the study's record.
 */
export type SuggestedStudy = { id: string; name: string; subtitle: string; outcome: { value: string; label: string } | null };

export function suggestedStudy(studies: readonly StudyRecord[]): SuggestedStudy | null {
  const study = studies[0];
  if (!study) return null;
  const outcome = study.outcomes[0];
  return {
    id: study.id,
    name: study.name,
    subtitle: study.subtitle,
    outcome: outcome ? { value: outcome.value, label: outcome.label } : null,
  };
}
