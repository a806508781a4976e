import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { container } from "~/components/sections/section";
import { bookCall, chrome } from "~/content/site";
import { useHydrated } from "~/lib/use-hydrated";
import { BrandLink } from "./brand-link";
import { NavLinks } from "./nav-links";
import { ThemeToggle } from "./theme-toggle";

// Before React runs (no JavaScript, or not hydrated yet) the menu is a native popover that the
// toggle opens and closes (popovertarget; Escape and a click outside close it too, and the
// browser announces the toggle as expanded or collapsed). It sits in the top layer, so these
// place it where the disclosure shows it: full width, right under the 4rem header.
const popoverPlacement =
  "[&[popover]]:inset-x-0 [&[popover]]:top-16 [&[popover]]:bottom-auto [&[popover]]:m-0 [&[popover]]:w-full [&[popover]]:border-x-0 [&[popover]]:border-b-0 [&[popover]]:p-0";

/** Whether the menu is open as a popover (the visitor opened it before React took over). */
const isOpenPopover = (id: string) => {
  const menu = typeof document === "undefined" ? null : document.getElementById(id);
  return menu !== null && "showPopover" in menu && menu.matches(":popover-open");
};

export function SiteHeader() {
  const { pathname } = useLocation();
  const menuId = useId();
  // Once React runs, it drives the menu as a disclosure (aria-expanded, "Open/Close menu", Escape
  // returns focus, a chosen link closes it); a menu opened as a popover before that stays open.
  const enhanced = useHydrated();
  // The menu remembers the page it was opened on, so any navigation (a link, back/forward)
  // closes it without an effect.
  const [openOn, setOpenOn] = useState(() => (isOpenPopover(menuId) ? pathname : null));
  const menuOpen = enhanced && openOn === pathname;
  const closeMenu = () => setOpenOn(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      // Focus on a link in the menu would be lost when the menu hides: give it back to the toggle.
      if (document.getElementById(menuId)?.contains(document.activeElement)) toggleRef.current?.focus();
      closeMenu();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen, menuId]);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-canvas/95 backdrop-blur">
      <nav aria-label="Main" className={`${container} flex h-16 items-center justify-between gap-4`}>
        <BrandLink onNavigate={closeMenu} />
        <NavLinks className="hidden items-center gap-1 md:flex" />
        <div className="flex items-center gap-2">
          <ThemeToggle />
          <div className="hidden sm:block">
            <Button asChild size="sm">
              <Link to={bookCall.href}>{bookCall.label}</Link>
            </Button>
          </div>
          <Button
            ref={toggleRef}
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={enhanced ? menuOpen : undefined}
            aria-controls={menuId}
            aria-label={menuOpen ? chrome.menu.close : chrome.menu.open}
            popoverTarget={enhanced ? undefined : menuId}
            onClick={enhanced ? () => setOpenOn(menuOpen ? null : pathname) : undefined}
          >
            {menuOpen ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
          </Button>
        </div>
      </nav>
      <div
        id={menuId}
        popover={enhanced ? undefined : "auto"}
        hidden={enhanced ? !menuOpen : undefined}
        className={`border-t border-line bg-canvas md:hidden ${popoverPlacement}`}
      >
        <NavLinks className={`${container} flex flex-col gap-1 py-3`} size="base" onNavigate={closeMenu} />
        <div className={`${container} pb-4`}>
          <Button asChild className="w-full">
            <Link to={bookCall.href} onClick={closeMenu}>
              {bookCall.label}
            </Link>
          </Button>
        </div>
      </div>
    </header>
  );
}
