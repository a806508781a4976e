import type * as React from "react";
import { cn } from "~/lib/cn";

/**
 * The signature: a globe of meridian lines, its axis tilted, turning slowly (each meridian's width
 * follows the turn; app.css `.meridian-globe`). The lines draw in once when the page opens. Both
 * stop for visitors who ask for less motion; the globe then stands still, fully drawn.
 * `turn` chooses how it moves: "spin" turns for as long as the page is open, "still" only draws in.
 */
export function MeridianGlobe({
  className,
  tilt = -23,
  turn = "spin",
}: {
  className?: string;
  /** Degrees the axis leans (the earth's is 23.4); pages vary it so no two heroes match. */
  tilt?: number;
  turn?: "spin" | "still";
}) {
  return (
    <svg
      aria-hidden
      focusable="false"
      viewBox="0 0 200 200"
      className={cn("meridian-globe pointer-events-none", turn === "spin" && "meridian-globe-spin", className)}
    >
      <g transform={`rotate(${tilt} 100 100)`} fill="none" stroke="currentColor">
        <circle cx="100" cy="100" r="98" pathLength={1} className="meridian-line" />
        {meridians.map((index) => (
          <ellipse
            key={index}
            cx="100"
            cy="100"
            rx="98"
            ry="98"
            pathLength={1}
            // Each meridian's longitude (--meridian) comes from its place, in app.css: the CSP allows
            // no style attribute.
            className="meridian-line meridian-turning"
          />
        ))}
        {parallels.map(([y, half]) => (
          <path key={y} d={`M${100 - half} ${y}h${half * 2}`} pathLength={1} className="meridian-line" />
        ))}
      </g>
    </svg>
  );
}

/** Six meridians, 30 degrees apart: each runs the same turn, a sixth of a period behind the last. */
const meridians = [0, 1, 2, 3, 4, 5];
/** The equator and two parallels each side, as chords of the circle (y, half-width). */
const parallels = [40, 70, 100, 130, 160].map((y) => [y, Math.sqrt(98 ** 2 - (y - 100) ** 2)] as const);
