// `npm run screens`: the client screens (app/content/work/<folder>/screens/<name>.screen.tsx) drawn
// as pictures. Each screen is bundled with esbuild (its CSS, its @fontsource faces and images
// inlined as data: URLs, so the page needs no network), opened in Debian's Chromium at its frame,
// once per colour scheme, and written beside the study as `<name>.png` (and `<name>.dark.png`).
// The MDX then names the PNG like any picture, and the build makes its AVIF/WebP files.
//
// Committed renders, not build renders: `npm install && npm start` on a newcomer's machine must
// not need a browser, and the build must stay within a minute; a render takes seconds a screen.
// So the PNGs are committed, with the hash of everything each was drawn from (the screen, every
// module and font it imports, its frame) in `<folder>/screens/renders.json`: a screen whose hash
// is unchanged is skipped, and scripts/screens.test.ts renders screens again and fails when a
// committed picture no longer matches its source (CI has Chromium).
//
//   npm run screens                       every screen whose source changed
//   npm run screens -- ticketing/door     one screen (or `ticketing` for a folder's), always drawn
//   npm run screens -- --force            every screen, changed or not
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";
import { chromium, type Browser } from "@playwright/test";
import { pixelDensity, schemesOf, type ScreenFrame, type ScreenScheme } from "../app/content/work/screens-kit/frame.ts";
import { readyFlag, screenPage } from "../app/content/work/screens-kit/shell.ts";
import { chromiumFlags, chromiumPath } from "./chromium.ts";

const repository = fileURLToPath(new URL("..", import.meta.url));
export const workFolder = join(repository, "app/content/work");
const kit = join(workFolder, "screens-kit");

/** Bumped when the renderer draws differently for the same source: every screen is drawn again. */
const rendererVersion = 1;

export type Screen = {
  /** The study's folder (ticketing) and the screen's name (door): "ticketing/door". */
  folder: string;
  name: string;
  /** The .screen.tsx file. */
  file: string;
};

/** Every screen under a work folder (the site's, or a scratch copy's), in a stable order. */
export function findScreens(root = workFolder): Screen[] {
  const screens: Screen[] = [];
  for (const folder of readdirSync(root, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    const dir = join(root, folder.name, "screens");
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).sort())
      if (file.endsWith(".screen.tsx"))
        screens.push({ folder: folder.name, name: file.slice(0, -".screen.tsx".length), file: join(dir, file) });
  }
  return screens;
}

/** Where a screen's picture goes: `<folder>/<name>.png`, `<name>.dark.png` in the dark scheme. */
export function pictureFile(screen: Screen, scheme: ScreenScheme): string {
  return join(dirname(dirname(screen.file)), `${screen.name}${scheme === "dark" ? ".dark" : ""}.png`);
}

/**
 * `import text from "./x.svg?raw"`, as Vite reads it (a file's text), so a module a screen shares
 * with the site (a brand's Logo reading the logo sprite) means the same in both bundlers.
 */
const rawImports: Plugin = {
  name: "raw-imports",
  setup(build) {
    build.onResolve({ filter: /\?raw$/ }, ({ path, resolveDir }) => ({
      path: resolve(resolveDir, path.slice(0, -"?raw".length)),
      namespace: "raw",
    }));
    build.onLoad({ filter: /.*/, namespace: "raw" }, ({ path }) => ({
      contents: readFileSync(path, "utf8"),
      loader: "text",
      watchFiles: [path],
    }));
  },
};

type Bundle = { html: string; frame: ScreenFrame; hash: string };

/**
 * One screen as a self-contained page, its frame, and the hash of everything it was made from
 * (every file esbuild read, by content: the screen, its modules, CSS, fonts, React itself).
 */
