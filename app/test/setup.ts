import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

afterEach(cleanup);

// A passing test prints nothing. console.error and console.warn that a test expects, it captures
// and asserts (vi.spyOn(console, "error").mockImplementation(() => {})); any other call fails the
// test that made it, with what it printed, instead of scrolling past in a green run.
const unexpectedConsole: string[] = [];
for (const level of ["error", "warn"] as const) {
  console[level] = (...args: unknown[]) => void unexpectedConsole.push(`console.${level}: ${args.map(String).join(" ")}`);
}
afterEach(() => {
  const printed = unexpectedConsole.splice(0);
  if (printed.length > 0) throw new Error(`The test printed to the console without expecting it:\n${printed.join("\n")}`);
});

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
