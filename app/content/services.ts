import { Cloud, Blocks, BarChart3, Workflow, Lightbulb, Palette, Boxes, type LucideIcon } from "lucide-react";
import type { CallToAction, HeroContent } from "./types";

export type ServiceCategory = { id: string; title: string; icon: LucideIcon; items: readonly string[] };

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
} as const;

export const serviceCategories = [
  {
    id: "cloud",
    title: "Cloud & Infrastructure",
    icon: Cloud,
    items: [
      "Cloud architecture on AWS, GCP and Azure",
      "Infrastructure as code with Terraform",
      "CI/CD pipelines and preview environments",
      "Monitoring, alerting and incident response",
      "Cost reviews and performance tuning",
    ],
  },
  {
    id: "blockchain",
    title: "Blockchain & Web3",
    icon: Blocks,
    items: [
      "Smart contract design and audits",
      "Wallet and payment integrations",
      "Token and NFT platforms",
      "On-chain data indexing",
      "Decentralised app front ends",
    ],
  },
  {
    id: "data",
    title: "Data & Analytics",
    icon: BarChart3,
    items: [
      "Data pipelines and warehousing",
      "Product analytics and event tracking",
      "Dashboards and self-serve reporting",
      "Machine learning features in production",
      "Data privacy and governance",
    ],
  },
  {
    id: "automation",
    title: "Automation & Integrations",
    icon: Workflow,
    items: [
      "Workflow automation for internal teams",
      "Third-party API integrations",
      "CRM and ERP connectors",
      "AI assistants for support and operations",
      "Webhooks and event-driven backends",
    ],
  },
  {
    id: "strategy",
    title: "Product Strategy & Consulting",
    icon: Lightbulb,
    items: [
      "Discovery workshops and user research",
      "Roadmaps and scope for a first release",
      "Technical due diligence",
      "Team augmentation and mentoring",
      "Build, buy or partner decisions",
    ],
  },
  {
    id: "creative",
    title: "Creative & User Experience",
    icon: Palette,
    items: [
      "Brand identity and visual design",
      "UX research and usability testing",
      "Interaction design and prototyping",
      "Accessible design systems",
      "Motion and micro-interactions",
    ],
  },
  {
    id: "saas",
    title: "Specialized SaaS Solutions",
    icon: Boxes,
    items: [
      "Multi-tenant SaaS platforms",
      "Subscription billing and metering",
      "Admin consoles and role-based access",
      "Marketplace and booking systems",
    ],
  },
] as const satisfies readonly ServiceCategory[];

export const servicesCta = {
  title: "Not sure where to start?",
  description: "A 30-minute discovery call is enough to find the first milestone worth building.",
  primary: { label: "Book a discovery call", href: "/contact" },
  secondary: { label: "Back to home", href: "/" },
} as const satisfies CallToAction;
