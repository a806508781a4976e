import { cloneElement, isValidElement, type HTMLAttributes, type ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * `asChild` for Button and Card: their one child element, rendered with their props (its own win)
 * and both class lists. Radix's Slot did this and more (composed handlers and refs, Slottable),
 * none of which the site uses, for about 1 KB compressed on each page that hydrates: the margin
 * by which Home kept within its JavaScript budget (bench/budgets.ts).
 */
export function Slot({ children, className, ...props }: HTMLAttributes<HTMLElement> & { children?: ReactNode }) {
  if (!isValidElement<HTMLAttributes<HTMLElement>>(children)) return null;
  return cloneElement(children, { ...props, ...children.props, className: cn(className, children.props.className) });
}
