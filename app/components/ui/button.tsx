import { Slot } from "./slot";
import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "~/lib/cn";

export const buttonStyles = cva(
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:pointer-events-none disabled:opacity-60",
  {
    variants: {
      variant: {
        primary: "bg-brand text-on-brand shadow-lg shadow-brand/20 hover:-translate-y-px hover:shadow-xl",
        outline: "border border-line-strong/50 bg-surface/70 text-ink hover:bg-muted",
        ghost: "text-ink hover:bg-muted",
        // On the brand-coloured band the brand focus outline would vanish: these ring in white.
        inverse: "bg-on-brand text-on-brand-ink hover:bg-on-brand-hover focus-visible:outline-on-brand",
        "inverse-outline": "border border-on-brand/70 text-on-brand hover:bg-on-brand/10 focus-visible:outline-on-brand",
      },
      size: { sm: "h-9 px-4 text-small", md: "h-11 px-5 text-small", lg: "h-12 px-7 text-body", icon: "size-11" },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

type ButtonProps = React.ComponentProps<"button"> & VariantProps<typeof buttonStyles> & { asChild?: boolean };

export function Button({ asChild = false, variant, size, className, ...props }: ButtonProps) {
  const Element = asChild ? Slot : "button"; // <Button asChild><a …/></Button>: a link styled as a button
  return <Element className={cn(buttonStyles({ variant, size }), className)} {...props} />;
}
