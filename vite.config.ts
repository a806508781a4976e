import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // PUBLIC_* variables are baked into the prerendered pages (brand, e-mail, site URL, backend).
  envPrefix: ["PUBLIC_"],
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  build: {
    assetsInlineLimit: 0,
    // Merge tiny shared chunks: fewer requests, and gzip compresses one file better than ten.
    rollupOptions: { output: { experimentalMinChunkSize: 10_000 } },
  },
});
