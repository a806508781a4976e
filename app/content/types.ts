import type { PagePath } from "~/routes-list";

// One naming for every content record, so a component never has to guess:
// - `description` is the sentence or paragraph under a title. (It replaces the older `desc`,
//   `text`, `intro` and `note`, which meant the same; SPEC.md section 3 writes `desc`.)
// - `href` is where a link goes, inside the site or an in-page `#anchor`. (It replaces `to`;
//   components hand it to React Router's `to` prop.)
// - `title` names a card or section, `label` names a control or a fact.

/** Where an action leads: one of the site's pages (app/routes-list.ts), or an `#anchor` on this one. */
export type ActionHref = PagePath | `#${string}`;
export type LinkAction = { label: string; href: ActionHref };

/** The closing call-to-action band every page ends with. */
export type CallToAction = { title: string; description: string; primary: LinkAction; secondary: LinkAction };

/** A page's top: eyebrow badge, its one h1, the lead paragraph and up to two actions. */
export type HeroContent = { badge: string; title: string; description?: string; primary?: LinkAction; secondary?: LinkAction };

/** A titled card: About's capabilities, values and panels, the team's roles and rituals. */
export type CardContent = { title: string; description?: string; items?: readonly string[] };

/** Section headings and their lead paragraph. */
export type SectionHeading = { title: string; description?: string };

/** The tinted accent a card family uses (see the tint tokens in app.css). */
export type Tone = "violet" | "lime" | "peach" | "sky";
