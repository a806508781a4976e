import { contactFormFailed } from "./contact-form-failed";
import { siteConfig } from "~/config";
import { team } from "./team";
import { promises } from "./site";
import type { HeroContent } from "./types";

export const contactMeta = {
  title: "Contact",
  description: "Tell us about your product. We reply within 1-2 business days; projects kick off in about 2 weeks.",
} as const;

/** The page a contact form posted without JavaScript leads to (noindex). */
export const contactSentMeta = {
  title: "Message sent",
  description: `Thanks for your message. We reply within ${promises.replyTime}.`,
} as const;

// Who reads a new message: the first person on the team page. Contact and the thank-you name
// the same person in the same role, read from there (a page never says "a founder" while
// another names someone else).
const replier = team.members[0];
const readsEveryMessage = replier ? `${replier.name}, our ${replier.role.toLowerCase()}, reads every message.` : "We read every message.";
const readsYourMessage = replier ? `${replier.name} reads your message` : "We read your message";

export const contactHero = {
  badge: "Contact",
  title: "Let's build something great",
  description: `Tell us about your product, your timeline and your budget. ${readsEveryMessage}`,
} as const satisfies HeroContent;

/** The facts panel beside the form. */
export const contactPanel = {
  title: "At a glance",
  facts: [
    { label: "Reply within", value: promises.replyTime },
    { label: "Average project kickoff", value: promises.kickoff },
    { label: "Team size", value: promises.teamSize },
    { label: "Services", value: promises.services.join(", ") },
  ],
  email: { label: "Prefer e-mail?", address: siteConfig.email },
  // Offered only when the build sets PUBLIC_BOOKING_URL (a Cal.com, Calendly or other scheduler page).
  booking: { label: "Prefer to talk?", link: "Pick a time", url: siteConfig.bookingUrl },
  next: {
    title: "What happens after you send",
    steps: [
      `${readsYourMessage} and replies within ${promises.replyTime}.`,
      "A 30-minute call about your goals, users and timeline.",
      `A written plan with a team, a first milestone and a price; kickoff in about ${promises.kickoff}.`,
    ],
  },
} as const satisfies {
  title: string;
  facts: readonly { label: string; value: string }[];
  email: { label: string; address: string };
  booking: { label: string; link: string; url: string };
  next: { title: string; steps: readonly string[] };
};

export const contactForm = {
  title: "Send us a message",
  optional: "Optional",
  fields: {
    name: { label: "Name", placeholder: "Jane Doe" },
    email: { label: "Email", placeholder: "jane@company.com" },
    company: { label: "Company", placeholder: "Acme Inc." },
    message: { label: "How can we help?", placeholder: "Project goals, timeline, budget...", rows: 6 },
  },
  // The honeypot's label: bots read it, people and assistive technology never see it.
  honeypotLabel: "Website",
  submit: "Send message",
  submitting: "Sending...",
  // "privacy policy" links to PUBLIC_PRIVACY_URL when it is set.
  privacy: {
    before: "We never share your information. By submitting, you agree to our ",
    link: "privacy policy",
    after: ".",
    url: siteConfig.privacyUrl,
  },
  // Not in the spec: shown only without JavaScript, on a build whose backend is hosted (no server
  // of ours to post the form to). The e-mail address follows it as a link.
  needsJavaScript: "This form needs JavaScript, which is off in your browser. You can also e-mail us at",
  thanks: {
    title: "Thanks! We'll be in touch.",
    description: `Expect a reply within ${promises.replyTime}.`,
    eyebrow: "Message received",
    replier: { person: replier, says: "reads every message and will write back to you personally." },
    prepare: {
      title: "Before our first call",
      items: [
        "Who your users are, and the one thing they must be able to do.",
        "Your timeline, and any date that cannot move.",
        "A rough budget range, and who decides.",
        "Links to anything that exists: a prototype, a deck, a competitor you admire.",
      ],
    },
    meanwhile: { title: "While you wait", link: "Read the case study" },
  },
  toasts: {
    sent: { title: "Message sent!", description: `We'll get back to you within ${promises.replyTime}.` },
    failed: { title: "Error", description: contactFormFailed },
  },
} as const;
