import type { Person } from "./portrait";

// The studio's people, as About shows them: each with their photograph or a typographic portrait. The studies they
// worked on are found by name in the case studies' `team` lists (app/content/work/<id>/index.mdx),
// so a person who appears there links to that work without anything listed twice.
// After changing a name, run: npx tsx scripts/portraits.ts (or drop their photograph into
// app/content/people/: docs/customising/people.md)

export const team = {
  label: "The team",
  members: [
    { name: "Tomás Reyes", role: "Engagement lead" },
    { name: "Maya Lindqvist", role: "Design lead" },
    { name: "Daniel Okafor", role: "Staff engineer" },
    { name: "Priya Raman", role: "Mobile lead" },
    { name: "Sofia Marchetti", role: "Product designer" },
    { name: "Kenji Watanabe", role: "Machine learning engineer" },
  ],
} as const satisfies { label: string; members: readonly Person[] };

/** A person's one role, as the team page gives it; undefined for anyone not on it. */
export function studioRole(name: string): string | undefined {
  return team.members.find((member) => member.name === name)?.role;
}
