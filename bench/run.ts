// `npm run bench`: build, serve on a fresh database, then measure Lighthouse, the JS/CSS each
// page loads, and the server under load next to nginx and pgbench. Writes bench/RESULTS.md and
// bench/results.json. Bounded: about 10 minutes with the defaults (see lib/settings.ts).
import { cpSync, existsSync, mkdirSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import { checkBudgets } from "./budgets.ts";
import { findBackendClientChunk, routeBundle } from "./bundles.ts";
import { benchLeadDelivery, type LeadDeliveryResult } from "./lead-delivery.ts";
import { runLighthouse, type LighthouseSummary } from "./lighthouse.ts";
import { describeMachine } from "./lib/machine.ts";
import { buildDir, clientDir, outDir, repoDir } from "./lib/paths.ts";
import { runCommand } from "./lib/processes.ts";
import { settings } from "./lib/settings.ts";
import { loadPages, loadPgliteInserts, loadPostgres, type ServerLoadResults } from "./load/server-load.ts";
import { startOurServer } from "./our-server.ts";
import { writeResults } from "./report.ts";
import { measureStartupMemory, type StartupMeasurement } from "./startup-memory.ts";
import { packageScriptFor } from "../scripts/serve-command.ts";
import { benchOutboxScale, type OutboxScaleResult } from "./outbox-scale.ts";
import { benchRoutes } from "./routes.ts";
import { benchSpamFilter, type SpamFilterResult } from "./spam-filter.ts";
import { benchRefusalFlood } from "./refusal-flood.ts";
import { launchChromium, measurePageScripts, type PageScripts } from "./page-scripts.ts";
import { measureClickToPaint, type ClickToPaint } from "./click-to-paint.ts";
import { measurePageBytes, type PageBytes } from "./page-bytes.ts";

const startedAt = Date.now();
const elapsed = () => `${Math.round((Date.now() - startedAt) / 1000)} s`;
mkdirSync(outDir, { recursive: true });
const machine = describeMachine();
const commands = ["npm run bench"];
console.log(`bench: ${machine.cpus} CPUs, load average ${machine.loadAverageAtStart.join(" ")}`);

// The spam check needs no build and no server: BENCH_ONLY=spam prints it and stops.
let spamFilter: SpamFilterResult | undefined;
if (settings.only.has("spam")) {
  console.log("bench: spam check on the labelled corpus");
  spamFilter = benchSpamFilter();
  commands.push("benchSpamFilter(): classifyLead() on server/spam/corpus in-process (alone: npx tsx bench/spam-filter.ts)");
  if (settings.only.size === 1) {
    console.log(spamFilter.markdown);
    process.exit(0);
  }
}

if (!settings.skipBuild) {
  console.log("bench: npm run build …");
  await runCommand("npm", ["run", "build"], { cwd: repoDir, inherit: true, timeoutMs: 300_000 });
  commands.push("npm run build");
}

if (!existsSync(`${buildDir}/index.html`)) throw new Error(`no build in ${buildDir}: run without BENCH_SKIP_BUILD`);
rmSync(clientDir, { recursive: true, force: true });
cpSync(buildDir, clientDir, { recursive: true });

// A refusal flood from one client against genuine inserts: BENCH_ONLY=flood prints it and stops
// (not in the default run; bench/ANALYSIS.md keeps the figures, since the report rewrites RESULTS.md).
if (settings.only.has("flood")) {
  console.log("bench: genuine inserts alone and during a refusal flood from one client (PGlite)");
  const flood = await benchRefusalFlood();
  console.log(flood.markdown);
  if (settings.only.size === 1) process.exit(0);
}

const bundles = benchRoutes.map(routeBundle);
const backendClientChunk = findBackendClientChunk();
const backendChunkLoadedOn = bundles.filter((b) => b.assets.some((a) => a.url === backendClientChunk)).map((b) => b.route);

let lighthouse: LighthouseSummary[] | undefined;
let load: ServerLoadResults | undefined;

console.log(`bench: starting our server on a fresh PGlite database (${elapsed()})`);
const server = await startOurServer({ anonKey: settings.anonKey, cpuProfile: settings.cpuProfile, label: "pglite" });
commands.push(
  "NODE_ENV=production PORT=<free> HOST=127.0.0.1 DATA_DIR=<fresh temp dir> STATIC_DIR=bench/out/site TRUST_PROXY=1 LOG_LEVEL=warn " +
    `RATE_LIMIT_PER_CLIENT=5 RATE_LIMIT_WINDOW_SECONDS=600 RATE_LIMIT_GLOBAL_PER_MINUTE=off ${packageScriptFor("build/node/main.js").replace("exec ", "")} (and with DATABASE_URL=<throwaway PostgreSQL 15> DATABASE_POOL_SIZE=<connections>)`,
);
let pageScripts: PageScripts[] | undefined;
let pageBytes: PageBytes[] | undefined;
let clickToPaint: ClickToPaint | undefined;
let pages: Awaited<ReturnType<typeof loadPages>> | undefined;
let pgliteInserts: Awaited<ReturnType<typeof loadPgliteInserts>> | undefined;
try {
  if (settings.only.has("lighthouse")) {
    console.log(`bench: Lighthouse, ${settings.lighthouseRuns} run(s) × ${benchRoutes.length} routes × 2 presets (${elapsed()})`);
    lighthouse = await runLighthouse(server.origin, benchRoutes, settings.lighthouseRuns, settings.chromePath);
    commands.push(
      `lighthouse(<origin><route>, { port, ignoreStatusCode: <not-found route> }, <mobile default | desktopConfig>) via chrome-launcher, CHROME_PATH=${settings.chromePath}`,
    );
    for (const summary of lighthouse) {
      if (summary.loaded.some((a) => a.url === backendClientChunk) && !backendChunkLoadedOn.includes(summary.route))
        backendChunkLoadedOn.push(summary.route);
    }
  }
  if (settings.only.has("pagejs")) {
    console.log(`bench: JavaScript each page loads in Chromium, and click-to-paint (${settings.clickRuns} runs) (${elapsed()})`);
    const browser = await launchChromium(settings.chromePath);
    try {
      pageScripts = [];
      for (const route of benchRoutes) pageScripts.push(await measurePageScripts(browser, server.origin, route));
      clickToPaint = await measureClickToPaint(browser, server.origin, settings.clickRuns);
    } finally {
      await browser.close();
    }
    commands.push(
      "measurePageScripts(): Playwright, Debian's Chromium, 1440×900, goto(<route>, networkidle); external .js by Resource Timing encodedBodySize, inline scripts gzip -9",
      "measureClickToPaint(): /services → header link Work, hovered until Chromium reports the prerender ready (or with the speculation rules removed), clicked; new page's FCP (or activation) minus the click",
    );
  }
  if (settings.only.has("bytes")) {
    console.log(`bench: bytes a phone downloads per page (${elapsed()})`);
    const browser = await launchChromium(settings.chromePath);
    try {
      pageBytes = [];
      for (const route of benchRoutes) pageBytes.push(await measurePageBytes(browser, server.origin, route));
    } finally {
      await browser.close();
    }
    commands.push(
      "measurePageBytes(): Playwright, Debian's Chromium, 375×812 at 2x, goto(<route>, networkidle), scrolled to the end; Resource Timing encodedBodySize by kind",
    );
  }
  if (settings.only.has("load")) {
    console.log(`bench: GET / on our server and on nginx, ${settings.pageRounds} alternating wrk rounds (${elapsed()})`);
    pages = await loadPages(server.origin, settings);
    console.log(`bench: inserts on our server, PGlite (${elapsed()})`);
    pgliteInserts = await loadPgliteInserts(server, settings);
  }
} finally {
  await server.stop();
}

if (settings.only.has("load") && pages && pgliteInserts) {
  console.log(`bench: PostgreSQL: our server, then pgbench (${elapsed()})`);
  const postgres = await loadPostgres(settings);
  load = {
    pages: pages.pages,
    inserts: { pglite: pgliteInserts, postgres: postgres.ours, pgbench: postgres.pgbench },
    nginx: pages.nginx,
  };
  commands.push(load.pages.nginx.command, load.pages.ours.command, load.inserts.postgres.command, load.inserts.pgbench.command);
}

let delivery: LeadDeliveryResult | undefined;
if (settings.only.has("delivery")) {
  console.log(`bench: lead delivery, a steady 20 leads/s for 10 s on PostgreSQL (${elapsed()})`);
  delivery = await benchLeadDelivery();
  commands.push("benchLeadDelivery(): our server on a throwaway PostgreSQL 15, NOTIFY_WEBHOOK_URL=<local receiver verifying signatures>");
}
let startup: StartupMeasurement[] | undefined;
if (settings.only.has("startup")) {
  console.log(`bench: server start-up time and memory, each engine, compiled and through tsx (${elapsed()})`);
  startup = (await measureStartupMemory()).results;
  commands.push(
    "measureStartupMemory(): build/node/main.js as npm run serve runs it, and node --import tsx server/main.ts, RSS from /proc/<pid>/status",
  );
}

let outbox: OutboxScaleResult | undefined;
if (settings.only.has("outbox")) {
  console.log(`bench: the outbox at scale: idle cost, recovery after an outage, drain on a long history, PGlite memory (${elapsed()})`);
  outbox = await benchOutboxScale();
  commands.push(
    "benchOutboxScale(): build/node/main.js as npm run serve runs it, on PGlite and a throwaway PostgreSQL 15 (npx tsx bench/outbox-scale.ts [idle|recovery|drain|memory])",
  );
}

const budgets = checkBudgets({
  lighthouse,
  bundles,
  backendChunkLoadedOn,
  load,
  delivery,
  startup,
  outbox,
  spamFilter,
  pageScripts,
  clickToPaint,
});
writeResults({
  machine,
  settings: {
    lighthouseRuns: settings.lighthouseRuns,
    connections: settings.connections,
    loadSeconds: settings.loadSeconds,
    warmupSeconds: settings.warmupSeconds,
    nginxWorkers: settings.nginxWorkers,
    pageRounds: settings.pageRounds,
    insertRounds: settings.insertRounds,
    parts: [...settings.only].join("+"),
    build: settings.skipBuild ? "skipped" : "fresh",
  },
  durationSeconds: (Date.now() - startedAt) / 1000,
  loadAverageAtEnd: loadavg().map((value) => Math.round(value * 100) / 100),
  commands,
  backendClientChunk,
  bundles,
  pageScripts,
  pageBytes,
  clickToPaint,
  lighthouse,
  load,
  delivery,
  startup,
  spamFilter,
  outbox,
  budgets,
});

console.log(`\nbench: done in ${elapsed()}: bench/RESULTS.md, bench/out/results.json`);
for (const check of budgets) console.log(`  ${check.met ? "met   " : "MISSED"} ${check.budget}: ${check.measured}`);
// The backend client loading before a submit is a defect, not a budget to trade: fail the run.
if (backendChunkLoadedOn.length) {
  console.error(`bench: the backend client chunk ${backendClientChunk} loads before any interaction on ${backendChunkLoadedOn.join(", ")}`);
  process.exitCode = 1;
}
