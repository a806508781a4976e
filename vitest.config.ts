import { readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";
import { storyPlugins } from "./scripts/mdx/story-plugins";

// Separate from vite.config.ts: the React Router plugin builds the app, tests import modules directly.

/**
 * Test files that need a process of their own: those that replace a module (vi.mock) or load the
 * app again with other build settings (vi.resetModules, vi.stubEnv), and those whose result
 * depends on state a process keeps once (fontconfig's fonts, read when sharp first draws text;
 * the environment a browser they launch inherits). In a worker that shares modules and its process
 * between files (isolate: false, below), a mock would leak into the files after it, or arrive
 * after the real module was loaded, and a picture would be drawn with whatever fonts the files
 * before it set up. Listed in testing/isolated-test-files.json, which eslint.config.js reads too:
 * it refuses vi.mock and assignments to process.env in any other test file.
 */
const isolatedTestFiles: string[] = JSON.parse(readFileSync(new URL("./testing/isolated-test-files.json", import.meta.url), "utf8"));
const isolatedAppFiles = isolatedTestFiles.filter((file) => file.startsWith("app/"));
const isolatedServerFiles = isolatedTestFiles.filter((file) => !file.startsWith("app/"));
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
          exclude: isolatedTestFiles,
          setupFiles: ["./app/test/setup.ts"],
          // A worker keeps its modules and its jsdom from one file to the next: each file starting
          // afresh spent more CPU on importing React, the routes and jsdom than on its tests
          // (measured: 104 s of CPU for this project with it, 38 s without). Each test renders its
          // own tree and setup.ts unmounts it after; see isolatedTestFiles for what needs a fresh start.
          isolate: false,
          // A test that types into the form and waits for lazily imported modules runs in about
          // a second, but several times that while the machine is busy (CI runs layers back to back).
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        plugins: [storyPlugins()],
        test: {
          name: "app (isolated)",
          environment: "jsdom",
          include: isolatedAppFiles,
          setupFiles: ["./app/test/setup.ts"],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          environment: "node",
          include: ["server/**/*.test.ts", "scripts/**/*.test.ts", "db/**/*.test.ts", "bench/**/*.test.ts"],
          exclude: isolatedServerFiles,
          // The commands the tests spawn (the server, npm run leads...), compiled once per run; the
          // run's PostgreSQL cluster with its migrated template, and the migrated PGlite data directory.
          globalSetup: ["./testing/compile-commands.ts", "./testing/test-databases-setup.ts"],
          // Modules are loaded once per worker, not once per file: most of these files are a few
          // fast tests on a fresh database, and re-importing the server's modules for each cost
          // about half their CPU (measured on the 67 fastest files: 170 s of CPU isolated, 88 s not).
          // Every file makes its own database, servers and temporary directories in its hooks.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // The pictures' own tests (scripts/screens.test.ts, art-typefaces): no database and no
          // compiled command, so none of the server project's global setup.
          name: "server (isolated)",
          environment: "node",
          include: isolatedServerFiles,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
