import { useLocation } from "react-router";
import { primaryNav } from "~/content/site";
import { cn } from "~/lib/cn";

/** The primary links; the current page's link (or its section's, for a case study) gets aria-current="page" and a highlight. */
type NavLinksProps = { className?: string; size?: "sm" | "large" };

export function NavLinks({ className, size = "sm" }: NavLinksProps) {
  const { pathname } = useLocation();
  return (
    <ul className={className}>
      {primaryNav.map((link) => {
        const isActive = pathname === link.href || pathname.startsWith(`${link.href}/`);
        return (
          <li key={link.href}>
            <a
              href={link.href}
              aria-current={isActive ? "page" : undefined}
              className={
                size === "sm"
                  ? cn(
                      "block rounded-full px-3 py-2 text-small font-medium transition-colors",
                      isActive ? "bg-brand-soft text-brand-strong" : "text-ink-soft hover:bg-muted hover:text-ink",
                    )
                  : // The full-screen menu: each page a line of display type, the current one in the brand colour.
                    cn(
                      "block border-b border-line py-3 font-display text-[2.5rem] leading-tight font-bold tracking-[-0.035em] transition-colors",
                      isActive ? "text-brand-strong" : "text-ink hover:text-brand-strong",
                    )
              }
            >
              {link.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
