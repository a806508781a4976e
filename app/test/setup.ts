import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

afterEach(cleanup);

// The first submit imports supabase-js and the toast view on demand, as the browser does; on a
// busy two-core CI machine that can take longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout engine. Embla (the carousel) and Radix ask the browser for these;
// give them inert versions so components mount as they do in a browser.
class NoopObserver {
  observe(_target?: Element) {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
vi.stubGlobal("ResizeObserver", NoopObserver);
// Everything is "on screen" in a test, so components that wait to be seen start at once.
class VisibleIntersectionObserver extends NoopObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {
    super();
  }
  observe(target: Element) {
    queueMicrotask(() =>
      this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver),
    );
  }
}
vi.stubGlobal("IntersectionObserver", VisibleIntersectionObserver);
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= () => {};
