// The mobile menu's behaviour, as a few lines of the inline head script (with the theme, see
// theme-script.ts). The menu is a native popover on every page, hydrated or not: the browser
// opens and closes it (popovertarget), closes it on Escape or a click outside and gives focus
// back to the toggle. This script adds what the browser does not:
//
// - the toggle's aria-expanded and its label ("Open menu" / "Close menu", from its
//   data-label-closed / data-label-open attributes) follow the popover's state;
// - choosing a link in an open menu closes it (hidePopover()), so a page restored from the
//   back/forward cache is not shown with its menu still open.
//
// Without JavaScript the browser still reports the popover's state on its invoker, and the
// toggle keeps its "Open menu" label. Written as a function so that it is type-checked and
// unit-tested, and turned into source text with toString(); it must not reference anything
// outside itself.
function runMenus() {
  const sync = (menu: Element, open: boolean) => {
    for (const toggle of document.querySelectorAll("[popovertarget]")) {
      if (toggle.getAttribute("popovertarget") !== menu.id) continue;
      toggle.setAttribute("aria-expanded", String(open));
      const label = toggle.getAttribute(open ? "data-label-open" : "data-label-closed");
      if (label) toggle.setAttribute("aria-label", label);
    }
  };
  // `toggle` does not bubble: listen in the capture phase, which every event passes through.
  document.addEventListener(
    "toggle",
    (event) => {
      if (event.target instanceof Element && event.target.hasAttribute("popover")) {
        sync(event.target, (event as ToggleEvent).newState === "open");
      }
    },
    true,
  );
  document.addEventListener("DOMContentLoaded", () => {
    for (const menu of document.querySelectorAll("[popover][id]")) sync(menu, menu.matches(":popover-open"));
  });
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    const menu = link?.closest("[popover]");
    if (menu instanceof HTMLElement && menu.matches(":popover-open")) menu.hidePopover();
  });
}

/** The menu's part of the inline head script. */
export const menuScript = `(${runMenus.toString()})()`;
