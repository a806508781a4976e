import { Component, type ReactNode } from "react";
import { chrome } from "~/content/site";
import type { ToastMessage, ToastStore } from "~/lib/toast-store";
import { toastCloseStyles, toastStyles, toastViewportStyles } from "./toast-styles";

/**
 * Catches a failed load of the toast view (its chunk answering 404 after a deploy, or the visitor
 * offline) so that it shows the fallback instead of reaching the root error screen, which would
 * replace the page and lose what the visitor typed.
 */
export class ToastLoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The same toasts, words and looks without Radix: plain markup that needs no further script.
 * Announcing stays with the Toaster's live regions; this only shows them until dismissed.
 */
export function ToastFallback({ items, store }: { items: readonly ToastMessage[]; store: ToastStore }) {
  return (
    <section aria-label="Notifications" className={toastViewportStyles}>
      <ol className="grid gap-2">
        {items
          .filter((item) => item.open)
          .map((item) => (
            <li key={item.id} className={toastStyles({ variant: item.variant })} data-variant={item.variant}>
              <div className="grid gap-1">
                <p className="text-small font-semibold">{item.title}</p>
                {item.description ? <p className="text-small opacity-90">{item.description}</p> : null}
              </div>
              <button type="button" aria-label={chrome.dismissToast} onClick={() => store.dismiss(item.id)} className={toastCloseStyles}>
                <span aria-hidden className="block size-4 text-center leading-4">
                  ×
                </span>
              </button>
            </li>
          ))}
      </ol>
    </section>
  );
}
