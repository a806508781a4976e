import type * as React from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { HeroContent, LinkAction } from "~/content/types";
import { cn } from "~/lib/cn";
import { container } from "./section";

type PageHeroProps = HeroContent & {
  /** Shown beside the text from the large breakpoint up (the home page's product mockups). */
  visual?: React.ReactNode;
  children?: React.ReactNode;
};

/** The top of every page: badge, the page's only h1, lead paragraph and up to two actions. */
export function PageHero({ badge, title, description, primary, secondary, visual, children }: PageHeroProps) {
  return (
    <header className="relative overflow-hidden border-b border-line bg-canvas">
      {/* A soft wash of the accents behind the text; decorative, drawn by CSS. */}
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 -top-40 h-[32rem] bg-[radial-gradient(ellipse_at_20%_30%,var(--color-tint-violet),transparent_60%),radial-gradient(ellipse_at_85%_10%,var(--color-tint-lime),transparent_55%)] opacity-80"
      />
      <div
        className={cn(
          container,
          "relative",
          children ? "pt-section pb-12" : "py-section",
          visual && "lg:grid lg:grid-cols-[1.1fr_1fr] lg:items-center lg:gap-12",
        )}
      >
        <div>
          <Badge>{badge}</Badge>
          <h1 className="mt-6 max-w-4xl text-display font-bold text-ink">{title}</h1>
          {description ? <p className="mt-6 max-w-2xl text-lead text-ink-soft">{description}</p> : null}
          {primary || secondary ? (
            <div className="mt-8 flex flex-wrap gap-3">
              {primary ? <ActionLink action={primary} variant="primary" /> : null}
              {secondary ? <ActionLink action={secondary} variant="outline" /> : null}
            </div>
          ) : null}
        </div>
        {visual}
      </div>
      {children ? <div className={cn(container, "relative pb-section")}>{children}</div> : null}
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
