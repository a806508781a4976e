import { useSyncExternalStore } from "react";
import { timing } from "~/content/site";

// shadcn/ui-style toast queue: a tiny store outside React so any code (not only components)
// can raise a toast. Spec: at most one toast visible; a dismissed toast is removed after
// 1,000,000 ms (it stays mounted, closed, until then, as in the reference implementation).

export type ToastVariant = "default" | "destructive";
export type ToastMessage = { id: number; title: string; description?: string; variant: ToastVariant; open: boolean };

type Listener = () => void;

export function createToastStore({ limit = timing.toastLimit, removeDelayMs = timing.toastRemoveDelayMs } = {}) {
  let toasts: readonly ToastMessage[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

  const publish = (next: readonly ToastMessage[]) => {
    toasts = next;
    listeners.forEach((listener) => listener());
  };

  const scheduleRemoval = (id: number) => {
    if (removalTimers.has(id)) return;
    const timer = setTimeout(() => {
      removalTimers.delete(id);
      publish(toasts.filter((t) => t.id !== id));
    }, removeDelayMs);
    removalTimers.set(id, timer);
  };

  const dismiss = (id: number) => {
    publish(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
    scheduleRemoval(id);
  };

  const show = (toast: { title: string; description?: string; variant?: ToastVariant }) => {
    const id = nextId++;
    // The newest toast goes first; older ones beyond the limit are dropped at once.
    const kept = [{ id, variant: "default" as const, ...toast, open: true }, ...toasts].slice(0, limit);
    toasts.filter((t) => !kept.includes(t)).forEach((t) => clearTimeout(removalTimers.get(t.id)));
    publish(kept);
    return id;
  };

  return {
    show,
    dismiss,
    getSnapshot: () => toasts,
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/**
 * Title and description as one line a person would read aloud: "Message sent! We'll get back…",
 * "Error: Failed to send…". A title that ends a sentence is followed by a space, any other by a colon.
 */
export function spokenText({ title, description }: Pick<ToastMessage, "title" | "description">) {
  if (!description) return title;
  return /[.!?:]$/.test(title) ? `${title} ${description}` : `${title}: ${description}`;
}

/** The site's one toast queue. */
export const toasts = createToastStore();

export const toast = toasts.show;

export function useToasts(store: ToastStore = toasts) {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
