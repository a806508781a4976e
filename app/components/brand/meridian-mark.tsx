import { cn } from "~/lib/cn";

/**
 * The studio's mark: a globe in the brand colour lit along one meridian (a crescent between two
 * meridians, like a planet at first quarter). Drawn for 24-32 px; public/favicon.svg is the same
 * drawing, written at build in the brand colour.
 */
export function MeridianMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 32 32" className={cn("shrink-0", className)}>
      <circle cx="16" cy="16" r="15" className="fill-brand" />
      <path d={markCrescent} className="fill-on-brand" />
    </svg>
  );
}

/** The lit crescent: from pole to pole out along one meridian (rx 9.5), back along another (rx 3). */
export const markCrescent = "M16 3a9.5 13 0 0 1 0 26a3 13 0 0 0 0-26z";
