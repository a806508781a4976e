import { siteConfig } from "~/config";

/** The wordmark: the brand set in the display face, its last word lighter, after the meridian mark. */
export function BrandLink({ onNavigate }: { onNavigate?: () => void }) {
  const words = siteConfig.brand.split(" ");
  const last = words.length > 1 ? words.pop() : undefined;
  return (
    <a
      href="/"
      onClick={onNavigate}
      className="flex items-center gap-2 rounded-md font-display text-[1.3125rem] leading-none font-extrabold tracking-[-0.035em] whitespace-nowrap text-ink"
    >
      <span aria-hidden className="meridian-mark size-6 shrink-0 bg-brand-strong" />
      <span>
        {words.join(" ")}
        {last ? <span className="font-normal text-ink-soft"> {last}</span> : null}
      </span>
    </a>
  );
}
