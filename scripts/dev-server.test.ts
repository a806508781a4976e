// `npm run dev` shows what the build shows: the artwork (which only the build used to render) and
// a real 404 for a path that is no page; and it stops on SIGTERM, freeing its port.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createServer } from "node:net";
import { chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { pagePaths } from "../app/routes-list.ts";
import { freePort } from "../testing/free-port.ts";
import { browserDependencies } from "./browser-dependencies.ts";
import { chromiumFlags, chromiumPath } from "./chromium.ts";

const root = new URL("../", import.meta.url).pathname;
const groups: number[] = [];

const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer()
      .once("error", () => resolve(false))
      .listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });

const groupIsGone = (pgid: number) => {
  try {
    process.kill(-pgid, 0);
    return false;
  } catch {
    return true;
  }
};

// Whatever a failed test left running, by the process group it was started in.
afterAll(() => {
  for (const pgid of groups.splice(0)) if (!groupIsGone(pgid)) process.kill(-pgid, "SIGKILL");
});

/** `npm run dev` on a free port in a process group of its own; resolves once it listens. */
async function startDevServer(...args: string[]) {
  const port = await freePort();
  const npm = spawn("npm", ["run", "-s", "dev", "--", "--host", "127.0.0.1", "--port", String(port), "--strictPort", ...args], {
    cwd: root,
    detached: true, // a process group of its own, as a terminal gives it
    stdio: ["ignore", "pipe", "pipe"],
  });
  groups.push(npm.pid!);
  const dev = { npm, port, base: `http://127.0.0.1:${port}`, output: "" };
  npm.stdout.setEncoding("utf8").on("data", (chunk: string) => (dev.output += chunk));
  npm.stderr.setEncoding("utf8").on("data", (chunk: string) => (dev.output += chunk));
  await vi.waitFor(async () => expect(await portIsFree(port), dev.output).toBe(false), { timeout: 120_000, interval: 200 });
  return dev;
}

// Modules in app/ that only the build's tools and the server run (the browser imports at most their types).
const nodeOnly = new Set(["routes.ts", "routes-list.ts", "content/work-folders.ts", "content/case-study-schema.ts", "entry.server.tsx"]);
/** The clients' screens: drawn to pictures by scripts/screens.ts in its own bundle, never part of the site's. */
const clientScreens = /^content\/work\/([^/]+\/screens|screens-kit)\//;

/** Every package the browser code in app/ imports (tests and Node-only modules left out). */
function packagesAppImports(): string[] {
  const files = readdirSync(join(root, "app"), { recursive: true, encoding: "utf8" }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.|(^|\/)test\//.test(file) && !nodeOnly.has(file) && !clientScreens.test(file),
  );
  const imports = files.flatMap((file) =>
    // A type-only import is gone from the bundle (LucideIcon, from the icons' index).
    [
      ...readFileSync(join(root, "app", file), "utf8")
        .replace(/^import type [^;]+;$/gm, "")
        .matchAll(/(?:from|import\(?)\s*"([^".~/][^"]*)"/g),
    ].map((match) => match[1]!),
  );
  return [...new Set(imports.filter((name) => !name.startsWith("node:") && !name.startsWith("altcha")))].sort();
}

describe("npm run dev", { timeout: 240_000 }, () => {
  it("bundles before the first visit every package the browser code imports", () => {
    expect(packagesAppImports().filter((name) => !browserDependencies.includes(name))).toEqual([]);
  });

  // One dev server for the tests below (each start costs seconds of CPU): the first visit's, then
  // the pictures and 404s, then its stop.
  let dev: Awaited<ReturnType<typeof startDevServer>>;
  let exited: Promise<number | null>;
  beforeAll(async () => {
    // --force: Vite's dependency cache as a fresh clone has it (none), whatever an earlier run left.
    dev = await startDevServer("--force");
    exited = new Promise((resolve) => dev.npm.once("exit", (code) => resolve(code)));
  }, 240_000);

  it("loads every page on the first visit with no 504 and no reload: the dependencies are bundled before it", async () => {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
    try {
      const page = await browser.newPage();
      const outdated: string[] = [];
      page.on("response", (response) => void (response.status() === 504 && outdated.push(response.url())));
      let navigations = 0;
      // Documents the page loaded (a reload is one more); a hydrated page's history.replaceState is not one.
      page.on("request", (request) => void (request.isNavigationRequest() && request.frame() === page.mainFrame() && navigations++));
      for (const path of pagePaths) {
        await page.goto(`${dev.base}${path}`, { waitUntil: "networkidle", timeout: 120_000 });
        await page.waitForLoadState("networkidle", { timeout: 120_000 }); // a reload Vite asked for would be done by now
      }
      expect(outdated, dev.output).toEqual([]);
      expect(navigations, dev.output).toBe(pagePaths.length);
      expect(dev.output).not.toMatch(/new dependencies optimized|reloading/i);
    } finally {
      await browser.close();
    }
  });

  it("serves the pictures and the 404s of the build, and stops on SIGTERM", async () => {
    const { base, npm } = dev;
    // Home's hero: the studies' own screens, AVIF and WebP made by the bundler as the build makes them.
    const home = await (await fetch(`${base}/`)).text();
    const avif = /<source type="image\/avif" srcSet="([^" ]+)/.exec(home)?.[1];
    expect(avif, "Home's hero shows no AVIF picture").toBeDefined();
    const hero = await fetch(new URL(avif!, base));
    expect(hero.status, dev.output).toBe(200);
    // An AVIF file by its bytes (ftyp box, brand "avif"): vite-imagetools' dev middleware labels
    // it "image/undefined", which browsers ignore for pictures (they read the bytes).
    const bytes = Buffer.from(await hero.arrayBuffer());
    expect(bytes.subarray(4, 12).toString("latin1")).toBe("ftypavif");
    expect(bytes.byteLength).toBeGreaterThan(1000);

    const unknown = await fetch(`${base}/no-such-page`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toMatch(/^text\/html/);
    expect((await fetch(`${base}/contact`)).status).toBe(200);

    // To npm alone, as a supervisor or `kill <pid>` sends it (a signal to the whole group always worked).
    process.kill(npm.pid!, "SIGTERM");
    await exited;
    await vi.waitFor(async () => expect(await portIsFree(dev.port)).toBe(true), { timeout: 15_000, interval: 100 });
    await vi.waitFor(() => expect(groupIsGone(npm.pid!)).toBe(true), { timeout: 15_000, interval: 100 });
  });
});
