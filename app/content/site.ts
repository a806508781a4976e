import { siteConfig } from "~/config";

// The spec's business constants, in one place. Pages and components read them from here.
export const promises = {
  replyTime: "1-2 business days",
  kickoff: "2 weeks",
  teamSize: "2-6 engineers",
  services: ["Design", "Web", "Mobile", "Cloud"],
} as const;

export const stats = [
  { value: "30%+", label: "faster time-to-market" },
  { value: "99.9%", label: "uptime on launches" },
] as const satisfies readonly { value: string; label: string }[];

export type NavLink = { label: string; href: string };

export const primaryNav = [
  { label: "Services", href: "/services" },
  { label: "Work", href: "/work" },
  { label: "About", href: "/about" },
  { label: "Contact", href: "/contact" },
] as const satisfies readonly NavLink[];

export const bookCall = { label: "Book a call", href: "/contact" } as const satisfies NavLink;

/** Words of the shared chrome: skip link, header controls, footer. */
export const chrome = {
  skipLink: "Skip to main content",
  menu: { open: "Open menu", close: "Close menu" },
  themeToggle: "Dark theme",
  dismissToast: "Dismiss notification",
  // The carousel's step buttons and slide names: "Previous testimonial", "Testimonial 2 of 3".
  carousel: {
    previous: (item: string) => `Previous ${item.toLowerCase()}`,
    next: (item: string) => `Next ${item.toLowerCase()}`,
    position: (item: string, n: number, total: number) => `${item} ${n} of ${total}`,
  },
} as const;

export const footer = {
  description: `${siteConfig.brand} designs and builds web and mobile products for startups and product teams, from first prototype to a launch that stays up.`,
  companyTitle: "Company",
  contactTitle: "Get in touch",
  contactLink: { label: "Contact", href: "/contact" },
  rights: "All rights reserved.",
  legalLabel: "Legal",
  legalHint: "Not published yet",
  company: [
    { label: "About", href: "/about" },
    { label: "Work", href: "/work" },
    { label: "Services", href: "/services" },
  ],
  // The spec keeps Privacy and Terms as placeholders that lead nowhere; PUBLIC_PRIVACY_URL and
  // PUBLIC_TERMS_URL make them links to the operator's pages.
  legal: [
    { label: "Privacy", url: siteConfig.privacyUrl },
    { label: "Terms", url: siteConfig.termsUrl },
  ],
} as const;
