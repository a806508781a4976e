import { portraitSlug } from "~/content/portrait";
import type { Tone } from "~/content/types";
import { cn } from "~/lib/cn";

// Every portrait scripts/portraits.ts drew, by file name: a static SVG each, fetched only where shown.
const portraits = import.meta.glob<string>("../../assets/portraits/*.svg", { eager: true, query: "?url", import: "default" });

/** The portrait file's URL for a person; a missing one stops the build with the command that draws it. */
export function portraitUrl(name: string): string {
  const url = portraits[`../../assets/portraits/${portraitSlug(name)}.svg`];
  if (!url) throw new Error(`No portrait for "${name}" in app/assets/portraits/: run npx tsx scripts/portraits.ts`);
  return url;
}

// The tiles behind the clear portraits: the brand's pale tints, and on dark pages the accents'
// light inks, so the indigo lines keep their contrast in either scheme.
const tiles: Record<Tone, string> = {
  violet: "bg-tint-violet dark:bg-accent-ink-violet",
  lime: "bg-tint-lime dark:bg-accent-ink-lime",
  sky: "bg-tint-sky dark:bg-accent-ink-sky",
  peach: "bg-tint-peach dark:bg-accent-ink-peach",
};

type PortraitProps = {
  name: string;
  tone?: Tone;
  /** The square's side in CSS pixels: the file's box, so the page reserves it before it loads. */
  size: number;
  /** Lazy unless the portrait is on the first screen (or hidden where lazy loading never starts). */
  eager?: boolean;
  className?: string;
};

/** A person's illustrated portrait on a tinted tile. */
export function Portrait({ name, tone = "violet", size, eager = false, className }: PortraitProps) {
  return (
    <img
      src={portraitUrl(name)}
      alt={`Illustrated portrait of ${name}`}
      width={size}
      height={size}
      loading={eager ? undefined : "lazy"}
      decoding="async"
      // Dimmed on dark pages like the other light pictures, so the tiles are not the brightest thing there.
      className={cn("block aspect-square object-cover dark:brightness-80", tiles[tone], className)}
    />
  );
}
