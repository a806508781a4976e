import { NavLink } from "react-router";
import { primaryNav } from "~/content/site";
import { cn } from "~/lib/cn";

/** The primary links; NavLink sets aria-current="page" on the current one and we highlight it. */
type NavLinksProps = { className?: string; size?: "sm" | "base"; onNavigate?: () => void };

export function NavLinks({ className, size = "sm", onNavigate }: NavLinksProps) {
  return (
    <ul className={className}>
      {primaryNav.map((link) => (
        <li key={link.href}>
          <NavLink
            to={link.href}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                "block rounded-full px-3 py-2 font-medium transition-colors",
                size === "sm" ? "text-small" : "text-body",
                isActive ? "bg-brand-soft text-brand-strong" : "text-ink-soft hover:bg-muted hover:text-ink",
              )
            }
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
