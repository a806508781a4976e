import * as ToastPrimitive from "@radix-ui/react-toast";
import X from "lucide-react/icons/x";
import { chrome } from "~/content/site";
import type { ToastMessage, ToastStore } from "~/lib/toast-store";
import { toastCloseStyles, toastStyles, toastViewportStyles } from "./toast-styles";

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
          <ToastPrimitive.Close aria-label={chrome.dismissToast} className={toastCloseStyles}>
            <X aria-hidden className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className={toastViewportStyles} />
    </ToastPrimitive.Provider>
  );
}
