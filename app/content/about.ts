import {
  BrainCircuit,
  Globe,
  Smartphone,
  Cloud,
  Blocks,
  Workflow,
  BarChart3,
  Palette,
  Target,
  Handshake,
  Sprout,
  type LucideIcon,
} from "lucide-react";
import { siteConfig } from "~/config";
import type { CallToAction } from "./types";

export type AboutCapability = { title: string; icon: LucideIcon; items: readonly string[] };
export type PhilosophyValue = { title: string; icon: LucideIcon; desc: string };

export const aboutHero = {
  badge: `About ${siteConfig.brand}`,
  title: "Who We Are",
  intro: `${siteConfig.brand} is a design and engineering studio. We partner with founders and product teams to plan, design and ship web and mobile software that lasts.`,
  primary: { label: "Start a project", to: "/contact" },
  secondary: { label: "See our work", to: "/work" },
} as const;

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
    desc: "New technology earns its place only when it makes the product better for the people who use it.",
  },
  {
    title: "Transparency & collaboration",
    icon: Handshake,
    desc: "Weekly demos, shared boards and honest estimates: you always know where the work stands.",
  },
  {
    title: "Sustainable growth",
    icon: Sprout,
    desc: "Clean code, documentation and handover, so your product and your team can keep growing after launch.",
  },
] as const satisfies readonly PhilosophyValue[];

export const aboutPanels = [
  {
    title: "Who We Work With",
    text: "Seed to Series B startups finding product-market fit, and product teams inside larger companies who need extra senior hands to launch something new.",
  },
  {
    title: `Why ${siteConfig.brand}`,
    text: "A small senior team on every project, fixed weekly releases and a focus on outcomes: most clients go from first call to kickoff in two weeks.",
  },
] as const satisfies readonly { title: string; text: string }[];

export const aboutCta = {
  title: "Let's talk about your product",
  text: "Bring an idea, a prototype or a product that needs to grow.",
  primary: { label: "Book a discovery call", to: "/contact" },
  secondary: { label: "Explore services", to: "/services" },
} as const satisfies CallToAction;
