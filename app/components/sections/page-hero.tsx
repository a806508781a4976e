import type * as React from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { LinkAction } from "~/content/types";

type PageHeroProps = {
  badge: string;
  title: string;
  intro?: string;
  primary?: LinkAction;
  secondary?: LinkAction;
  children?: React.ReactNode;
};

/** The top of every page: badge, the page's only h1, intro and up to two actions. */
export function PageHero({ badge, title, intro, primary, secondary, children }: PageHeroProps) {
  return (
    <header className="relative overflow-hidden border-b border-line bg-gradient-to-b from-brand-soft/70 to-canvas">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24">
        <Badge>{badge}</Badge>
        <h1 className="mt-5 max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl md:text-6xl">{title}</h1>
        {intro ? <p className="mt-5 max-w-2xl text-lg text-ink-soft">{intro}</p> : null}
        {primary || secondary ? (
          <div className="mt-8 flex flex-wrap gap-3">
            {primary ? <ActionLink action={primary} variant="primary" /> : null}
            {secondary ? <ActionLink action={secondary} variant="outline" /> : null}
          </div>
        ) : null}
        {children}
      </div>
    </header>
  );
}

/** A call to action rendered as a button-styled link; in-page anchors stay plain links. */
export function ActionLink({ action, variant }: { action: LinkAction; variant: "primary" | "outline" | "inverse" | "inverse-outline" }) {
  return (
    <Button asChild variant={variant} size="lg">
      {action.to.startsWith("#") ? <a href={action.to}>{action.label}</a> : <Link to={action.to}>{action.label}</Link>}
    </Button>
  );
}
