import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useMatches } from "react-router";
import type { Route } from "./+types/root";
import displayFont from "./assets/fonts/bricolage-grotesque.woff2?url";
import bodyFont from "./assets/fonts/inter.woff2?url";
import stylesheet from "./app.css?url";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { Toaster } from "./components/ui/toaster";
import { appError } from "./content/errors";
import { chrome } from "./content/site";
import { menuScript } from "./lib/menu-script";
import { shouldHydrate } from "./lib/page-handle";
import { organizationJsonLd } from "./lib/page-meta";
import { speculationRulesJson } from "./lib/speculation-rules";
import { themeScript } from "./lib/theme-script";

// The header's behaviour before and without React: the theme, and the mobile menu's state.
const headScript = `${themeScript};\n${menuScript}`;

export const links: Route.LinksFunction = () => [
  // Both fonts' core faces are needed for the first paint: fetch them with the stylesheet, not
  // after it (on a slow phone the body font found in the stylesheet came last, after everything
  // else). Their extensions (app.css) are fetched only by text that needs them.
  { rel: "preload", href: displayFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: bodyFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * The HTML document around every page, the error screen included. Every link on the site loads
 * its page as a document (plain <a href>, no client-side routing), prerendered by the browser
 * when the visitor is about to follow it (speculation rules), so a page reached by a link is the
 * page loaded directly. Only pages whose route asks for it (lib/page-handle.ts) get React
 * Router's scripts and hydrate; the others ship no framework JavaScript at all.
 */
export function Layout({ children }: { children: ReactNode }) {
  const hydrate = shouldHydrate(useMatches());
  return (
    // The head script below sets the theme class on <html> before React hydrates.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* In the prerendered HTML only: the browser has run it long before hydration, so the
            client bundle does not carry its text (React leaves a hydrated script alone). */}
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? headScript : "" }} />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content="#f7f6f2" />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#0d0d12" />
        <Meta />
        <Links />
        {/* Data the browser reads from the HTML, left out of the client bundle the same way. */}
        <script
          type="application/ld+json"
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? JSON.stringify(organizationJsonLd) : "" }}
        />
        <script
          type="speculationrules"
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? speculationRulesJson : "" }}
        />
      </head>
      <body className="min-h-dvh bg-canvas font-sans text-ink antialiased">
        {children}
        {hydrate ? <Scripts /> : null}
      </body>
    </html>
  );
}

export default function App() {
  // No tooltip provider: the tooltips (Home's carousel) share the default one (ui/tooltip.tsx), and
  // Contact does not load their code.
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-brand px-4 py-2 font-semibold text-on-brand focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {chrome.skipLink}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <Toaster />
    </>
  );
}

/** Fallback for an unhandled error anywhere in the app; no stack trace outside development. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-gutter text-center">
      <h1 className="text-title font-bold text-ink">{appError.title}</h1>
      <p className="mt-4 text-ink-soft">{appError.description}</p>
      {detail ? <p className="mt-2 text-small text-ink-soft">{detail}</p> : null}
      {stack ? <pre className="mt-6 max-w-full overflow-auto rounded-lg bg-muted p-4 text-left text-eyebrow">{stack}</pre> : null}
      {/* A plain link, like every link on the site: a full reload gives a broken app a clean start. */}
      <a href={appError.home.href} className="mt-8 rounded-full bg-brand px-6 py-3 font-semibold text-on-brand hover:opacity-90">
        {appError.home.label}
      </a>
    </main>
  );
}
