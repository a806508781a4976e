import { techStrip, type Technology } from "~/content/home";

/**
 * The scrolling strip of technology logos (simple-icons, static files) with their names. The
 * list is rendered twice so the CSS animation can loop seamlessly; the copy is hidden from
 * assistive technology. The animation stops for visitors who prefer reduced motion.
 */
export function TechStrip({ technologies }: { technologies: readonly Technology[] }) {
  const row = (hidden: boolean) => (
    <ul aria-hidden={hidden || undefined} className="flex shrink-0 items-center gap-12 pr-12">
      {technologies.map((tech) => (
        <li key={tech.name} className="flex items-center gap-3 text-body font-semibold whitespace-nowrap text-ink-soft">
          {/* The logos are black; in the dark theme they are inverted to white. Low priority, not
              lazy: React would otherwise preload each one ahead of the stylesheet, and a lazy
              copy in the hidden loop row would never load. */}
          <img
            src={tech.logo}
            alt=""
            width={24}
            height={24}
            fetchPriority="low"
            decoding="async"
            className="size-6 opacity-70 dark:invert"
          />
          {tech.name}
        </li>
      ))}
    </ul>
  );
  return (
    <div className="overflow-hidden border-y border-line py-6 [mask-image:linear-gradient(to_right,transparent,black_10%,black_90%,transparent)]">
      <p className="sr-only">{techStrip.label}</p>
      <div className="marquee flex w-max">
        {row(false)}
        {row(true)}
      </div>
    </div>
  );
}