export async function bundleScreen(screen: Screen): Promise<Bundle> {
  const entry = `import Screen from ${JSON.stringify(screen.file)};
import { mount } from ${JSON.stringify(join(kit, "mount.tsx"))};
mount(Screen);`;
  const result = await build({
    stdin: { contents: entry, resolveDir: dirname(screen.file), loader: "tsx" },
    bundle: true,
    write: false,
    outdir: "/screen", // named only: nothing is written
    format: "iife",
    platform: "browser",
    target: "chrome120",
    jsx: "automatic",
    minify: true,
    metafile: true,
    logLevel: "silent",
    tsconfig: join(repository, "tsconfig.json"),
    define: { "process.env.NODE_ENV": '"production"' },
    loader: { ".woff2": "dataurl", ".woff": "dataurl", ".png": "dataurl", ".jpg": "dataurl", ".svg": "text" },
    plugins: [rawImports],
  });
  const script = result.outputFiles.find((file) => file.path.endsWith(".js"))?.text ?? "";
  const css = result.outputFiles.find((file) => file.path.endsWith(".css"))?.text ?? "";
  const contents = Object.keys(result.metafile.inputs)
    .filter((input) => !input.startsWith("<"))
    .map((input) =>
      createHash("sha256")
        .update(readFileSync(resolve(process.cwd(), input.replace(/^raw:/, ""))))
        .digest("hex"),
    )
    .sort();
  const frame = await frameOf(screen);
  const hash = createHash("sha256").update(JSON.stringify({ rendererVersion, frame, contents })).digest("hex").slice(0, 16);
  return { html: screenPage({ css, script }), frame, hash };
}

/** Stylesheets, fonts and images, left out of the bundle that only reads a screen's frame. */
const emptyAssets: Plugin = {
  name: "empty-assets",
  setup(build) {
    build.onResolve({ filter: /\.(css|woff2?|png|jpe?g)$/ }, ({ path }) => ({ path, namespace: "empty" }));
    build.onLoad({ filter: /.*/, namespace: "empty" }, () => ({ contents: "", loader: "js" }));
  },
};

/**
 * The frame a screen exports. Node cannot import the screen as it is (it imports CSS and fonts):
 * its own modules are bundled with those left out, its packages required as Node has them.
 */
async function frameOf(screen: Screen): Promise<ScreenFrame> {
  const result = await build({
    stdin: { contents: `export { frame } from ${JSON.stringify(screen.file)};`, resolveDir: dirname(screen.file), loader: "ts" },
    bundle: true,
    write: false,
    format: "cjs",
    platform: "node",
    packages: "external",
    jsx: "automatic",
    logLevel: "silent",
    tsconfig: join(repository, "tsconfig.json"),
    plugins: [rawImports, emptyAssets],
  });
  const module = { exports: {} as { frame?: ScreenFrame } };
  new Function("require", "module", "exports", result.outputFiles[0]!.text)(createRequire(screen.file), module, module.exports);
  const { frame } = module.exports;
  const where = relative(repository, screen.file);
  if (!frame || !(frame.width > 0) || !(frame.height > 0))
    throw new Error(`${where}: export const frame: ScreenFrame = { width, height } is missing or not a size`);
  return frame;
}

/** The picture of a bundled screen in one scheme, as PNG bytes. */
export async function drawScreen(browser: Browser, bundle: Bundle, scheme: ScreenScheme): Promise<Buffer> {
  const { frame } = bundle;
  const context = await browser.newContext({
    viewport: { width: frame.width, height: frame.height },
    deviceScaleFactor: pixelDensity(frame),
    colorScheme: scheme,
    reducedMotion: "reduce",
    locale: "en-GB",
    timezoneId: "Europe/Berlin",
    // A screen must never need the network: any request it makes fails the render below.
    offline: true,
  });
  try {
    const page = await context.newPage();
    // A screen that draws a three.js scene renders in software GL: under load that takes longer
    // than Playwright's default 30 s before the page's load event.
    page.setDefaultTimeout(180_000);
    const failures: string[] = [];
    page.on("pageerror", (error) => failures.push(error.message));
    page.on("requestfailed", (request) => failures.push(`asked the network for ${request.url()}`));
    await page.setContent(bundle.html, { waitUntil: "load" });
    await page.waitForFunction((flag) => (window as unknown as Record<string, boolean>)[flag] === true, readyFlag, {
      timeout: 180_000,
    });
    if (failures.length) throw new Error(failures.join("; "));
    return await page.screenshot({ type: "png", animations: "disabled", caret: "hide" });
  } finally {
    await context.close();
  }
}

