/**
 * The scrolling strip of technology names. The list is rendered twice so the CSS animation
 * can loop seamlessly; the copy is hidden from assistive technology. The animation stops
 * for visitors who prefer reduced motion (see .marquee in app.css).
 */
export function TechStrip({ names }: { names: readonly string[] }) {
  const row = (hidden: boolean) => (
    <ul aria-hidden={hidden || undefined} className="flex shrink-0 items-center gap-10 pr-10">
      {names.map((name) => (
        <li key={name} className="text-base font-semibold whitespace-nowrap text-ink-soft">
          {name}
        </li>
      ))}
    </ul>
  );
  return (
    <div className="mt-12 overflow-hidden border-y border-line py-5 [mask-image:linear-gradient(to_right,transparent,black_10%,black_90%,transparent)]">
      <p className="sr-only">Technologies we work with:</p>
      <div className="marquee flex w-max">
        {row(false)}
        {row(true)}
      </div>
    </div>
  );
}
