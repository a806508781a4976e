import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
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

  it("opens and closes the mobile menu with its toggle button", async () => {
    const user = userEvent.setup();
    renderRoute("/");
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(mobileMenu()).not.toBeVisible();

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute("aria-expanded", "true");
    expect(menuButton()).toHaveAccessibleName("Close menu");
    expect(mobileMenu()).toBeVisible();

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(mobileMenu()).not.toBeVisible();
  });

  it("closes the mobile menu when a link in it is chosen, and lands on that page", async () => {
    const user = userEvent.setup();
    const { router } = renderRoute("/");
    await user.click(menuButton());
    await user.click(within(mobileMenu()).getByRole("link", { name: "About" }));
    expect(router.state.location.pathname).toBe("/about");
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(mobileMenu()).not.toBeVisible();
    expect(await screen.findByRole("heading", { level: 1, name: "Who We Are" })).toBeInTheDocument();
  });

  it("closes the mobile menu with Escape", async () => {
    const user = userEvent.setup();
    renderRoute("/");
    await user.click(menuButton());
    await user.keyboard("{Escape}");
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
  });
});
