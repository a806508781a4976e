import type { CallToAction } from "./types";

export type CaseStudy = {
  id: string;
  name: string;
  subtitle: string;
  blurb: string;
  tags: readonly string[];
  /** Tailwind gradient classes behind the preview. */
  gradient: string;
  /** Preview image; null shows 'Preview coming soon'. */
  imageUrl: string | null;
};

export const workHero = {
  badge: "Selected work",
  title: "Products we've built",
  note: "More case studies are coming soon. Ask us for a walkthrough of recent projects under NDA.",
} as const;

export const caseStudies = [
  {
    id: "ticketing",
    name: "Gatepass",
    subtitle: "Ticketing system",
    blurb:
      "An end-to-end ticketing platform for live events: seat maps, mobile tickets with rotating QR codes and a door-scanning app that works offline.",
    tags: ["React", "Node.js", "Postgres", "Stripe"],
    gradient: "from-indigo-600 to-sky-500",
    imageUrl: "/work/ticketing.svg",
  },
  {
    id: "clipper",
    name: "Clipwise",
    subtitle: "AI video & stream clipper",
    blurb:
      "Finds the best moments in long videos and live streams with speech and scene analysis, then cuts captioned vertical clips ready to publish.",
    tags: ["TypeScript", "Python", "AWS", "FFmpeg"],
    gradient: "from-fuchsia-600 to-rose-500",
    imageUrl: "/work/clipper.svg",
  },
  {
    id: "nightclub",
    name: "Afterglow",
    subtitle: "Nightclub digital experience",
    blurb:
      "Guest lists, table bookings and a members' app for a nightclub group, with a live event feed and a door check-in that takes seconds.",
    tags: ["React Native", "Next.js", "Supabase"],
    gradient: "from-amber-500 to-orange-600",
    imageUrl: null,
  },
] as const satisfies readonly CaseStudy[];

export const workCta = {
  title: "Your product could be next",
  text: "Tell us what you are building and we'll share how we would approach it.",
  primary: { label: "Start a conversation", to: "/contact" },
  secondary: { label: "Explore services", to: "/services" },
} as const satisfies CallToAction;
