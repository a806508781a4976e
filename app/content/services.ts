import Cloud from "lucide-react/icons/cloud";
import Blocks from "lucide-react/icons/blocks";
import BarChart3 from "lucide-react/icons/bar-chart-3";
import Workflow from "lucide-react/icons/workflow";
import Lightbulb from "lucide-react/icons/lightbulb";
import Palette from "lucide-react/icons/palette";
import Boxes from "lucide-react/icons/boxes";
import type { LucideIcon } from "lucide-react";
import type { CallToAction, HeroContent } from "./types";

/**
 * A category: the spec's title and offerings, and our words around them. `relatedWork` names the
 * words a case study's frontmatter `services` or `tags` carry when it shows this kind of work
 * (case-insensitive, whole entries): the category links such a study, so a replaced or added
 * study is linked without touching this file.
 */
export type ServiceCategory = {
  id: string;
  title: string;
  /** A line icon beside the numeral (the spec's record has one). */
  icon: LucideIcon;
  promise: string;
  items: readonly string[];
  engagement: string;
  relatedWork: readonly string[];
};

export const servicesMeta = {
  title: "Services",
  description: "Cloud, blockchain, data, automation, product strategy, UX and SaaS: services tailored to your roadmap.",
} as const;

export const servicesHero = {
  badge: "Capabilities",
  title: "Services tailored to your roadmap",
  description: "From a first prototype to a platform that serves millions, pick the capabilities you need today and add more as you grow.",
  primary: { label: "Start a project", href: "/contact" },
  // 'Explore services' jumps to the first category on this page.
  secondary: { label: "Explore services", href: "#cloud" },
} as const satisfies HeroContent;

export const servicesPage = {
  chipsLabel: "Service categories",
  gridTitle: "All services",
  engagementLabel: "Typical engagement",
  relatedLabel: "Related work",
} as const;

export const serviceCategories = [
  {
    id: "cloud",
    title: "Cloud & Infrastructure",
    icon: Cloud,
    promise: "Infrastructure you stop thinking about: deploys in minutes, bills you can read.",
    items: [
      "Cloud architecture on AWS, GCP and Azure",
      "Infrastructure as code with Terraform",
      "CI/CD pipelines and preview environments",
      "Monitoring, alerting and incident response",
      "Cost reviews and performance tuning",
    ],
    engagement: "A two-week architecture review, then 6–10 weeks with one or two platform engineers.",
    relatedWork: ["Cloud infrastructure", "AWS", "GCP", "Azure", "Terraform"],
  },
  {
    id: "blockchain",
    title: "Blockchain & Web3",
    icon: Blocks,
    promise: "On-chain only where it earns its place, and audited before a single token moves.",
    items: [
      "Smart contract design and audits",
      "Wallet and payment integrations",
      "Token and NFT platforms",
      "On-chain data indexing",
      "Decentralised app front ends",
    ],
    engagement: "A four-week proof of concept and audit, then 10–16 weeks to a mainnet launch.",
    relatedWork: ["Blockchain", "Web3", "Smart contracts", "Solidity"],
  },
  {
    id: "data",
    title: "Data & Analytics",
    icon: BarChart3,
    promise: "Numbers your team trusts, in the tools they already open every morning.",
    items: [
      "Data pipelines and warehousing",
      "Product analytics and event tracking",
      "Dashboards and self-serve reporting",
      "Machine learning features in production",
      "Data privacy and governance",
    ],
    engagement: "Three weeks to map events and sources, then 8–12 weeks to the first trusted dashboard.",
    relatedWork: ["Machine learning", "Data", "Analytics", "Data pipelines"],
  },
  {
    id: "automation",
    title: "Automation & Integrations",
    icon: Workflow,
    promise: "The busywork between your systems, handed to the systems.",
    items: [
      "Workflow automation for internal teams",
      "Third-party API integrations",
      "CRM and ERP connectors",
      "AI assistants for support and operations",
      "Webhooks and event-driven backends",
    ],
    engagement: "Two weeks to map the workflow, then 4–8 weeks per integration, shipped one at a time.",
    relatedWork: ["Automation", "Integrations", "Stripe", "Payments"],
  },
  {
    id: "strategy",
    title: "Product Strategy & Consulting",
    icon: Lightbulb,
    promise: "Know what to build first, and what not to build at all.",
    items: [
      "Discovery workshops and user research",
      "Roadmaps and scope for a first release",
      "Technical due diligence",
      "Team augmentation and mentoring",
      "Build, buy or partner decisions",
    ],
    engagement: "A two-week discovery sprint with a designer and an engineer, ending in a written plan.",
    relatedWork: ["Product strategy", "Product discovery", "Technical due diligence"],
  },
  {
    id: "creative",
    title: "Creative & User Experience",
    icon: Palette,
    promise: "Products people understand at first sight and still enjoy at the hundredth.",
    items: [
      "Brand identity and visual design",
      "UX research and usability testing",
      "Interaction design and prototyping",
      "Accessible design systems",
      "Motion and micro-interactions",
    ],
    engagement: "Four weeks to a tested prototype, then a designer embedded in the build team.",
    relatedWork: ["Service design", "Product design", "UX", "Design system"],
  },
  {
    id: "saas",
    title: "Specialized SaaS Solutions",
    icon: Boxes,
    promise: "The plumbing every SaaS needs, built once and built to last.",
    items: [
      "Multi-tenant SaaS platforms",
      "Subscription billing and metering",
      "Admin consoles and role-based access",
      "Marketplace and booking systems",
    ],
    engagement: "12–16 weeks from first call to paying customers, with a team of 3–5.",
    relatedWork: ["Booking system", "SaaS", "Subscription billing", "Marketplace"],
  },
] as const satisfies readonly ServiceCategory[];

export const servicesCta = {
  title: "Not sure where to start?",
  description: "A 30-minute discovery call is enough to find the first milestone worth building.",
  primary: { label: "Book a discovery call", href: "/contact" },
  secondary: { label: "Back to home", href: "/" },
} as const satisfies CallToAction;
