import type * as React from "react";
import { MeridianGlobe } from "~/components/brand/meridian-globe";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { HeroContent, LinkAction } from "~/content/types";
import { cn } from "~/lib/cn";
import { container } from "./section";

/**
 * Where each page's globe stands and how it moves, so no two heroes open alike: Home's turns
 * behind the picture, Services' leans the other way and only draws in. About's hero is text from
 * edge to edge (the manifesto, then names under portraits), so its globe keeps to the top corner the
 * headline and actions leave free: only an arc shows, and no line runs under a word. Each step's
 * circle is sized and placed for that step's headline and actions (e2e/hero-globe.spec.ts checks it).
 */
const globes = {
  // Below lg the picture follows the words: the globe stands at the hero's foot, behind the picture
  // (at the top corner its lines ran behind the headline on a phone).
  home: { tilt: -23, turn: "spin", className: "-right-24 bottom-56 w-[20rem] lg:-top-40 lg:-right-40 lg:bottom-auto lg:w-[52rem]" },
  services: { tilt: 16, turn: "still", className: "-top-20 -right-44 w-[30rem] lg:-top-52 lg:-right-24 lg:w-[44rem]" },
  about: {
    tilt: -8,
    turn: "spin",
    className:
      "-top-[13.125rem] -right-[11.875rem] w-[21.25rem] md:-top-[22.5rem] md:-right-[21.25rem] md:w-[37.5rem] lg:-top-[37.5rem] lg:-right-[27.5rem] lg:w-[47.5rem]",
  },
  page: { tilt: -23, turn: "still", className: "-top-24 -right-48 w-[30rem] lg:-top-48 lg:-right-32 lg:w-[40rem]" },
} as const;
export type HeroGlobe = keyof typeof globes;

type PageHeroProps = HeroContent & {
  /** Which page's variation of the signature globe stands behind the hero. */
  globe?: HeroGlobe;
  /** Shown beside the text from the large breakpoint up, below it on smaller screens. */
  visual?: React.ReactNode;
  children?: React.ReactNode;
};

/**
 * The top of every page: badge, the page's only h1, lead paragraph and up to two actions. With a
 * visual, the text takes the left and the visual the right; without one, the headline takes the
 * left and the lead paragraph with the actions answers it on the right, so no half stands empty.
 */
export function PageHero({ badge, title, description, primary, secondary, visual, children, globe = "page" }: PageHeroProps) {
  const { className: globePlace, ...globeMotion } = globes[globe];
  const actions =
    primary || secondary ? (
      // On a phone the two share a line when they fit (a little less padding helps), else each takes one.
      <div className="mt-8 flex flex-wrap gap-3 max-sm:[&>*]:flex-1 max-sm:[&>*]:px-4">
        {primary ? <ActionLink action={primary} variant="primary" /> : null}
        {secondary ? <ActionLink action={secondary} variant="outline" /> : null}
      </div>
    ) : null;
  const lead = description ? <p className="mt-6 max-w-2xl text-lead text-ink-soft">{description}</p> : null;
  return (
    <header className="hero-wash relative overflow-hidden border-b border-line bg-canvas">
      <MeridianGlobe {...globeMotion} className={cn("absolute aspect-square text-brand opacity-25 dark:opacity-40", globePlace)} />
      <div
        className={cn(
          container,
          "relative pt-hero",
          children ? "pb-10" : "pb-hero",
          "lg:grid lg:gap-12",
          visual ? "lg:grid-cols-[1.1fr_1fr] lg:items-center" : "lg:grid-cols-[1.25fr_1fr] lg:items-end",
        )}
      >
        <div>
          <Badge>{badge}</Badge>
          <h1 className="mt-6 max-w-4xl text-display font-bold text-ink">{title}</h1>
          {visual ? lead : null}
          {visual ? actions : null}
        </div>
        {visual ?? (
          <div className="lg:pb-2 lg:[&>p:first-child]:mt-0">
            {lead}
            {actions}
          </div>
        )}
      </div>
      {children ? <div className={cn(container, "relative pb-12")}>{children}</div> : null}
    </header>
  );
}

/** A call to action rendered as a button-styled link; in-page anchors stay plain links. */
export function ActionLink({ action, variant }: { action: LinkAction; variant: "primary" | "outline" | "inverse" | "inverse-outline" }) {
  return (
    <Button asChild variant={variant} size="lg">
      <a href={action.href}>{action.label}</a>
    </Button>
  );
}
