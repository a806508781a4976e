import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/routes-list";

// No server rendering at request time: every page is HTML written at build time,
// served as static files by server/ (or any CDN), then hydrated in the browser.
export default {
  ssr: false,
  prerender: [...prerenderedPaths],
} satisfies Config;
