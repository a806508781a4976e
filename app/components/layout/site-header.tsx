import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { container } from "~/components/sections/section";
import { bookCall, chrome } from "~/content/site";
import { BrandLink } from "./brand-link";
import { NavLinks } from "./nav-links";
import { ThemeToggle } from "./theme-toggle";

export function SiteHeader() {
  const { pathname } = useLocation();
  // The menu remembers the page it was opened on, so any navigation (a link, back/forward)
  // closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const menuId = useId();
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
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? chrome.menu.close : chrome.menu.open}
            onClick={() => setOpenOn(menuOpen ? null : pathname)}
          >
            {menuOpen ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
          </Button>
        </div>
      </nav>
      <div id={menuId} hidden={!menuOpen} className="border-t border-line bg-canvas md:hidden">
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
