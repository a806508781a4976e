import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { useId } from "react";
import { MeridianGlobe } from "~/components/brand/meridian-globe";
import { Button } from "~/components/ui/button";
import { container } from "~/components/sections/section";
import { bookCall, chrome } from "~/content/site";
import { BrandLink } from "./brand-link";
import { NavLinks } from "./nav-links";
import { ThemeToggle } from "./theme-toggle";

// The mobile menu is a native popover on every page, with or without JavaScript, hydrated or
// not: the toggle opens and closes it (popovertarget; Escape and a click outside close it too,
// and focus goes back to the toggle). The inline head script (lib/menu-script.ts) keeps the
// toggle's aria-expanded and label in step and closes the menu when a link in it is chosen;
// React renders the markup and nothing else. The popover sits in the top layer, so these place
// it under the 4rem header and over the whole rest of the screen: an opaque surface of its own,
// the links in large type, so nothing of the page beneath reads as part of the menu.
const popoverPlacement = "inset-x-0 top-16 bottom-0 m-0 h-auto max-h-none w-full max-w-none border-x-0 border-b-0 p-0";

export function SiteHeader() {
  const menuId = useId();
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-canvas/95 backdrop-blur">
      <nav aria-label="Main" className={`${container} flex h-16 items-center justify-between gap-4`}>
        <BrandLink />
        <NavLinks className="hidden items-center gap-1 md:flex" />
        <div className="flex items-center gap-2">
          <ThemeToggle />
          <div className="hidden sm:block">
            <Button asChild size="sm">
              <a href={bookCall.href}>{bookCall.label}</a>
            </Button>
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="group md:hidden"
            aria-controls={menuId}
            aria-label={chrome.menu.open}
            data-label-closed={chrome.menu.open}
            data-label-open={chrome.menu.close}
            popoverTarget={menuId}
            // The head script sets aria-expanded (and the label) before React hydrates.
            suppressHydrationWarning
          >
            <Menu aria-hidden className="size-6 group-aria-expanded:hidden" />
            <X aria-hidden className="hidden size-6 group-aria-expanded:block" />
          </Button>
        </div>
      </nav>
      <div
        id={menuId}
        popover="auto"
        className={`overflow-hidden overscroll-contain border-t border-line bg-canvas md:hidden ${popoverPlacement} open:flex open:flex-col`}
      >
        <MeridianGlobe
          turn="still"
          tilt={-23}
          className="absolute -right-32 -bottom-32 aspect-square w-[26rem] text-brand opacity-25 dark:opacity-40"
        />
        <NavLinks className={`${container} relative flex flex-col pt-6 pb-8`} size="large" />
        <div className={`${container} relative mt-auto pb-8`}>
          <Button asChild size="lg" className="w-full">
            <a href={bookCall.href}>{bookCall.label}</a>
          </Button>
        </div>
      </div>
    </header>
  );
}
