import type { Person } from "./portrait";

// The studio's people, as About shows them: each with a portrait drawn at build. The studies they
// worked on are found by name in the case studies' `team` lists (app/content/work/<id>/index.mdx),
// so a person who appears there links to that work without anything listed twice.
// After changing a name or a portrait, run: npx tsx scripts/portraits.ts

export const team = {
  label: "The team",
  members: [
    {
      name: "Tomás Reyes",
      role: "Engagement lead",
      portrait: { hair: 22, lips: 23, brows: 11, eyes: 4, nose: 1, body: 14, beard: 2 },
    },
    {
      name: "Maya Lindqvist",
      role: "Design lead",
      portrait: { hair: 41, lips: 3, brows: 11, eyes: 5, nose: 5, body: 21, glasses: 11 },
    },
    { name: "Daniel Okafor", role: "Staff engineer", portrait: { hair: 40, lips: 25, brows: 11, eyes: 4, nose: 8, body: 5 } },
    { name: "Priya Raman", role: "Mobile lead", portrait: { hair: 48, lips: 14, brows: 11, eyes: 5, nose: 3, body: 19 } },
    { name: "Sofia Marchetti", role: "Product designer", portrait: { hair: 28, lips: 30, brows: 11, eyes: 3, nose: 10, body: 15 } },
    {
      name: "Kenji Watanabe",
      role: "Machine learning engineer",
      portrait: { hair: 52, lips: 22, brows: 11, eyes: 4, nose: 2, body: 11, glasses: 3 },
    },
  ],
} as const satisfies { label: string; members: readonly Person[] };

/** A person's one role, as the team page gives it; undefined for anyone not on it. */
export function studioRole(name: string): string | undefined {
  return team.members.find((member) => member.name === name)?.role;
}
