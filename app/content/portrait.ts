// A person the site shows with a portrait: the team on About, the testimonials' authors. The
// portrait is their photograph at app/content/people/<slug>.jpg|png|webp when there is one, else
// the typographic portrait scripts/portraits.ts draws into app/assets/portraits/<slug>.svg.

export type Person = { name: string; role: string };

/** The portrait's and the photograph's file name for a person: "Tomás Reyes" → "tomas-reyes". */
export const portraitSlug = (name: string) =>
  name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
