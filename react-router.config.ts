import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/routes-list";

// No server rendering at request time: every page is HTML written at build time,
// served as static files by server/ (or any CDN), then hydrated in the browser.
export default {
  ssr: false,
  prerender: [...prerenderedPaths],
  // React Router v8's behaviour, adopted now where it changes nothing for this site (no middleware,
  // loaders or data requests), which keeps the build quiet and the upgrade to v8 a version bump.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    // Not yet: under Vite's Environment API the build no longer runs our after-first-paint rewrite
    // of the prerendered pages (scripts/hydrate-after-first-paint.ts waits for the server build's
    // end, which that API reorganises), and the pages would preload all their JavaScript before the
    // first paint again. Set explicitly, so the build does not warn; revisit with the v8 upgrade.
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
