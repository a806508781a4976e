// The build draws lucide-react's icons with app/lib/lucide-icon.ts: each icon module's import of
// `../createLucideIcon.mjs` resolves to it, in the client and the prerender alike (the prerendered
// markup and the hydrated one are the same function's). Dev and the tests keep lucide's own, which
// draws the same SVG (app/lib/lucide-icon.test.tsx). A lucide-react that lays out its files
// otherwise would leave its runtime in the pages' scripts unnoticed: the client build stops instead.
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const runtime = fileURLToPath(new URL("../app/lib/lucide-icon.ts", import.meta.url));
const lucideIconModule = /\/node_modules\/lucide-react\/dist\/esm\/icons\/[^/]+\.mjs$/;

export function lucideRuntimePlugin(): Plugin {
  let redirected = 0;
  return {
    name: "lucide-runtime",
    apply: "build",
    enforce: "pre",
    buildStart() {
      redirected = 0;
    },
    resolveId(source, importer) {
      if (source !== "../createLucideIcon.mjs" || !importer || !lucideIconModule.test(importer)) return null;
      redirected++;
      return runtime;
    },
    buildEnd(error) {
      if (!error && redirected === 0 && this.environment.name === "client")
        this.error(
          "lucide-react's icons no longer import ../createLucideIcon.mjs: scripts/lucide-runtime-plugin.ts must find lucide's runtime anew",
        );
    },
  };
}
