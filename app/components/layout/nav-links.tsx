import { NavLink } from "react-router";
import { primaryNav } from "~/content/site";
import { cn } from "~/lib/cn";

/** The primary links; NavLink sets aria-current="page" on the current one and we highlight it. */
export function NavLinks({ className, linkClassName, onNavigate }: { className?: string; linkClassName?: string; onNavigate?: () => void }) {
  return (
    <ul className={className}>
      {primaryNav.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                "block rounded-md px-3 py-2 text-sm font-medium transition-colors",
                isActive ? "bg-brand-soft text-brand-strong" : "text-ink-soft hover:bg-muted hover:text-ink",
                linkClassName,
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
