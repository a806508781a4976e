import { defineConfig } from "vitest/config";
import { storyPlugins } from "./scripts/mdx/story-plugins";

// Separate from vite.config.ts: the React Router plugin builds the app, tests import modules directly.
export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    // Two test files at a time, also on a 2-CPU machine, where vitest's default (CPUs - 1) is one:
    // most of the slow files wait on child processes (our server, PostgreSQL, nginx), not on the
    // CPU. Measured: every file passed with two at a time at a load average of 10-13.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        // The case studies are MDX folders: the app's tests read them as the site does. Only this
        // project loads the MDX and image pipeline (sharp, fonts): the server's tests never import
        // a case study, and paid seconds per run for it. Not awaited: it loads beside the global setups.
        plugins: [storyPlugins()],
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
          // The commands the tests spawn (the server, npm run leads...), compiled once per run; the
          // run's PostgreSQL cluster with its migrated template, and the migrated PGlite data directory.
          globalSetup: ["./testing/compile-commands.ts", "./testing/test-databases-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
