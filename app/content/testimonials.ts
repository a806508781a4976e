import type { Person } from "./portrait";

/**
 * A client's words on Home. `role` keeps the full "title, company" line the spec shows; `client`
 * is the id of the company's wordmark in app/content/clients.ts, shown beside the quote.
 */
export type Testimonial = Person & { company: string; client: string; quote: string };

// After changing an author's name or portrait, run: npx tsx scripts/portraits.ts
export const testimonials = [
  {
    name: "Ines Carvalho",
    role: "CEO, Loopline",
    company: "Loopline",
    client: "loopline",
    portrait: { hair: 20, lips: 3, brows: 11, eyes: 5, nose: 6, body: 16 },
    quote:
      "They turned a rough idea into a product our customers pay for in eleven weeks, and the code is a pleasure for our own team to extend.",
  },
  {
    name: "Marcus Hale",
    role: "Head of Product, Fieldnote",
    company: "Fieldnote",
    client: "fieldnote",
    portrait: { hair: 1, lips: 23, brows: 11, eyes: 4, nose: 9, body: 17, glasses: 8, beard: 9 },
    quote:
      "Weekly demos, honest estimates and no surprises. Our launch went out on the planned date and has not had a minute of downtime since.",
  },
  {
    name: "Elin Sandberg",
    role: "Founder, Tempo Health",
    company: "Tempo Health",
    client: "tempo-health",
    portrait: { hair: 47, lips: 14, brows: 11, eyes: 5, nose: 4, body: 20 },
    quote: "Their design system cut our time to ship new screens in half. It felt like working with our own senior team, not an agency.",
  },
] as const satisfies readonly Testimonial[];
