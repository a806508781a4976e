import { Slot } from "./slot";
import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import type { Tone } from "~/content/types";
import { cn } from "~/lib/cn";

/** Every card on the site: one shape, a surface or a tinted accent, optionally lifting on hover. */
export const cardStyles = cva("rounded-card border", {
  variants: {
    tone: {
      surface: "border-line bg-surface",
      raised: "border-line bg-raised",
      violet: "border-transparent bg-tint-violet",
      lime: "border-transparent bg-tint-lime",
      peach: "border-transparent bg-tint-peach",
      sky: "border-transparent bg-tint-sky",
    },
    padding: { none: "", md: "p-6", lg: "p-6 md:p-8" },
    interactive: {
      true: "reveal transition duration-300 hover:-translate-y-1 hover:border-brand/40 hover:shadow-xl hover:shadow-brand/10",
      false: "",
    },
  },
  defaultVariants: { tone: "surface", padding: "md", interactive: false },
});

type CardProps = React.ComponentProps<"div"> & VariantProps<typeof cardStyles> & { asChild?: boolean };

export function Card({ asChild = false, tone, padding, interactive, className, ...props }: CardProps) {
  const Element = asChild ? Slot : "div"; // <Card asChild><li …/></Card>: a list item that looks like a card
  return <Element className={cn(cardStyles({ tone, padding, interactive }), className)} {...props} />;
}

const tileTones: Record<Tone, string> = {
  violet: "bg-tint-violet text-accent-ink-violet",
  lime: "bg-tint-lime text-accent-ink-lime",
  peach: "bg-tint-peach text-accent-ink-peach",
  sky: "bg-tint-sky text-accent-ink-sky",
};

/** A lucide icon in a tinted tile; decorative, the card's heading names it. */
export function IconTile({
  icon: Icon,
  tone = "violet",
}: {
  icon: React.ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  tone?: Tone;
}) {
  return (
    <span className={cn("inline-flex size-11 items-center justify-center rounded-xl", tileTones[tone])}>
      <Icon className="size-5" aria-hidden />
    </span>
  );
}

/** The accents in turn, for lists whose records carry none. */
export const toneAt = (index: number): Tone => (["violet", "lime", "sky", "peach"] as const)[index % 4]!;
