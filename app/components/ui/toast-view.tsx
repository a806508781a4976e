import * as ToastPrimitive from "@radix-ui/react-toast";
import { cva } from "class-variance-authority";
import { X } from "lucide-react";
import { chrome } from "~/content/site";
import type { ToastMessage, ToastStore } from "~/lib/toast-store";

const toastStyles = cva(
  "pointer-events-auto relative flex w-full items-start justify-between gap-4 rounded-xl border p-4 pr-10 shadow-lg data-[state=closed]:hidden",
  {
    variants: {
      variant: {
        default: "border-line bg-surface text-ink",
        destructive: "border-danger bg-danger text-canvas",
      },
    },
  },
);

/**
 * The visible toasts, with Radix Toast (focus handling, swipe, F8 to reach the region).
 * Loaded only when the first toast is raised, so pages pay nothing for it up front.
 *
 * Success toasts close after Radix's default 5 s (paused on hover and focus); an error stays
 * until dismissed, because the visitor must know their message was not sent.
 * The text is excluded from Radix's own announcer: see Toaster for why and what replaces it.
 */
export default function ToastView({ items, store }: { items: readonly ToastMessage[]; store: ToastStore }) {
  return (
    <ToastPrimitive.Provider swipeDirection="right">
      {items.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && store.dismiss(item.id)}
          duration={item.variant === "destructive" ? Infinity : undefined}
          className={toastStyles({ variant: item.variant })}
          data-variant={item.variant}
        >
          <div className="grid gap-1" data-radix-toast-announce-exclude="">
            <ToastPrimitive.Title className="text-small font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description ? (
              <ToastPrimitive.Description className="text-small opacity-90">{item.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label={chrome.dismissToast}
            className="absolute top-2 right-2 rounded-md p-1 opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
          >
            <X aria-hidden className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-50 flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}
