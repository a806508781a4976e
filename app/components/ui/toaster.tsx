import { lazy, Suspense } from "react";
import { spokenText, toasts as siteToasts, useToasts, type ToastStore } from "~/lib/toast-store";
import { ToastFallback, ToastLoadBoundary } from "./toast-fallback";

const ToastView = lazy(() => import("./toast-view"));

/**
 * The site's notifications: the visible toasts (loaded with the first toast; plain markup with
 * the same words if that load fails) and two live regions that announce them.
 *
 * Radix Toast announces through a live region it inserts at the same moment as the text and
 * removes a second later; several screen readers miss such a region. Ours are present from
 * the first render: polite for news, assertive for errors. A new span per toast replaces the
 * content, so even a repeated message is announced again.
 */
export function Toaster({ store = siteToasts }: { store?: ToastStore }) {
  const items = useToasts(store);
  const latest = items.find((t) => t.open);
  const announce = (variant: "default" | "destructive") =>
    latest && latest.variant === variant ? <span key={latest.id}>{spokenText(latest)}</span> : null;

  return (
    <>
      {items.length > 0 ? (
        <ToastLoadBoundary fallback={<ToastFallback items={items} store={store} />}>
          <Suspense fallback={null}>
            <ToastView items={items} store={store} />
          </Suspense>
        </ToastLoadBoundary>
      ) : null}
      <div className="sr-only" role="status" aria-live="polite" aria-atomic="true">
        {announce("default")}
      </div>
      <div className="sr-only" role="alert" aria-live="assertive" aria-atomic="true">
        {announce("destructive")}
      </div>
    </>
  );
}