type Renders = Record<string, { hash: string; width: number; height: number; schemes: ScreenScheme[] }>;

const rendersFile = (screen: Screen) => join(dirname(screen.file), "renders.json");

function readRenders(file: string): Renders {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Renders) : {};
}

/**
 * Chromium with the system's fonts: without the FONTCONFIG_FILE a build or the test runner sets for
 * the SVG renderer (scripts/art-fonts.ts), which lists only the site's faces. A Chromium whose
 * fontconfig finds no font draws no text at all, web fonts included.
 */
export const launchChromium = () => {
  const { FONTCONFIG_FILE: _forTheSvgRenderer, ...env } = process.env;
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags, env });
};

export type RenderOutcome = { screen: Screen; drawn: boolean; files: string[] };

/**
 * Draws every screen under `root` whose source changed since its committed render (or every one
 * `only` names, or all with `force`), writing the PNGs and renders.json.
 */
export async function renderScreens({
  root = workFolder,
  only = [],
  force = false,
  browser: given,
}: { root?: string; only?: string[]; force?: boolean; browser?: Browser } = {}): Promise<RenderOutcome[]> {
  const named = (screen: Screen) => only.some((name) => name === screen.folder || name === `${screen.folder}/${screen.name}`);
  const screens = findScreens(root).filter((screen) => only.length === 0 || named(screen));
  const unknown = only.filter((name) => !findScreens(root).some((s) => name === s.folder || name === `${s.folder}/${s.name}`));
  if (unknown.length)
    throw new Error(`No screen named ${unknown.join(", ")} (a folder, or folder/name, under ${relative(repository, root)})`);
  let browser = given;
  const outcomes: RenderOutcome[] = [];
  try {
    for (const screen of screens) {
      const bundle = await bundleScreen(screen);
      const schemes = [...schemesOf(bundle.frame)];
      const files = schemes.map((scheme) => pictureFile(screen, scheme));
      const renders = readRenders(rendersFile(screen));
      const known = renders[screen.name];
      const current = known?.hash === bundle.hash && files.every((file) => existsSync(file));
      if (current && !force && !named(screen)) {
        outcomes.push({ screen, drawn: false, files });
        continue;
      }
      browser ??= await launchChromium();
      for (const [i, scheme] of schemes.entries()) writeFileSync(files[i]!, await drawScreen(browser, bundle, scheme));
      // Read again: another screen of the folder may have written it meanwhile (one at a time here).
      const latest = readRenders(rendersFile(screen));
      latest[screen.name] = { hash: bundle.hash, width: bundle.frame.width, height: bundle.frame.height, schemes };
      const sorted = Object.fromEntries(Object.entries(latest).sort(([a], [b]) => a.localeCompare(b)));
      writeFileSync(rendersFile(screen), JSON.stringify(sorted, null, 2) + "\n");
      outcomes.push({ screen, drawn: true, files });
    }
  } finally {
    if (browser && !given) await browser.close();
  }
  return outcomes;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const started = performance.now();
  const outcomes = await renderScreens({ only: args.filter((a) => !a.startsWith("--")), force: args.includes("--force") });
  for (const { screen, drawn, files } of outcomes)
    console.log(`${drawn ? "drew" : "unchanged"}  ${screen.folder}/${screen.name}  ${files.map((f) => basename(f)).join(" ")}`);
  console.log(
    `${outcomes.filter((o) => o.drawn).length} of ${outcomes.length} screens drawn in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
