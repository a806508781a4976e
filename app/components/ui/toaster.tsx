import * as ToastPrimitive from "@radix-ui/react-toast";
import { cva } from "class-variance-authority";
import { X } from "lucide-react";
import { toasts as siteToasts, useToasts, type ToastStore } from "~/lib/toast-store";

const toastStyles = cva(
  "pointer-events-auto relative flex w-full items-start justify-between gap-4 rounded-xl border p-4 pr-10 shadow-lg data-[state=closed]:hidden",
  {
    variants: {
      variant: {
        default: "border-line bg-surface text-ink",
        destructive: "border-danger bg-danger text-white",
      },
    },
  },
);

/**
 * Renders the toast queue with Radix Toast (focus, swipe, hotkey F8 to reach the region).
 *
 * Radix announces a toast through a live region it inserts at the same moment as the text,
 * and removes it a second later; several screen readers miss such a region. So the
 * announcement goes through our own live regions, present from the first render: polite for
 * news, assertive for errors. The toast's text is marked as excluded from Radix's announcer
 * so it is not read twice.
 *
 * Success toasts close after Radix's default 5 s (they pause on hover and focus); an error
 * stays until dismissed, because the visitor must know their message was not sent.
 */
export function Toaster({ store = siteToasts }: { store?: ToastStore }) {
  const items = useToasts(store);
  const latest = items.find((t) => t.open);
  // A new span per toast: the region stays, its content is replaced, so even a repeated
  // message is announced again.
  const announce = (variant: "default" | "destructive") =>
    latest && latest.variant === variant ? (
      <span key={latest.id}>{[latest.title, latest.description].filter(Boolean).join(". ")}</span>
    ) : null;

  return (
    <ToastPrimitive.Provider swipeDirection="right">
      {items.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && store.dismiss(item.id)}
          className={toastStyles({ variant: item.variant })}
          duration={item.variant === "destructive" ? Infinity : undefined}
          data-variant={item.variant}
        >
          <div className="grid gap-1" data-radix-toast-announce-exclude="">
            <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">{item.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Dismiss notification"
            className="absolute top-2 right-2 rounded-md p-1 opacity-80 hover:opacity-100 focus-visible:outline-2"
          >
            <X aria-hidden className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-50 flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
      <div className="sr-only" role="status" aria-live="polite" aria-atomic="true">
        {announce("default")}
      </div>
      <div className="sr-only" role="alert" aria-live="assertive" aria-atomic="true">
        {announce("destructive")}
      </div>
    </ToastPrimitive.Provider>
  );
}
