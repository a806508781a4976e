import { siteConfig } from "~/config";

export function BrandLink() {
  return (
    <a href="/" className="flex items-center gap-2.5 rounded-md font-display text-heading font-bold whitespace-nowrap text-ink">
      <span aria-hidden className="inline-flex size-8 items-center justify-center rounded-full bg-ink text-small text-canvas">
        {siteConfig.brand.charAt(0)}
      </span>
      {siteConfig.brand}
    </a>
  );
}
