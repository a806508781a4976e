import { cn } from "~/lib/cn";

/**
 * The signature: a globe of meridian lines, its axis tilted, turning slowly (each meridian's width
 * follows the turn; app.css `.meridian-globe`). The lines appear one after another when the page
 * opens. Both stop for visitors who ask for less motion; the globe then stands still, whole.
 * `turn` chooses how it moves: "spin" turns for as long as the page is open, "still" only appears.
 *
 * Every line is a layer of its own (an `<svg>` box) so that the motion is a transform and an
 * opacity the compositor runs, with no style, layout or paint on the main thread per frame.
 */
export function MeridianGlobe({
  className,
  tilt = -23,
  turn = "spin",
}: {
  className?: string;
  /** Degrees the axis leans (the earth's is 23.4); pages vary it so no two heroes match. */
  tilt?: Tilt;
  turn?: "spin" | "still";
}) {
  return (
    <div aria-hidden className={cn("meridian-globe pointer-events-none", tilts[tilt], turn === "spin" && "meridian-globe-spin", className)}>
      <svg focusable="false" viewBox="0 0 200 200">
        <circle cx="100" cy="100" r="98" />
        {parallels.map(([y, half]) => (
          <path key={y} d={`M${100 - half} ${y}h${half * 2}`} />
        ))}
      </svg>
      {meridians.map((index) => (
        // Each meridian's longitude comes from its place (app.css): the CSP allows no style attribute.
        <svg key={index} focusable="false" viewBox="0 0 200 200" className="meridian-turning">
          <circle cx="100" cy="100" r="98" />
        </svg>
      ))}
    </div>
  );
}

/**
 * The axis' lean, as the `rotate` property of the whole globe: each meridian's squeeze (a
 * `transform`) then runs along the leaning axis. Literal class names, so that Tailwind writes them.
 */
const tilts = { [-23]: "-rotate-23", [-8]: "-rotate-8", 16: "rotate-16", 34: "rotate-34" } as const;
type Tilt = keyof typeof tilts;

/** Six meridians, 30 degrees apart: each runs the same turn, a sixth of a period behind the last. */
const meridians = [0, 1, 2, 3, 4, 5];
/** The equator and two parallels each side, as chords of the circle (y, half-width). */
const parallels = [40, 70, 100, 130, 160].map((y) => [y, Math.sqrt(98 ** 2 - (y - 100) ** 2)] as const);
