import { describe, expect, it, vi } from "vitest";
import { themeScript } from "./theme-script";

// The inline head script, run as the browser runs it: its source text, evaluated once, in a
// fresh document each time (its listeners must not pile up across tests).
function runThemeScript({ systemDark, stored, body = "" }: { systemDark: boolean; stored?: string; body?: string }) {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = body;
  const storage = new Map<string, string>(stored ? [["theme", stored]] : []);
  const localStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
  };
  const matchMedia = vi.fn(() => ({ matches: systemDark, addEventListener: vi.fn() }));
  new Function("document", "localStorage", "matchMedia", themeScript)(doc, localStorage, matchMedia);
  const root = doc.documentElement;
  return { doc, theme: () => root.className, storage };
}

describe("theme head script", () => {
  it("follows the system setting when the visitor has not chosen", () => {
    expect(runThemeScript({ systemDark: true }).theme()).toBe("dark");
    expect(runThemeScript({ systemDark: false }).theme()).toBe("light");
  });

  it("prefers the stored choice over the system setting", () => {
    expect(runThemeScript({ systemDark: true, stored: "light" }).theme()).toBe("light");
  });

  it("switches and stores the theme when the toggle is clicked, and reports its state", () => {
    const { doc, theme, storage } = runThemeScript({ systemDark: false, body: `<button data-theme-toggle><span>disc</span></button>` });
    doc.dispatchEvent(new Event("DOMContentLoaded"));
    const toggle = doc.querySelector("button")!;
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    doc.querySelector("span")!.click();
    expect(theme()).toBe("dark");
    expect(storage.get("theme")).toBe("dark");
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    toggle.click();
    expect(theme()).toBe("light");
    expect(storage.get("theme")).toBe("light");
  });

  it("serves a product's dark screens by the visitor's chosen theme, not only the system's", () => {
    // As story-image.tsx writes them: for the system's scheme, with the media to use when dark.
    const body = `<picture>
      <source data-scheme-media="(width < 40rem)" media="(width < 40rem) and (prefers-color-scheme: dark)">
      <source data-scheme-media="all" media="(prefers-color-scheme: dark)">
      <source media="(width < 40rem)"></picture>`;
    const { doc } = runThemeScript({ systemDark: true, stored: "light", body });
    doc.dispatchEvent(new Event("DOMContentLoaded"));
    const media = () => [...doc.querySelectorAll("source")].map((source) => source.getAttribute("media"));
    expect(media()).toEqual(["not all", "not all", "(width < 40rem)"]);
    doc.body.insertAdjacentHTML("beforeend", "<button data-theme-toggle></button>");
    doc.querySelector("button")!.click();
    expect(media()).toEqual(["(width < 40rem)", "all", "(width < 40rem)"]);
  });
});
