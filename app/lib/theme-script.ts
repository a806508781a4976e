// The theme, set before the first paint. This runs as an inline script in <head> (allowed by
// its SHA-256 hash in the server's CSP, see server/static/inline-script-hashes.ts), before any
// CSS applies, so a dark-mode visitor never sees a flash of the light page.
//
// - A stored choice ("light" or "dark" in localStorage) wins; otherwise the system setting,
//   followed live while the visitor has not chosen.
// - The toggle (any [data-theme-toggle] button) is handled here, by one listener on the
//   document: it works before React hydrates and on pages whose modules never load. React
//   renders the button and nothing else; this script keeps its aria-pressed in step.
//
// Written as a function so that it is type-checked and unit-tested, and turned into source text
// with toString(); it must not reference anything outside itself.
export const themeStorageKey = "theme";

function applyTheme(storageKey: string) {
  const root = document.documentElement;
  const system = matchMedia("(prefers-color-scheme: dark)");
  const stored = () => {
    try {
      const value = localStorage.getItem(storageKey);
      return value === "dark" || value === "light" ? value : null;
    } catch {
      return null; // storage blocked: follow the system
    }
  };
  const syncToggles = () => {
    const dark = String(root.classList.contains("dark"));
    for (const button of document.querySelectorAll("[data-theme-toggle]")) button.setAttribute("aria-pressed", dark);
  };
  // A product's dark screens (<source data-scheme-media>, app/components/story/story-image.tsx)
  // are written for the system's scheme; a visitor's own choice of theme wins over it here.
  const syncPictures = () => {
    const dark = root.classList.contains("dark");
    for (const source of document.querySelectorAll("source[data-scheme-media]"))
      source.setAttribute("media", dark ? (source.getAttribute("data-scheme-media") ?? "all") : "not all");
  };
  const set = (theme: "light" | "dark") => {
    root.classList.remove("light", "dark");
    root.classList.add(theme);
    syncToggles();
    syncPictures();
  };
  set(stored() ?? (system.matches ? "dark" : "light"));
  system.addEventListener("change", (event) => stored() ?? set(event.matches ? "dark" : "light"));
  document.addEventListener("DOMContentLoaded", () => {
    syncToggles();
    syncPictures();
  });
  document.addEventListener("click", (event) => {
    if (!(event.target instanceof Element) || !event.target.closest("[data-theme-toggle]")) return;
    const next = root.classList.contains("dark") ? "light" : "dark";
    set(next);
    try {
      localStorage.setItem(storageKey, next);
    } catch {
      // storage blocked: the choice lasts for this page only
    }
  });
}

/** The inline script's source text. */
// Pure: only the prerender writes it into the page; the client bundle drops the function's text.
export const themeScript = `(${/* @__PURE__ */ applyTheme.toString()})(${/* @__PURE__ */ JSON.stringify(themeStorageKey)})`;
