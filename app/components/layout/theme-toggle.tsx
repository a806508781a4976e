import { Button } from "~/components/ui/button";
import { chrome } from "~/content/site";

/**
 * The light/dark switch. It holds no React state: the inline head script (lib/theme-script.ts)
 * handles its clicks, stores the choice and sets aria-pressed, so it works before hydration.
 */
export function ThemeToggle() {
  return (
    // The head script sets aria-pressed before React hydrates: not a mismatch to warn about.
    <Button type="button" variant="ghost" size="icon" data-theme-toggle="" aria-label={chrome.themeToggle} suppressHydrationWarning>
      <span aria-hidden className="theme-disc" />
    </Button>
  );
}
