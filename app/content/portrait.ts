// A person's portrait: drawn by scripts/portraits.ts with DiceBear's Notionists style (CC0 art by
// Zoish) into app/assets/portraits/<slug>.svg. Every feature is chosen, not left to a random seed,
// so nobody pulls a face on the About page. The numbers are the style's variants (5 → variant05);
// docs/customising/people.md says how to see them all.

export type PortraitFeatures = {
  hair: number;
  lips: number;
  brows: number;
  eyes: number;
  nose: number;
  body: number;
  glasses?: number;
  beard?: number;
};

/**
 * A person shown with a portrait: the team on About, the testimonials' authors. Without
 * `portrait`, scripts/portraits.ts draws their initials instead (a new person needs no features).
 */
export type Person = { name: string; role: string; portrait?: PortraitFeatures };

/** The portrait's file name for a person: "Tomás Reyes" → "tomas-reyes". */
export const portraitSlug = (name: string) =>
  name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
