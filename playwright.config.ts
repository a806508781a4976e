import { defineConfig } from "@playwright/test";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromiumFlags, chromiumPath } from "./scripts/chromium.ts";
import { loadEnvFile } from "./server/settings/env-file.ts";
import { prerequisites, requirePrerequisite } from "./testing/prerequisites.ts";

// Browser tests against the production build (`npm run build` first), served by our own server
// on a fresh database. Debian's Chromium, never a downloaded browser.

// The same .env the build and the server read (server/settings/env-file.ts; the environment wins):
// the expectations (e2e/support/site.ts) use the brand, e-mail and URL the pages were built with.
loadEnvFile();

requirePrerequisite(prerequisites.chromium); // "Chromium is not installed (…): apt-get install -y chromium"

// A fixed port (every worker must compute the same one); E2E_PORT=... when 4310 is taken.
const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;

// The run's data directory (E2E_DATA_DIR is internal, not a setting), named by the port: one run
// per port at a time. Only named here: the web server's script makes it fresh when the run starts
// and removes it after (e2e/support/serve-fresh-database.ts), so loading this file (knip, --list,
// every worker) leaves nothing behind. The workers inherit the runner's environment.
process.env.E2E_DATA_DIR ??= join(tmpdir(), `agency-e2e-${port}`, "data");

const viewports = {
  mobile: { width: 375, height: 812 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1440, height: 900 },
};

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    // A fresh profile per context is Playwright's default; the flags are the team's standard set.
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
    // Still pixels for screenshots and axe (the technology strip stops) and less work for two
    // cores; the one test about smooth scrolling opts back in.
    reducedMotion: "reduce",
    // Recording traces costs about a fifth of the suite's time on two cores: to debug a failure,
    // run it again with `--trace on`.
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects: [
    // Every behaviour, at the widest layout.
    { name: "desktop-1440", use: { viewport: viewports.desktop }, testIgnore: /mobile-menu\.spec/ },
    // The phone layout: the mobile menu, accessibility, focus and the looks.
    { name: "mobile-375", use: { viewport: viewports.mobile }, testMatch: /(mobile-menu|accessibility|focus-order|layout)\.spec\.ts/ },
    // In between: only the looks.
    { name: "tablet-768", use: { viewport: viewports.tablet }, testMatch: /layout\.spec\.ts/ },
  ],
  webServer: {
    // The build's server on its own port and a fresh database, stopped (and the database removed) after the run.
    // Without a build it stops at once with "build/node/main.js is missing: the browser tests need a build (npm run
    // build)" (e2e/support/built-server.ts): not checked here, since knip and `--list` load this file before any build.
    command: "node --import tsx e2e/support/serve-fresh-database.ts",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    // Its database is a copy of a migrated one (e2e/support/migrated-database.ts); the first run
    // on a machine creates that, which takes over a minute on two cores shared by several builds.
    timeout: 180_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      // The suite sends a few dozen messages from one address within a minute.
      RATE_LIMIT_PER_CLIENT: "1000",
      RATE_LIMIT_GLOBAL_PER_MINUTE: "1000",
      LOG_LEVEL: "warn",
    },
  },
});
