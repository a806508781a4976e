import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { browserDependencies } from "./scripts/browser-dependencies";
import { devSitePlugin } from "./scripts/dev-site-plugin";
import { hydratingChunks } from "./scripts/hydrating-chunks";
import { hydrateAfterFirstPaintPlugin } from "./scripts/hydrate-after-first-paint";
import { lucideRuntimePlugin } from "./scripts/lucide-runtime-plugin";
import { assetFileNames, storyPlugins } from "./scripts/mdx/story-plugins";
import { loadEnvFile } from "./server/settings/env-file";
import { hydratingScreens } from "./app/routes-list";

// The same .env the server and every command read (server/settings/env-file.ts); the environment wins.
loadEnvFile();

export default defineConfig({
  // PUBLIC_* variables are baked into the prerendered pages (brand, e-mail, site URL, backend).
  envPrefix: ["PUBLIC_"],
  // Vite's own .env loading (with .env.local, .env.production, ...) is off: the file loaded above is
  // the only one, so the pages, the sitemap and the server can never read different values.
  envDir: false,
  // `npm run -s build` (as `npm start` runs it) prints only warnings and errors, so the line saying
  // where the site runs is not lost under a hundred lines of chunk sizes.
  logLevel: process.env.npm_config_loglevel === "silent" ? "warn" : "info",
  plugins: [
    // Case studies: app/content/work/<id>/index.mdx and their pictures.
    ...(await storyPlugins()),
    // Dev only: the artwork and the 404s the built site has (the build renders and prerenders them).
    devSitePlugin(),
    tailwindcss(),
    // lucide-react's icons drawn without its runtime (app/lib/lucide-icon.ts).
    lucideRuntimePlugin(),
    reactRouter(),
    // Pages paint from their HTML and CSS alone; their JavaScript is fetched after that paint.
    hydrateAfterFirstPaintPlugin({ clientDir: new URL("./build/client", import.meta.url).pathname }),
  ],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  // Dev only: bundled before the first page is served, so the first visit neither fails nor reloads.
  optimizeDeps: { include: browserDependencies },
  build: {
    assetsInlineLimit: 0,
    // terser compresses React and the router about 3% smaller than esbuild (3.7 KB gzip on every
    // page, measured by npm run bench): the margin that keeps the home page under 120 KB.
    minify: "terser",
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    // Chunks cut by what the pages that hydrate load (scripts/hydrating-chunks.ts): a few files,
    // each compressed whole, and none carrying code only the other pages use.
    rollupOptions: {
      output: {
        assetFileNames,
        manualChunks: hydratingChunks(new URL("./app", import.meta.url).pathname, {
          always: ["root.tsx", "entry.client.tsx"],
          pages: hydratingScreens,
        }),
      },
    },
  },
});
