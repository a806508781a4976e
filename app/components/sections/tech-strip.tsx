import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import { useState } from "react";
import techLogos from "~/assets/tech-logos.svg?url";
import { buttonStyles } from "~/components/ui/button";
import { techStrip, type Technology } from "~/content/home";
import { useHydrated } from "~/lib/use-hydrated";

// Paused by the control: a pressed button (with JavaScript) or a checked box (without). The
// `!` outweighs the strip's own animation rule and its hover pause in app.css.
const pausable = "group-data-paused/strip:[animation-play-state:paused]! group-has-[:checked]/strip:[animation-play-state:paused]!";
const whenRunning = "group-data-paused/strip:hidden group-has-[:checked]/strip:hidden";
const whenPaused = "hidden group-data-paused/strip:block group-has-[:checked]/strip:block";

// When the strip stands still (reduced motion, or paused either way) it is no longer a moving
// window onto a long row but a static list that wraps, every name in view. Written out in full:
// Tailwind finds class names by reading this file.
const stillCopy = "motion-reduce:hidden group-data-paused/strip:hidden group-has-[:checked]/strip:hidden";
const stillList =
  "motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-x-8 motion-reduce:gap-y-4 motion-reduce:pr-0 " +
  "group-data-paused/strip:shrink group-data-paused/strip:flex-wrap group-data-paused/strip:justify-center group-data-paused/strip:gap-x-8 group-data-paused/strip:gap-y-4 group-data-paused/strip:pr-0 " +
  "group-has-[:checked]/strip:shrink group-has-[:checked]/strip:flex-wrap group-has-[:checked]/strip:justify-center group-has-[:checked]/strip:gap-x-8 group-has-[:checked]/strip:gap-y-4 group-has-[:checked]/strip:pr-0";
const stillWindow =
  "motion-reduce:[mask-image:none] group-data-paused/strip:[mask-image:none] group-has-[:checked]/strip:[mask-image:none] group-data-paused/strip:pr-14 group-has-[:checked]/strip:pr-14";
const stillTrack =
  "motion-reduce:w-auto motion-reduce:justify-center group-data-paused/strip:w-auto group-data-paused/strip:justify-center group-has-[:checked]/strip:w-auto group-has-[:checked]/strip:justify-center";

/**
 * The scrolling strip of technology logos (one sprite file, scripts/tech-logos.ts) with their names. The
 * list is rendered twice so the CSS animation can loop seamlessly; the copy is hidden from
 * assistive technology. It pauses on hover and with its pause control, for keyboard and touch
 * (WCAG 2.2.2), and does not move at all for visitors who prefer reduced motion (no control then).
 */
export function TechStrip({ technologies }: { technologies: readonly Technology[] }) {
  const [paused, setPaused] = useState(false);
  const row = (hidden: boolean) => (
    <ul
      aria-hidden={hidden || undefined}
      className={`flex shrink-0 items-center gap-12 pr-12 ${hidden ? stillCopy : `tech-still ${stillList}`}`}
    >
      {technologies.map((tech) => (
        <li key={tech.name} className="flex items-center gap-3 text-body font-semibold whitespace-nowrap text-ink-soft">
          {/* Drawn in the text's colour, so the dark theme needs no filter. */}
          <svg aria-hidden viewBox="0 0 24 24" className="size-6 fill-current text-ink opacity-70">
            <use href={`${techLogos}#${tech.logo}`} />
          </svg>
          {tech.name}
        </li>
      ))}
    </ul>
  );
  return (
    <div className="group/strip relative border-y border-line" data-paused={paused || undefined}>
      <div
        className={`overflow-hidden py-6 [mask-image:linear-gradient(to_right,transparent,black_10%,black_90%,transparent)] ${stillWindow}`}
      >
        <p className="sr-only">{techStrip.label}</p>
        <div className={`marquee flex w-max ${pausable} ${stillTrack}`}>
          {row(false)}
          {row(true)}
        </div>
      </div>
      <PauseControl paused={paused} onToggle={() => setPaused((was) => !was)} />
    </div>
  );
}

// Inset so its focus outline is not cut off at the strip's edge.
const controlPlace = "absolute top-1/2 right-2 -translate-y-1/2 motion-reduce:hidden";

/**
 * With JavaScript a toggle button (aria-pressed); without, the same-looking checkbox, which pauses
 * the strip through CSS alone. The prerendered page carries the checkbox; hydration swaps in the button.
 */
function PauseControl({ paused, onToggle }: { paused: boolean; onToggle: () => void }) {
  const enhanced = useHydrated();
  const looks = `${buttonStyles({ variant: "outline", size: "icon" })} ${controlPlace}`;
  const icons = (
    <>
      <Pause aria-hidden className={`size-4 ${whenRunning}`} />
      <Play aria-hidden className={`size-4 ${whenPaused}`} />
    </>
  );
  if (enhanced) {
    return (
      <button type="button" aria-pressed={paused} aria-label={techStrip.pause} onClick={onToggle} className={looks}>
        {icons}
      </button>
    );
  }
  return (
    <label
      className={`${looks} cursor-pointer has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand`}
    >
      <input type="checkbox" aria-label={techStrip.pause} className="sr-only" />
      {icons}
    </label>
  );
}
