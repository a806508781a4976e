import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoute } from "~/test/render-route";

const mainNav = () => screen.getByRole("navigation", { name: "Main" });
const menuButton = () => within(mainNav()).getByRole("button", { name: /menu/i });
const mobileMenu = () => document.getElementById(menuButton().getAttribute("aria-controls")!)!;

describe("site header", () => {
  it("marks the link of the current page, and only that one", () => {
    renderRoute("/work");
    const current = within(mainNav()).getByRole("link", { name: "Work" });
    expect(current).toHaveAttribute("aria-current", "page");
    for (const name of ["Services", "About", "Contact"]) {
      expect(within(mainNav()).getByRole("link", { name })).not.toHaveAttribute("aria-current");
    }
  });

  it("offers a 'Book a call' button that leads to the contact page", () => {
    renderRoute("/");
    expect(within(mainNav()).getByRole("link", { name: "Book a call" })).toHaveAttribute("href", "/contact");
  });

  // The menu's opening and closing is the browser's (a native popover) and the head script's
  // (lib/menu-script.ts): tested in Chromium, e2e/mobile-menu.spec.ts. Here, the markup they rely on.
  it("renders the mobile menu as a popover its toggle controls, with both labels for the head script", () => {
    renderRoute("/");
    expect(menuButton()).toHaveAttribute("popovertarget", mobileMenu().id);
    expect(menuButton()).toHaveAttribute("aria-controls", mobileMenu().id);
    expect(menuButton()).toHaveAttribute("data-label-closed", "Open menu");
    expect(menuButton()).toHaveAttribute("data-label-open", "Close menu");
    expect(mobileMenu()).toHaveAttribute("popover", "auto");
    for (const name of ["Services", "Work", "About", "Contact", "Book a call"]) {
      expect(within(mobileMenu()).getByRole("link", { name })).toHaveAttribute("href", expect.stringMatching(/^\//));
    }
  });
});
