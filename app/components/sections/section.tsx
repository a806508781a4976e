import type * as React from "react";
import { cn } from "~/lib/cn";

type SectionProps = {
  id?: string;
  title: string;
  intro?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
};

/** One page section with its h2, used by every page so spacing and headings stay consistent. */
export function Section({ id, title, intro, className, children }: SectionProps) {
  const headingId = `${id ?? slug(title)}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn("mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24", className)}>
      <div className="mb-10 max-w-2xl">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          {title}
        </h2>
        {intro ? <p className="mt-4 text-lg text-ink-soft">{intro}</p> : null}
      </div>
      {children}
    </section>
  );
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
