import type * as React from "react";
import { keepTogether } from "~/components/ui/keep-together";
import { cn } from "~/lib/cn";

/** The page width and side gutters: every band of every page lines up on it. */
export const container = "mx-auto w-full max-w-page px-gutter";

/** Alternating surfaces down a page, and the one dark band (it switches to the dark palette). */
const tones = { canvas: "bg-canvas", raised: "bg-raised", night: "scheme-dark bg-night" } as const;
export type SectionTone = keyof typeof tones;
/** The beat follows the content: a full band for a grid, a shorter one for a single statement. */
const spacings = { regular: "py-section", compact: "py-section-compact" } as const;

type SectionProps = {
  id?: string;
  title: string;
  description?: React.ReactNode;
  tone?: SectionTone;
  /** The heading is for assistive technology only (a grid whose cards say it all). */
  hideTitle?: boolean;
  spacing?: keyof typeof spacings;
  /** Never on the first screen: rendered only when it nears the viewport (app.css, render-when-near). */
  belowFirstScreen?: boolean;
  className?: string;
  children: React.ReactNode;
};

/** One page section: owns the vertical rhythm, the width, the surface and the h2. */
export function Section({
  id,
  title,
  description,
  tone = "canvas",
  hideTitle = false,
  spacing = "regular",
  belowFirstScreen = false,
  className,
  children,
}: SectionProps) {
  const headingId = `${id ?? slug(title)}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(tones[tone], spacings[spacing], belowFirstScreen && "render-when-near", "text-ink")}
    >
      <div className={cn(container, className)}>
        <div className={hideTitle ? "sr-only" : "mb-stack max-w-2xl"}>
          <h2 id={headingId} className="text-title font-bold text-ink">
            {keepTogether(title)}
          </h2>
          {description ? <p className="mt-4 text-lead text-ink-soft">{description}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
