import { MeridianMark } from "~/components/brand/meridian-mark";
import { siteConfig } from "~/config";

/**
 * The logotype: the mark, then the brand's first word in the display face, heavy and tight; any
 * further words (the "Studio" of "Meridian Studio") as a small spaced caps sign-off, in the brand
 * colour. Whatever PUBLIC_BRAND_NAME says, it is set the same way.
 */
export function BrandLink({ onNavigate }: { onNavigate?: () => void }) {
  const [first, ...rest] = siteConfig.brand.split(" ");
  return (
    <a
      href="/"
      onClick={onNavigate}
      className="flex items-center gap-2 rounded-md font-display text-[1.375rem] leading-none font-extrabold tracking-[-0.045em] whitespace-nowrap text-ink"
    >
      <MeridianMark className="size-7" />
      <span>
        {first}
        {rest.length > 0 ? " " : null}
        {rest.length > 0 ? (
          <span className=" align-[0.3em] font-sans text-[0.6875rem] font-semibold tracking-[0.22em] text-brand-strong uppercase">
            {rest.join(" ")}
          </span>
        ) : null}
      </span>
    </a>
  );
}
