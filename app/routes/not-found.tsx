import { MeridianGlobe } from "~/components/brand/meridian-globe";
import { Button } from "~/components/ui/button";
import { notFound, notFoundMeta } from "~/content/errors";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/not-found";

// The not-found screen keeps the shared header and footer (it renders inside the root
// layout like every page): a visitor who followed a stale link can go on to any page from
// here instead of only back home. The server sends this page with HTTP status 404, for every
// unknown path; it is prerendered once and does not hydrate.
export const meta: Route.MetaFunction = () => pageMeta({ path: "/404", ...notFoundMeta, noindex: true });

// The spec's console error with the requested path: the page ships no React, so a one-line
// inline script (allowed by its hash in the server's CSP) logs it when the page loads.
const logMissingPath = `console.error("404 Error: User attempted to access non-existent route:", location.pathname)`;

export default function NotFoundPage() {
  return (
    <div className="relative isolate mx-auto flex max-w-xl flex-col items-center overflow-hidden px-gutter py-section text-center">
      {/* Off the map: the globe turned away, behind the code. */}
      <MeridianGlobe
        tilt={34}
        className="absolute top-6 left-1/2 -z-10 aspect-square w-[22rem] -translate-x-1/2 text-brand opacity-25 sm:w-[26rem] dark:opacity-40"
      />
      <p aria-hidden className="font-display text-[clamp(6rem,20vw,10rem)] leading-none font-bold text-brand-strong">
        {notFound.code}
      </p>
      <h1 className="mt-4 text-title font-bold text-ink">
        <span className="sr-only">{notFound.code}: </span>
        {notFound.title}
      </h1>
      <Button asChild size="lg" className="mt-8">
        <a href={notFound.home.href}>{notFound.home.label}</a>
      </Button>
      <nav aria-label="Elsewhere on the site" className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-body">
        {notFound.elsewhere.map((link) => (
          <a key={link.href} href={link.href} className="font-semibold text-brand-strong underline-offset-4 hover:underline">
            {link.label} <span aria-hidden>→</span>
          </a>
        ))}
      </nav>
      <script dangerouslySetInnerHTML={{ __html: logMissingPath }} />
    </div>
  );
}
