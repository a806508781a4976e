// Lighthouse on every route, mobile (default simulated throttling) and desktop presets, with
// Debian's Chromium. One browser serves all runs; Lighthouse resets storage before each.
import { launch } from "chrome-launcher";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import lighthouse, { desktopConfig, type Result } from "lighthouse";
import { chromiumFlags } from "../scripts/chromium.ts";
import { outDir } from "./lib/paths.ts";
import { median, round } from "./lib/stats.ts";
import type { BenchRoute } from "./routes.ts";

export const presets = ["mobile", "desktop"] as const;
export type Preset = (typeof presets)[number];
const categoryIds = ["performance", "accessibility", "best-practices", "seo"] as const;
export type CategoryId = (typeof categoryIds)[number];

export type LoadedAsset = { url: string; type: "js" | "css"; transferBytes: number; resourceBytes: number };

export type LighthouseRun = {
  scores: Record<CategoryId, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferBytes: number;
  /** Web fonts the page loaded without any interaction (transfer bytes). */
  fontBytes: number;
  /** Same-origin scripts and stylesheets the page loaded without any interaction. */
  loaded: LoadedAsset[];
  /** Audits that cost points, as "category: id (display value)". */
  lostPoints: string[];
  warnings: string[];
};

export type LighthouseSummary = Omit<LighthouseRun, "loaded" | "lostPoints" | "warnings"> & {
  route: string;
  preset: Preset;
  runs: number;
  /** Every script or stylesheet loaded in any run (URL → largest transfer seen). */
  loaded: LoadedAsset[];
  lostPoints: string[];
  warnings: string[];
  perRun: { scores: Record<CategoryId, number>; lcpMs: number; tbtMs: number; cls: number }[];
};

type NetworkItem = { url: string; resourceType?: string; transferSize?: number; resourceSize?: number };

function readRun(lhr: Result, origin: string): LighthouseRun {
  const audit = (id: string) => lhr.audits[id];
  const numeric = (id: string) => audit(id)?.numericValue ?? Number.NaN;
  const scores = Object.fromEntries(categoryIds.map((id) => [id, round((lhr.categories[id]?.score ?? 0) * 100)])) as Record<
    CategoryId,
    number
  >;

  const items = ((audit("network-requests")?.details as { items?: NetworkItem[] } | undefined)?.items ?? []) as NetworkItem[];
  const loaded = items
    .filter((item) => item.url.startsWith(origin) && (item.resourceType === "Script" || item.resourceType === "Stylesheet"))
    .map((item) => ({
      url: new URL(item.url).pathname,
      type: item.resourceType === "Script" ? ("js" as const) : ("css" as const),
      transferBytes: item.transferSize ?? 0,
      resourceBytes: item.resourceSize ?? 0,
    }));

  const fontBytes = items.filter((item) => item.resourceType === "Font").reduce((sum, item) => sum + (item.transferSize ?? 0), 0);

  const lostPoints: string[] = [];
  for (const id of categoryIds) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const result = audit(ref.id);
      if (!result || ref.weight === 0 || result.score === null || result.score >= 1) continue;
      lostPoints.push(`${id}: ${ref.id}${result.displayValue ? ` (${result.displayValue})` : ""}`);
    }
  }
  return {
    scores,
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    transferBytes: numeric("total-byte-weight"),
    fontBytes,
    loaded,
    lostPoints,
    warnings: lhr.runWarnings.map(String),
  };
}

