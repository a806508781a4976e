import type { Person } from "./portrait";

/**
 * A client's words on Home. `role` keeps the full "title, company" line the spec shows; `client`
 * is the id of the company's wordmark in app/content/clients.ts, shown beside the quote.
 */
export type Testimonial = Person & { company: string; client: string; quote: string };

// After changing an author's name, run: npx tsx scripts/portraits.ts (or drop their photograph into
// app/content/people/: docs/customising/people.md)
export const testimonials = [
  {
    name: "Ines Carvalho",
    role: "CEO, Loopline",
    company: "Loopline",
    client: "loopline",
    quote:
      "They turned a rough idea into a product our customers pay for in eleven weeks, and the code is a pleasure for our own team to extend.",
  },
  {
    name: "Marcus Hale",
    role: "Head of Product, Fieldnote",
    company: "Fieldnote",
    client: "fieldnote",
    quote:
      "Weekly demos, honest estimates and no surprises. Our launch went out on the planned date and has not had a minute of downtime since.",
  },
  {
    name: "Elin Sandberg",
    role: "Founder, Tempo Health",
    company: "Tempo Health",
    client: "tempo-health",
    quote: "Their design system cut our time to ship new screens in half. It felt like working with our own senior team, not an agency.",
  },
] as const satisfies readonly Testimonial[];
