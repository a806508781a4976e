import { contactFormFailed } from "./contact-form-failed";
import { promises } from "./site";

export const contactHero = {
  badge: "Contact",
  title: "Let's build something great",
  intro: "Tell us about your product, your timeline and your budget. A founder reads every message.",
} as const;

export const contactFacts = [
  { label: "Reply within", value: promises.replyTime },
  { label: "Average project kickoff", value: promises.kickoff },
  { label: "Team size", value: promises.teamSize },
  { label: "Services", value: promises.services.join(", ") },
] as const satisfies readonly { label: string; value: string }[];

export const contactForm = {
  fields: {
    name: { label: "Name", placeholder: "Jane Doe" },
    email: { label: "Email", placeholder: "jane@company.com" },
    company: { label: "Company", placeholder: "Acme Inc." },
    message: { label: "How can we help?", placeholder: "Project goals, timeline, budget...", rows: 6 },
  },
  submit: "Send message",
  submitting: "Sending...",
  privacy: "We never share your information. By submitting, you agree to our privacy policy.",
  // Not in the spec: shown only without JavaScript, on a build whose backend is hosted (no server
  // of ours to post the form to). The e-mail address follows it as a link.
  needsJavaScript: "This form needs JavaScript, which is off in your browser. You can also e-mail us at",
  thanks: {
    title: "Thanks! We'll be in touch.",
    text: `Expect a reply within ${promises.replyTime}.`,
  },
  toasts: {
    sent: { title: "Message sent!", description: `We'll get back to you within ${promises.replyTime}.` },
    failed: { title: "Error", description: contactFormFailed },
  },
} as const;

export const notFound = {
  code: "404",
  title: "Oops! Page not found",
  home: { label: "Return to Home", to: "/" },
} as const;

export const appError = {
  title: "Unexpected Application Error!",
  text: "Something went wrong on our side. Please try again, or go back to the home page.",
  home: { label: "Return to Home", to: "/" },
} as const;
