import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/routes-list";

// No server rendering at request time: every page is HTML written at build time,
// served as static files by server/ (or any CDN), then hydrated in the browser.
export default {
  ssr: false,
  prerender: [...prerenderedPaths],
  // React Router v8's behaviour, adopted now (the build warned about each). The site has no
  // middleware, loaders or data requests, so none of them changes what it does; adopting them keeps
  // the build quiet and the upgrade to v8 a version bump.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
