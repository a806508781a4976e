// The inline head script changes the header before React hydrates it (the theme toggle's
// aria-pressed, the menu toggle's aria-expanded): React's development build must not report
// that as a hydration mismatch on every page.
import { act } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import { menuScript } from "~/lib/menu-script";
import { themeScript } from "~/lib/theme-script";
import { SiteHeader } from "./site-header";

const header = () => (
  <MemoryRouter initialEntries={["/"]}>
    <SiteHeader />
  </MemoryRouter>
);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

it("hydrates the header after the head script ran without a hydration warning", async () => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(header());
  document.body.append(container);
  // The head script as the browser runs it, on a dark system: it sets the theme and the toggles' state.
  const matchMedia = () => ({ matches: true, addEventListener: () => undefined });
  new Function("matchMedia", `${themeScript};\n${menuScript}`)(matchMedia);
  document.dispatchEvent(new Event("DOMContentLoaded"));
  expect(container.querySelector("[data-theme-toggle]")).toHaveAttribute("aria-pressed", "true");

  const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
  await act(async () => {
    root = hydrateRoot(container, header(), { onRecoverableError: (error) => console.error(error) });
  });
  expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
});
