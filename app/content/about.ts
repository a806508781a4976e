import BrainCircuit from "lucide-react/icons/brain-circuit";
import Globe from "lucide-react/icons/globe";
import Smartphone from "lucide-react/icons/smartphone";
import Cloud from "lucide-react/icons/cloud";
import Blocks from "lucide-react/icons/blocks";
import Workflow from "lucide-react/icons/workflow";
import BarChart3 from "lucide-react/icons/bar-chart-3";
import Palette from "lucide-react/icons/palette";
import Target from "lucide-react/icons/target";
import Handshake from "lucide-react/icons/handshake";
import Sprout from "lucide-react/icons/sprout";
import type { LucideIcon } from "lucide-react";
import { siteConfig } from "~/config";
import type { CallToAction, CardContent, HeroContent, SectionHeading } from "./types";

export type AboutCapability = { title: string; icon: LucideIcon; items: readonly string[] };
export type PhilosophyValue = { title: string; icon: LucideIcon; description: string };

export const aboutMeta = {
  title: "About",
  description: "Who we are: a senior design and engineering team for startups and product teams.",
} as const;

export const aboutHero = {
  badge: `About ${siteConfig.brand}`,
  title: "Who We Are",
  description: `${siteConfig.brand} is a design and engineering studio. We partner with founders and product teams to plan, design and ship web and mobile software that lasts.`,
  primary: { label: "Start a project", href: "/contact" },
  secondary: { label: "See our work", href: "/work" },
} as const satisfies HeroContent;

export const aboutSections = {
  capabilities: { title: "What We Do" },
  philosophy: { title: "Our Philosophy" },
  team: {
    // "2-6 engineers" stays on one line: the section heading keeps number ranges together.
    title: "How Our 2-6 Engineers Work",
  },
  roles: { title: "Who Is on Your Team" },
  rituals: { title: "Our Weekly Rhythm" },
} as const satisfies Record<string, SectionHeading>;

export const capabilities = [
  {
    title: "AI & Machine Learning",
    icon: BrainCircuit,
    items: ["LLM features and assistants", "Recommendation and search", "Model evaluation"],
  },
  { title: "Web Development", icon: Globe, items: ["React and Next.js apps", "APIs and backends", "Performance and SEO"] },
  {
    title: "Mobile App Development",
    icon: Smartphone,
    items: ["iOS and Android with React Native", "Offline-first apps", "App store launches"],
  },
  { title: "Cloud & Infrastructure", icon: Cloud, items: ["AWS and serverless", "Infrastructure as code", "Observability"] },
  { title: "Blockchain & Web3", icon: Blocks, items: ["Smart contracts", "Wallet integrations", "On-chain data"] },
  { title: "Automation & Integrations", icon: Workflow, items: ["Workflow automation", "Third-party APIs", "Internal tools"] },
  { title: "Data & Analytics", icon: BarChart3, items: ["Pipelines and warehouses", "Dashboards", "Product analytics"] },
  { title: "Creative & UX", icon: Palette, items: ["Brand and visual design", "UX research", "Design systems"] },
] as const satisfies readonly AboutCapability[];

export const philosophy = [
  {
    title: "Innovation with purpose",
    icon: Target,
    description: "New technology earns its place only when it makes the product better for the people who use it.",
  },
  {
    title: "Transparency & collaboration",
    icon: Handshake,
    description: "Weekly demos, shared boards and honest estimates: you always know where the work stands.",
  },
  {
    title: "Sustainable growth",
    icon: Sprout,
    description: "Clean code, documentation and handover, so your product and your team can keep growing after launch.",
  },
] as const satisfies readonly PhilosophyValue[];

export const aboutPanels = [
  {
    title: "Who We Work With",
    description:
      "Seed to Series B startups finding product-market fit, and product teams inside larger companies who need extra senior hands to launch something new.",
  },
  {
    title: `Why ${siteConfig.brand}`,
    description:
      "A small senior team on every project, fixed weekly releases and a focus on outcomes: most clients go from first call to kickoff in two weeks.",
  },
] as const satisfies readonly CardContent[];

/** The roles on a project team: a team of 2-6 is drawn from these, by what the product needs. */
export const teamRoles = [
  {
    title: "Product lead",
    description:
      "Your one point of contact. Owns scope, the weekly plan and the decisions log; a senior engineer or designer who also builds.",
  },
  {
    title: "Product designer",
    description: "Research, flows and the design system. Tests prototypes with your users before anything is built.",
  },
  {
    title: "Full-stack engineers (1-3)",
    description: "TypeScript from database to interface, each owning features end to end, tests and monitoring included.",
  },
  {
    title: "Cloud & data engineer",
    description: "Joins when the product needs it: infrastructure as code, pipelines, cost and uptime.",
  },
] as const satisfies readonly CardContent[];

/** The rituals every team keeps, in the order of a week. */
export const teamRituals = [
  { title: "Monday plan", description: "Fifteen minutes with you to agree the week's goal and what will be demoed on Friday." },
  { title: "Daily async update", description: "A written note in your Slack: done, next, blocked. No status meetings." },
  {
    title: "Wednesday design review",
    description: "Designers and engineers walk through the work in progress together, before it is built twice.",
  },
  {
    title: "Friday demo and release",
    description: "Working software on a real URL every week, and a short write-up of what changed and why.",
  },
] as const satisfies readonly CardContent[];

export const aboutCta = {
  title: "Let's Talk About Your Product",
  description: "Bring an idea, a prototype or a product that needs to grow.",
  primary: { label: "Book a discovery call", href: "/contact" },
  secondary: { label: "Explore services", href: "/services" },
} as const satisfies CallToAction;

// The people: app/content/team.ts (names, roles and the portraits drawn from them).
export { team } from "./team";

/** About's opening statement, set large: what the studio believes, in two sentences. */
export const manifesto = {
  lead: "We are small on purpose.",
  body: "The people who plan your product design it, build it and stay with it to launch, then hand over software your own team is glad to keep.",
} as const;

/** The evidence under "Why": each case study's headline number, its context and a link to the study. */
export const whyUs = {
  readStudy: "Read the case study",
  studyCount: (count: number) => `From our last ${count} launches`,
} as const;
