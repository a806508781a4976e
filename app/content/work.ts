import { artPath, type Art } from "./art";
import { caseStudyArt } from "./case-study-art";
import type { CallToAction, HeroContent, Tone } from "./types";

/** One number from a project's outcome, e.g. { value: "4 s", label: "door check-in" }. */
export type Metric = { value: string; label: string };

export type CaseStudy = {
  /** Its page is /work/<id>. */
  id: string;
  name: string;
  subtitle: string;
  blurb: string;
  tags: readonly string[];
  /** The tinted accent behind the preview. */
  tone: Tone;
  /** Preview image; null shows 'Preview coming soon'. */
  imageUrl: string | null;
  /** The rendered pictures: the card's crop, and the screens on the study's page (the first leads). */
  art: { card: Art; screens: readonly Art[] };
  /** One line for the page's meta description and social cards. */
  summary: string;
  client: string;
  year: string;
  duration: string;
  challenge: string;
  approach: readonly string[];
  outcome: readonly Metric[];
};

export const workMeta = {
  title: "Work",
  description: "Products we've built for startups and product teams: ticketing, AI video clipping and nightlife apps.",
} as const;

export const workHero = {
  badge: "Selected work",
  title: "Products we've built",
  description: "More case studies are coming soon. Ask us for a walkthrough of recent projects under NDA.",
} as const satisfies HeroContent;

/** The words around every case study, on the cards and on each study's page. */
export const caseStudyText = {
  listTitle: "Case studies",
  badge: "Case Study",
  noPreview: "Preview coming soon",
  previewAlt: (study: { name: string; subtitle: string }) => `Preview of ${study.name}, ${study.subtitle.toLowerCase()}`,
  tagsLabel: "Technologies",
  readMore: "Read the case study",
  workWithUs: "Work with us",
  workWithUsContext: (name: string) => `on a product like ${name}`,
  facts: { client: "Client", year: "Year", duration: "Duration", stack: "Stack" },
  screensTitle: "Screens",
  next: "Next project",
  challenge: "The challenge",
  approach: "Our approach",
  outcome: "The outcome",
  stack: "Stack",
  back: { label: "All work", href: "/work" },
} as const;

export const caseStudies = [
  {
    id: "ticketing",
    name: "Gatepass",
    subtitle: "Ticketing system",
    blurb:
      "An end-to-end ticketing platform for live events: seat maps, mobile tickets with rotating QR codes and a door-scanning app that works offline.",
    tags: ["React", "Node.js", "Postgres", "Stripe"],
    tone: "violet",
    imageUrl: artPath(caseStudyArt.ticketing.card.id, 800, "webp"),
    art: caseStudyArt.ticketing,
    summary: "How we built Gatepass, a ticketing platform with seat maps, rotating QR tickets and an offline door scanner.",
    client: "Gatepass, a live-events promoter",
    year: "2025",
    duration: "14 weeks",
    challenge:
      "Tickets were sold through a reseller that took 12% of every sale, screenshots of tickets were resold at the door, and the venue's Wi-Fi failed whenever the room filled up.",
    approach: [
      "Two weeks of discovery with the box office and door staff to map every way a ticket is bought, moved and checked.",
      "A seat-map editor and checkout on Stripe, released to one venue after six weeks and tuned with real sales.",
      "Tickets carry a QR code that rotates every 30 seconds, so a screenshot is worthless; the door app checks them offline and syncs when the network returns.",
    ],
    outcome: [
      { value: "12%", label: "reseller fee no longer paid" },
      { value: "0", label: "screenshot tickets accepted since launch" },
      { value: "1.8 s", label: "average scan at the door, offline" },
    ],
  },
  {
    id: "clipper",
    name: "Clipwise",
    subtitle: "AI video & stream clipper",
    blurb:
      "Finds the best moments in long videos and live streams with speech and scene analysis, then cuts captioned vertical clips ready to publish.",
    tags: ["TypeScript", "Python", "AWS", "FFmpeg"],
    tone: "peach",
    imageUrl: artPath(caseStudyArt.clipper.card.id, 800, "webp"),
    art: caseStudyArt.clipper,
    summary: "How we built Clipwise, which finds the best moments in long videos and streams and cuts captioned clips.",
    client: "Clipwise, a creator-tools startup",
    year: "2025",
    duration: "11 weeks",
    challenge:
      "Creators spent hours scrubbing through three-hour streams to find a minute worth posting, and the founders' prototype took longer to process a video than the video lasted.",
    approach: [
      "A pipeline on AWS that transcribes, scores and cuts in parallel chunks, so a long stream is processed in minutes, not hours.",
      "Moment scoring from speech, chat activity and scene changes, tuned against clips the creators had picked by hand.",
      "An editor to nudge cuts and restyle captions, then publish vertical clips straight to three platforms.",
    ],
    outcome: [
      { value: "6 min", label: "to clip a three-hour stream" },
      { value: "8 of 10", label: "suggested clips kept by creators" },
      { value: "11 weeks", label: "from first call to paying customers" },
    ],
  },
  {
    id: "nightclub",
    name: "Afterglow",
    subtitle: "Nightclub digital experience",
    blurb:
      "Guest lists, table bookings and a members' app for a nightclub group, with a live event feed and a door check-in that takes seconds.",
    tags: ["React Native", "Next.js", "Supabase"],
    tone: "lime",
    imageUrl: artPath(caseStudyArt.nightclub.card.id, 800, "webp"),
    art: caseStudyArt.nightclub,
    summary: "How we built Afterglow, the guest lists, table bookings and members' app of a nightclub group.",
    client: "A group of three nightclubs",
    year: "2024",
    duration: "16 weeks",
    challenge:
      "Guest lists lived in promoters' phones, table bookings in a shared spreadsheet, and the queue at the door moved at the speed of someone scrolling a printed list.",
    approach: [
      "One booking system for tables and guest lists, with a page per promoter so every guest is counted and credited.",
      "A members' app with the week's line-ups, a live event feed and a pass that opens the door.",
      "A door mode that checks a pass in one scan and shows the host who is arriving, with their table and spend.",
    ],
    outcome: [
      { value: "4 s", label: "door check-in, down from 40" },
      { value: "3×", label: "table bookings made online" },
      { value: "22k", label: "members in the first season" },
    ],
  },
] as const satisfies readonly CaseStudy[];

export const workCta = {
  title: "Your product could be next",
  description: "Tell us what you are building and we'll share how we would approach it.",
  primary: { label: "Start a conversation", href: "/contact" },
  secondary: { label: "Explore services", href: "/services" },
} as const satisfies CallToAction;
