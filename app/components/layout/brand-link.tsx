import { Link } from "react-router";
import { siteConfig } from "~/config";

export function BrandLink({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to="/" onClick={onNavigate} className="flex items-center gap-2 rounded-md text-lg font-extrabold tracking-tight text-ink">
      <span aria-hidden className="inline-flex size-8 items-center justify-center rounded-lg bg-brand text-sm text-white">
        {siteConfig.brand.charAt(0)}
      </span>
      {siteConfig.brand}
    </Link>
  );
}
