import { Compass, Layers, Code2, Rocket, type LucideIcon } from "lucide-react";
import { siteConfig } from "~/config";
import type { CallToAction } from "./types";

export type ServiceCard = { title: string; desc: string; href: string; icon: LucideIcon };
export type ProcessStep = { title: string; desc: string };
export type Testimonial = { name: string; role: string; quote: string };

export const hero = {
  badge: "Design & engineering studio",
  title: `Ship faster with ${siteConfig.brand}`,
  intro:
    "We design and build web and mobile apps for startups and product teams: a small senior team that takes your idea from discovery to a launch your users love.",
  primary: { label: "Book a discovery call", to: "/contact" },
  secondary: { label: "View our work", to: "/work" },
} as const;

export const technologies = ["React", "TypeScript", "Next.js", "Node.js", "AWS", "Postgres", "Vercel", "Netlify"] as const;

export const serviceCards = [
  {
    title: "Product Strategy",
    desc: "Workshops, research and a roadmap that ties every feature to a business goal.",
    href: "/services",
    icon: Compass,
  },
  {
    title: "Design Systems",
    desc: "Accessible components and tokens that keep your product consistent as it grows.",
    href: "/services",
    icon: Layers,
  },
  {
    title: "Full-stack Development",
    desc: "Web and mobile apps in TypeScript, React and Node, built on a cloud that scales.",
    href: "/services",
    icon: Code2,
  },
  {
    title: "Launch & Growth",
    desc: "Analytics, performance and experiments that turn a launch into lasting traction.",
    href: "/services",
    icon: Rocket,
  },
] as const satisfies readonly ServiceCard[];

export const outcomes = {
  title: "Outcomes over output",
  intro:
    "We measure ourselves by what your product achieves: shorter paths to market, launches that stay up, and teams that can carry the work forward.",
  cta: { label: "See case studies", to: "/work" },
} as const;

export const processSteps = [
  { title: "Discover", desc: "We learn your users, goals and limits, and agree what success looks like." },
  { title: "Design", desc: "Prototypes and a design system, tried with real users before we build." },
  { title: "Build", desc: "Small weekly releases, with tests and monitoring from the first day." },
] as const satisfies readonly ProcessStep[];

export const testimonials = [
  {
    name: "Priya Raman",
    role: "CEO, Loopline",
    quote:
      "They turned a rough idea into a product our customers pay for in eleven weeks, and the code is a pleasure for our own team to extend.",
  },
  {
    name: "Marcus Hale",
    role: "Head of Product, Fieldnote",
    quote:
      "Weekly demos, honest estimates and no surprises. Our launch went out on the planned date and has not had a minute of downtime since.",
  },
  {
    name: "Sofia Lindqvist",
    role: "Founder, Tempo Health",
    quote: "Their design system cut our time to ship new screens in half. It felt like working with our own senior team, not an agency.",
  },
] as const satisfies readonly Testimonial[];

export const homeCta = {
  title: "Have a product in mind?",
  text: "Tell us where you are and where you want to be. We'll come back with a plan, a team and a first milestone.",
  primary: { label: "Start a project", to: "/contact" },
  secondary: { label: "Explore services", to: "/services" },
} as const satisfies CallToAction;