function summarize(route: BenchRoute, preset: Preset, runs: LighthouseRun[]): LighthouseSummary {
  const med = (pick: (run: LighthouseRun) => number) => median(runs.map(pick));
  const loaded = new Map<string, LoadedAsset>();
  for (const asset of runs.flatMap((run) => run.loaded)) {
    const seen = loaded.get(asset.url);
    if (!seen || seen.transferBytes < asset.transferBytes) loaded.set(asset.url, asset);
  }
  return {
    route: route.name,
    preset,
    runs: runs.length,
    scores: Object.fromEntries(categoryIds.map((id) => [id, med((run) => run.scores[id])])) as Record<CategoryId, number>,
    fcpMs: round(med((run) => run.fcpMs)),
    lcpMs: round(med((run) => run.lcpMs)),
    tbtMs: round(med((run) => run.tbtMs)),
    cls: round(
      med((run) => run.cls),
      4,
    ),
    transferBytes: round(med((run) => run.transferBytes)),
    fontBytes: round(med((run) => run.fontBytes)),
    loaded: [...loaded.values()],
    lostPoints: [...new Set(runs.flatMap((run) => run.lostPoints))],
    warnings: [...new Set(runs.flatMap((run) => run.warnings))],
    perRun: runs.map((run) => ({ scores: run.scores, lcpMs: round(run.lcpMs), tbtMs: round(run.tbtMs), cls: round(run.cls, 4) })),
  };
}

/** One Chromium for all runs; replaced when a run comes back broken. */
export type Browser = { port(): number; restart(): Promise<void>; kill(): void };

export async function startBrowser(chromePath: string): Promise<Browser> {
  let chrome = await launch({ chromePath, chromeFlags: chromiumFlags });
  return {
    port: () => chrome.port,
    async restart() {
      chrome.kill();
      chrome = await launch({ chromePath, chromeFlags: chromiumFlags });
    },
    kill: () => chrome.kill(),
  };
}

const attempts = 4;

/**
 * One Lighthouse run. A run that Lighthouse itself reports as broken (e.g. NO_NAVSTART: the
 * trace lost on a busy machine) is tried again in a fresh browser, up to `attempts` times in
 * all; a page that really fails keeps failing and stops the bench.
 */
async function runOnce(browser: Browser, origin: string, route: BenchRoute, preset: Preset, reportFile: string): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      origin + route.path,
      { port: browser.port(), output: "json", logLevel: "error", ignoreStatusCode: route.notFound },
      preset === "desktop" ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${route.path}`);
    writeFileSync(reportFile, JSON.stringify(result.lhr));
    const error = result.lhr.runtimeError;
    if (!error) return readRun(result.lhr, origin);
    if (attempt === attempts) throw new Error(`Lighthouse on ${preset} ${route.path}: ${error.code} ${error.message}`);
    console.warn(`  lighthouse ${preset} ${route.name}: ${error.code}, trying again in a fresh browser`);
    await browser.restart();
  }
}

/**
 * Runs Lighthouse `runs` times on every route and preset. Runs are interleaved (all routes,
 * then again), so a burst of noise from elsewhere on the machine does not hit one route's
 * every run.
 */
export async function runLighthouse(origin: string, routes: BenchRoute[], runs: number, chromePath: string): Promise<LighthouseSummary[]> {
  const reportDir = join(outDir, "lighthouse");
  mkdirSync(reportDir, { recursive: true });
  const browser = await startBrowser(chromePath);
  const results = new Map<string, LighthouseRun[]>();
  try {
    for (let i = 1; i <= runs; i++) {
      for (const preset of presets) {
        for (const route of routes) {
          const started = Date.now();
          const slug = `${preset}-${route.path === "/" ? "home" : route.name.replace(/\W+/g, "_").replace(/^_/, "")}-${i}`;
          const run = await runOnce(browser, origin, route, preset, join(reportDir, `${slug}.json`));
          const key = `${preset} ${route.name}`;
          results.set(key, [...(results.get(key) ?? []), run]);
          console.log(
            `  lighthouse ${preset.padEnd(7)} ${route.name.padEnd(10)} run ${i}/${runs}: ` +
              `${categoryIds.map((id) => run.scores[id]).join("/")} LCP ${round(run.lcpMs)} ms TBT ${round(run.tbtMs)} ms CLS ${round(run.cls, 3)} ` +
              `(${round((Date.now() - started) / 1000, 1)} s)`,
          );
        }
      }
    }
  } finally {
    browser.kill();
  }
  return presets.flatMap((preset) => routes.map((route) => summarize(route, preset, results.get(`${preset} ${route.name}`)!)));
}
