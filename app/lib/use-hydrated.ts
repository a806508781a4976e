import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while the prerendered HTML is hydrated (the page as it works without JavaScript), true
 * from the render right after: components render their no-JavaScript markup first, so hydration
 * matches, then upgrade. True at once for a page that React renders itself (client navigation).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
