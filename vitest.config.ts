import { defineConfig } from "vitest/config";
import { storyPlugins } from "./scripts/mdx/story-plugins";

// Separate from vite.config.ts: the React Router plugin builds the app, tests import modules directly.
export default defineConfig({
  // The case studies are MDX folders: tests read them as the site does.
  plugins: await storyPlugins(),
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "app",
          environment: "jsdom",
          include: ["app/**/*.test.{ts,tsx}"],
          setupFiles: ["./app/test/setup.ts"],
          // A test that types into the form and waits for lazily imported modules runs in about
          // a second, but several times that while the machine is busy (CI runs layers back to back).
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          environment: "node",
          include: ["server/**/*.test.ts", "scripts/**/*.test.ts", "db/**/*.test.ts", "bench/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
