import type * as React from "react";
import { cn } from "~/lib/cn";

export function Card({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("rounded-2xl border border-line bg-surface p-6 shadow-sm", className)} {...props} />;
}

/** A lucide icon in a tinted tile; decorative, the card's heading names it. */
export function IconTile({ icon: Icon }: { icon: React.ComponentType<{ className?: string; "aria-hidden"?: boolean }> }) {
  return (
    <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-soft text-brand-strong">
      <Icon className="size-5" aria-hidden />
    </span>
  );
}
