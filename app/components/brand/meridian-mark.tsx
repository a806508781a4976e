import { cn } from "~/lib/cn";
import { markCrescent, markGlobe } from "./mark-shape";

/**
 * The studio's mark: a globe in the brand colour lit along one meridian (a crescent between two
 * meridians, like a planet at first quarter). Drawn for 24-32 px; public/favicon.svg is the same
 * drawing, written at build in the brand colour (scripts/brand-assets.ts).
 */
export function MeridianMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 32 32" className={cn("shrink-0", className)}>
      <circle {...markGlobe} className="fill-brand" />
      <path d={markCrescent} className="fill-on-brand" />
    </svg>
  );
}
