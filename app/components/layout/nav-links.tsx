import { useLocation } from "react-router";
import { primaryNav } from "~/content/site";
import { cn } from "~/lib/cn";

/** The primary links; the current page's link (or its section's, for a case study) gets aria-current="page" and a highlight. */
type NavLinksProps = { className?: string; size?: "sm" | "base" };

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
              className={cn(
                "block rounded-full px-3 py-2 font-medium transition-colors",
                size === "sm" ? "text-small" : "text-body",
                isActive ? "bg-brand-soft text-brand-strong" : "text-ink-soft hover:bg-muted hover:text-ink",
              )}
            >
              {link.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
