import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import type * as React from "react";
import { timing } from "~/content/site";

/** One provider for the whole site: the spec's 700 ms open delay and 300 ms skip delay. */
export function TooltipProvider({ children }: { children: React.ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={timing.tooltipDelayMs} skipDelayDuration={timing.tooltipSkipDelayMs}>
      {children}
    </TooltipPrimitive.Provider>
  );
}

/** Shows `label` on hover or keyboard focus of its single child (which must be focusable). */
export function Tooltip({ label, children }: { label: string; children: React.ReactElement }) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          sideOffset={6}
          className="z-50 rounded-md bg-ink px-2.5 py-1.5 text-xs font-medium text-white shadow-md"
        >
          {label}
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
