// The header as prerendered (what a visitor without JavaScript, or before hydration, gets) and
// what hydration leaves of it (all of it). The behaviour of both is covered in a browser by
// e2e/without-javascript.spec.ts; this pins the markup contract.
import { act, screen, within } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, expect, it } from "vitest";
import { SiteHeader } from "./site-header";

const header = () => (
  <MemoryRouter initialEntries={["/"]}>
    <SiteHeader />
  </MemoryRouter>
);
const toggle = () => within(screen.getByRole("navigation", { name: "Main" })).getByRole("button", { name: "Open menu" });
const menu = () => document.getElementById(toggle().getAttribute("aria-controls")!)!;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

it("prerenders the mobile menu as a native popover its toggle opens and closes", () => {
  document.body.innerHTML = renderToString(header());
  expect(toggle().getAttribute("popovertarget")).toBe(menu().id);
  expect(menu().getAttribute("popover")).toBe("auto");
  expect(menu()).not.toHaveAttribute("hidden"); // the popover's own closed state hides it
  // No fixed aria-expanded: the browser reports the popover's state on its invoker.
  expect(toggle()).not.toHaveAttribute("aria-expanded");
});

it("stays the same popover once hydrated", async () => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(header());
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, header());
  });
  expect(toggle().getAttribute("popovertarget")).toBe(menu().id);
  expect(menu().getAttribute("popover")).toBe("auto");
  expect(menu()).not.toHaveAttribute("hidden");
});
