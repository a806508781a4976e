import Compass from "lucide-react/icons/compass";
import Layers from "lucide-react/icons/layers";
import Code2 from "lucide-react/icons/code-2";
import Rocket from "lucide-react/icons/rocket";
import type { LucideIcon } from "lucide-react";
import { siteConfig } from "~/config";
import type { CallToAction, HeroContent, SectionHeading, Tone } from "./types";

export type ServiceCard = { title: string; description: string; href: string; icon: LucideIcon; tone: Tone };
export type ProcessStep = { title: string; description: string };
/** A logo in the strip's sprite (app/assets/tech-logos.svg, made by scripts/tech-logos.ts). */
export type TechLogo = "react" | "typescript" | "nextdotjs" | "nodedotjs" | "cloud" | "postgresql" | "vercel" | "netlify";
/** A technology in the strip: its name (the accessible text) and its logo. */
export type Technology = { name: string; logo: TechLogo };

export const homeMeta = {
  title: "Design & engineering for startups",
  description:
    "We design and build web and mobile apps for startups and product teams: 30%+ faster time-to-market and 99.9% uptime on launches.",
} as const;

export const hero = {
  badge: "Design & engineering studio",
  title: `Ship faster with ${siteConfig.brand}`,
  description:
    "We design and build web and mobile apps for startups and product teams: a small senior team that takes your idea from discovery to a launch your users love.",
  primary: { label: "Book a discovery call", href: "/contact" },
  secondary: { label: "View our work", href: "/work" },
} as const satisfies HeroContent;

// Logos from simple-icons (AWS has none there, removed at Amazon's request, so it gets a plain
// cloud mark of ours), in one sprite: the bundle carries a name per logo, not its path.
export const technologies = [
  { name: "React", logo: "react" },
  { name: "TypeScript", logo: "typescript" },
  { name: "Next.js", logo: "nextdotjs" },
  { name: "Node.js", logo: "nodedotjs" },
  { name: "AWS", logo: "cloud" },
  { name: "Postgres", logo: "postgresql" },
  { name: "Vercel", logo: "vercel" },
  { name: "Netlify", logo: "netlify" },
] as const satisfies readonly Technology[];

export const techStrip = {
  label: "Technologies we work with:",
  // The strip's pause control (WCAG 2.2.2): its name; pressed (or checked) means paused.
  pause: "Pause the scrolling technologies",
} as const;

export const whatWeDo = {
  title: "What we do",
  description: "Senior designers and engineers for every stage of your product.",
  more: "Learn more",
} as const satisfies SectionHeading & { more: string };

export const serviceCards = [
  {
    title: "Product Strategy",
    tone: "violet",
    description: "Workshops, research and a roadmap that ties every feature to a business goal.",
    href: "/services",
    icon: Compass,
  },
  {
    title: "Design Systems",
    tone: "lime",
    description: "Accessible components and tokens that keep your product consistent as it grows.",
    href: "/services",
    icon: Layers,
  },
  {
    title: "Full-stack Development",
    tone: "sky",
    description: "Web and mobile apps in TypeScript, React and Node, built on a cloud that scales.",
    href: "/services",
    icon: Code2,
  },
  {
    title: "Launch & Growth",
    tone: "peach",
    description: "Analytics, performance and experiments that turn a launch into lasting traction.",
    href: "/services",
    icon: Rocket,
  },
] as const satisfies readonly ServiceCard[];

export const outcomes = {
  title: "Outcomes over output",
  description:
    "We measure ourselves by what your product achieves: shorter paths to market, launches that stay up, and teams that can carry the work forward.",
  cta: { label: "See case studies", href: "/work" },
  // Where each number comes from: the launches in the case studies' frontmatter (`launch`).
  sources: {
    speed: (count: number, range: string) => `Our last ${count} launches shipped ${range} sooner than their clients had planned.`,
    uptime: (lowest: string) => `Measured since each of those launches: the lowest is ${lowest}.`,
  },
  log: {
    eyebrow: "Launch log",
    title: "Weeks to launch, against each client's own plan",
    weeks: (weeks: number, planned: number) => `${weeks} of ${planned} weeks`,
    sooner: (percent: number) => `${percent}% sooner.`,
    uptime: (uptime: string, measured: string) => `${uptime} uptime ${measured}.`,
  },
} as const;

export const process = { title: "A proven process" } as const satisfies SectionHeading;

export const processSteps = [
  { title: "Discover", description: "We learn your users, goals and limits, and agree what success looks like." },
  { title: "Design", description: "Prototypes and a design system, tried with real users before we build." },
  { title: "Build", description: "Small weekly releases, with tests and monitoring from the first day." },
] as const satisfies readonly ProcessStep[];

// The quotes, their authors' portraits and their companies' wordmarks: app/content/testimonials.ts.
export { testimonials } from "./testimonials";

export const testimonialsSection = {
  title: "Clients love working with us",
  carouselLabel: "Testimonials",
  itemName: "Testimonial",
} as const;

export const homeCta = {
  title: "Have a product in mind?",
  description: "Tell us where you are and where you want to be. We'll come back with a plan, a team and a first milestone.",
  primary: { label: "Start a project", href: "/contact" },
  secondary: { label: "Explore services", href: "/services" },
} as const satisfies CallToAction;
