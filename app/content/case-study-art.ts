// The case studies' pictures (see art.ts): kept apart from the home page's two, so that a page
// ships only the records it shows.
import type { Art } from "./art";

const scene = { width: 1600, height: 1000, widths: [480, 800, 1200, 1600] } as const;
const portrait = { width: 800, height: 1000, widths: [400, 600, 800] } as const;
const card = { width: 800, height: 500, widths: [400, 800] } as const;

/** Each case study's screens: the first leads its page, the card shows a crop of it. */
export const caseStudyArt = {
  ticketing: {
    card: { id: "gatepass-card", source: "gatepass-seats", crop: { left: 24, top: 24, width: 480, height: 300 }, alt: "", ...card },
    screens: [
      {
        id: "gatepass-seats",
        alt: "Gatepass seat selection: the seat map of a concert hall with two seats picked, beside a mobile ticket whose QR code refreshes",
        ...scene,
      },
      {
        id: "gatepass-door",
        alt: "The Gatepass door app on a phone, offline: a ticket scanned valid in 1.8 seconds, 1,204 of 1,450 guests in",
        ...portrait,
      },
      { id: "gatepass-sales", alt: "The Gatepass box office on a phone: 1,450 tickets sold by tier, no reseller fee", ...portrait },
    ],
  },
  clipper: {
    card: { id: "clipwise-card", source: "clipwise-editor", crop: { left: 16, top: 30, width: 480, height: 300 }, alt: "", ...card },
    screens: [
      {
        id: "clipwise-editor",
        alt: "The Clipwise editor: a three-hour stream, its top moments scored and two clips marked on the timeline, beside a captioned vertical clip",
        ...scene,
      },
      {
        id: "clipwise-moments",
        alt: "Clipwise on a phone: the moments found in a three-hour stream, ranked by speech, chat and scene score",
        ...portrait,
      },
      { id: "clipwise-publish", alt: "A vertical Clipwise clip on a phone with bold captions, scheduled for three platforms", ...portrait },
    ],
  },
  nightclub: {
    card: { id: "afterglow-card", source: "afterglow-checkin", crop: { left: 96, top: 30, width: 480, height: 300 }, alt: "", ...card },
    screens: [
      {
        id: "afterglow-checkin",
        alt: "The Afterglow members' app on a phone beside the door check-in list: 412 of 520 guests in",
        ...scene,
      },
      { id: "afterglow-lineup", alt: "The Afterglow members' app on a phone: this week's line-up and a member's pass", ...portrait },
      {
        id: "afterglow-tables",
        alt: "Afterglow table booking on a phone: a floor plan with free and booked tables and a deposit",
        ...portrait,
      },
    ],
  },
} as const satisfies Record<string, { card: Art; screens: readonly Art[] }>;
