// Each wordmark's width on the sprite's 40-unit line, written beside it by scripts/client-logos.ts,
// so each box is reserved before the sprite arrives.
import wordmarkWidths from "~/assets/client-logos.json";
import clientLogos from "~/assets/client-logos.svg?url";
import { cn } from "~/lib/cn";

/** A client's wordmark from the sprite, drawn in the text's colour; named for assistive technology. */
export function ClientWordmark({ id, name, className }: { id: string; name: string; className?: string }) {
  const width = (wordmarkWidths as Record<string, number>)[id];
  if (!width) throw new Error(`No wordmark "${id}" in app/assets/client-logos.svg: run npx tsx scripts/client-logos.ts`);
  return (
    <svg role="img" aria-label={name} viewBox={`0 0 ${width} 40`} data-wordmark={id} className={cn("h-7 w-auto fill-current", className)}>
      <use href={`${clientLogos}#${id}`} />
    </svg>
  );
}
