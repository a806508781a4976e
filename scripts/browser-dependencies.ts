// The packages the site's browser code imports, for the dev server to bundle before the first page
// is served (vite.config.ts's optimizeDeps.include). Vite otherwise finds them as the browser asks:
// React Router's client entry is not in the sources Vite scans at start, so the first visit found
// react-dom/client and the rest one by one, each answered "504 Outdated Optimize Dep" and followed
// by a full reload. scripts/dev-server.test.ts checks this list against the imports in app/.
// altcha (the proof of work, CAPTCHA=altcha only) is left to be found when used: its worker and
// its stylesheet are not something the optimizer bundles.
import { readdirSync, readFileSync } from "node:fs";

const appDir = new URL("../app/", import.meta.url);

/** Each icon comes from its own module (eslint.config.js says why): the ones app/ imports. */
const iconModules = readdirSync(appDir, { recursive: true, encoding: "utf8" })
  .filter((file) => /\.tsx?$/.test(file))
  .flatMap((file) =>
    [...readFileSync(new URL(file, appDir), "utf8").matchAll(/from "(lucide-react\/icons\/[a-z0-9-]+)"/g)].map((m) => m[1]!),
  );

export const browserDependencies = [
  "react",
  "react/jsx-runtime",
  "react/jsx-dev-runtime",
  "react-dom",
  "react-dom/client",
  "react-router",
  "react-router/dom",
  "@radix-ui/react-toast",
  "@supabase/supabase-js",
  "@tanstack/react-query",
  "class-variance-authority",
  "clsx",
  "embla-carousel",
  ...new Set(iconModules),
];
