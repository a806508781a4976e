import type * as React from "react";
import { cn } from "~/lib/cn";

export function Badge({ className, ...props }: React.ComponentProps<"span">) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-2 rounded-full border border-brand/25 bg-brand-soft px-3 py-1 text-eyebrow font-semibold text-brand-strong uppercase",
        className,
      )}
      {...props}
    />
  );
}
