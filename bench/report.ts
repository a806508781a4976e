// bench/results.json (every figure) and bench/RESULTS.md (the same figures as tables).
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { BudgetCheck } from "./budgets.ts";
import type { RouteBundle } from "./bundles.ts";
import type { LighthouseSummary, Preset } from "./lighthouse.ts";
import { benchDir, outDir } from "./lib/paths.ts";
import type { Machine } from "./lib/machine.ts";
import type { LeadDeliveryResult } from "./lead-delivery.ts";
import type { Measured, ServerLoadResults } from "./load/server-load.ts";
import type { SpamFilterResult } from "./spam-filter.ts";
import type { StartupMeasurement } from "./startup-memory.ts";
import type { PageScripts } from "./page-scripts.ts";
import { medianOf, type ClickToPaint } from "./click-to-paint.ts";
import type { OutboxScaleResult } from "./outbox-scale.ts";
import { imagesBeforeIssue40, pageKinds, type PageBytes } from "./page-bytes.ts";

export type BenchResults = {
  machine: Machine;
  settings: Record<string, unknown>;
  durationSeconds: number;
  loadAverageAtEnd: number[];
  commands: string[];
  backendClientChunk: string;
  bundles: RouteBundle[];
  pageScripts?: PageScripts[];
  pageBytes?: PageBytes[];
  clickToPaint?: ClickToPaint;
  lighthouse?: LighthouseSummary[];
  load?: ServerLoadResults;
  delivery?: LeadDeliveryResult;
  startup?: StartupMeasurement[];
  spamFilter?: SpamFilterResult;
  outbox?: OutboxScaleResult;
  budgets: BudgetCheck[];
};

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const ms = (value: number) => Math.round(value).toLocaleString("en-US");
/** A Markdown table; the first `textColumns` columns are left-aligned, the numbers right-aligned. */
const table = (head: string[], rows: (string | number)[][], textColumns = 1) =>
  [
    `| ${head.join(" | ")} |`,
    `|${head.map((_, i) => (i < textColumns ? "---" : "---:")).join("|")}|`,
    ...rows.map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");

/** "category: audit (value)" entries from several runs: one entry per audit, with every value seen. */
function lostPointsLine(entries: string[]) {
  const byAudit = new Map<string, Set<string>>();
  for (const entry of entries) {
    const [, audit = entry, value] = /^(.*?)(?: \((.*)\))?$/.exec(entry) ?? [];
    const values = byAudit.get(audit) ?? new Set<string>();
    if (value) values.add(value);
    byAudit.set(audit, values);
  }
  return [...byAudit].map(([audit, values]) => (values.size ? `${audit} (${[...values].join(", ")})` : audit)).join("; ");
}

function lighthouseTable(summaries: LighthouseSummary[], preset: Preset) {
  const rows = summaries
    .filter((s) => s.preset === preset)
    .map((s) => [
      `\`${s.route}\``,
      s.scores.performance,
      s.scores.accessibility,
      s.scores["best-practices"],
      s.scores.seo,
      ms(s.fcpMs),
      ms(s.lcpMs),
      ms(s.tbtMs),
      s.cls,
      kb(s.transferBytes),
      kb(s.fontBytes),
    ]);
  return table(["route", "perf", "a11y", "best pr.", "SEO", "FCP ms", "LCP ms", "TBT ms", "CLS", "KB transferred", "fonts"], rows);
}

function bundleTable(bundles: RouteBundle[], lighthouse: LighthouseSummary[] | undefined) {
  const rows = bundles.map((b) => {
    const loaded = lighthouse?.find((s) => s.preset === "mobile" && s.route === b.route)?.loaded ?? [];
    const jsTransfer = loaded.filter((a) => a.type === "js").reduce((sum, a) => sum + a.transferBytes, 0);
    const extra = loaded.filter((a) => !b.assets.some((asset) => asset.url === a.url)).map((a) => a.url.replace("/assets/", ""));
    return [
      `\`${b.route}\``,
      b.assets.filter((a) => a.kind === "js").length,
      kb(b.js.raw),
      `**${kb(b.js.gzip)}**`,
      kb(b.js.brotli),
      kb(b.css.raw),
      kb(b.css.gzip),
      kb(b.css.brotli),
      lighthouse ? kb(jsTransfer) : "–",
      extra.length ? extra.join(", ") : "none",
    ];
  });
  return table(
    [
      "route",
      "JS files",
      "JS raw",
      "JS gzip",
      "JS br",
      "CSS raw",
      "CSS gzip",
      "CSS br",
      "JS transferred (Lighthouse)",
      "other scripts loaded",
    ],
    rows,
  );
}

const roundsOf = (m: Measured) => (m.rounds ?? [m.requestsPerSecond]).map((rps) => rps.toLocaleString("en-US")).join(", ");

function loadTable(load: ServerLoadResults) {
  const row = (m: Measured, reference?: Measured) => [
    m.name,
    m.target,
    m.requestsPerSecond.toLocaleString("en-US"),
    m.p50Ms,
    m.p99Ms,
    m.maxMs,
    m.ok.toLocaleString("en-US"),
    m.failed,
    reference
      ? `${((m.requestsPerSecond / reference.requestsPerSecond) * 100).toFixed(0)}% of ${reference.name.replace(/^.*\((.*)\)$/, "$1")}`
      : "reference",
  ];
  const { pages, inserts } = load;
  return table(
    ["run", "what", "req/s", "p50 ms", "p99 ms", "max ms", "ok", "failed", "ours / reference"],
    [
      row(pages.nginx),
      row(pages.ours, pages.nginx),
      row(inserts.pgbench),
      row(inserts.postgres, inserts.pgbench),
      row(inserts.pglite, inserts.pgbench),
    ],
    2,
  );
}

export function writeResults(results: BenchResults) {
  writeFileSync(join(outDir, "results.json"), `${JSON.stringify(results, null, 2)}\n`);

  const m = results.machine;
  const lines: string[] = [
    "# Benchmark results",
    "",
    "Written by `npm run bench` (bench/run.ts); every figure is also in `bench/out/results.json` (not in git). Do not edit by hand:",
    "run the bench again. The analysis of what limits each budget is in `bench/ANALYSIS.md`.",
    "",
    `- Date: ${m.date}`,
    `- Machine: ${m.cpus} CPUs (\`nproc\`), ${m.cpuModel}, ${m.memoryGiB} GiB RAM, ${m.os}, Node ${m.node}`,
    `- Load average (1/5/15 min) at start: ${m.loadAverageAtStart.join(" / ")}; at end: ${results.loadAverageAtEnd.join(" / ")}` +
      (m.loadAverageAtStart[0]! > 1 ? " — **other work was running on the machine: timings are noisy**" : ""),
    `- Settings: ${Object.entries(results.settings)
      .map(([k, v]) => `${k}=${String(v)}`)
      .join(", ")}`,
    `- Whole run: ${Math.round(results.durationSeconds)} s`,
    "",
    "## Budgets",
    "",
    table(
      ["budget", "measured", "met"],
      results.budgets.map((b) => [b.budget, b.measured, b.met ? "yes" : "**no**"]),
    ),
    "",
  ];
  if (results.lighthouse) {
    const runs = results.lighthouse[0]?.runs ?? 0;
    lines.push(
      `## Lighthouse (median of ${runs} run${runs === 1 ? "" : "s"}, Debian's Chromium, headless)`,
      "",
      "Mobile preset, default simulated throttling (150 ms RTT, 1.6 Mbps, 4× CPU slowdown):",
      "",
      lighthouseTable(results.lighthouse, "mobile"),
      "",
      "Desktop preset:",
      "",
      lighthouseTable(results.lighthouse, "desktop"),
      "",
      "The not-found page is measured at an unknown URL, answered with status 404 (Lighthouse run with",
      "`ignoreStatusCode`). Its SEO score is low by design: a 404 status and `noindex` are what it must send.",
      "",
      "Audits that cost points in any run:",
      "",
      ...results.lighthouse.filter((s) => s.lostPoints.length).map((s) => `- ${s.preset} \`${s.route}\`: ${lostPointsLine(s.lostPoints)}`),
      "",
    );
  }
  lines.push(
    "## JavaScript and CSS loaded before any interaction",
    "",
    "The prerendered HTML's stylesheet and module script with every chunk it imports statically (what",
    "loads without any interaction); sizes of the build's files and their `.gz`/`.br` copies (KB = 1,000",
    "bytes). The last two columns come from Lighthouse's network records of the mobile runs: what the",
    "browser actually fetched (brotli, headers included), and any script or stylesheet beyond that set.",
    `The backend client chunk is \`${results.backendClientChunk}\`.`,
    "",
    bundleTable(results.bundles, results.lighthouse),
    "",
  );
  if (results.pageBytes) {
    lines.push(
      "## Bytes a phone downloads per page (Chromium, 375×812 at 2x, read to the end)",
      "",
      "Every response as transferred (compressed), the page scrolled a screen at a time so its lazy",
      "pictures load as a reader's would (`BENCH_ONLY=bytes npm run bench` measures only this).",
      "The last column is the images of the build before issue 40's work (119d55f), measured the same",
      `way (bench/page-bytes.ts, \`imagesBeforeIssue40\`). This section's run: ${results.machine.date}.`,
      "",
      table(
        ["route", ...pageKinds.map((kind) => `${kind} KB`), "total KB", "images KB before issue 40"],
        results.pageBytes.map((p) => [
          `\`${p.route}\``,
          ...pageKinds.map((kind) => kb(p.bytes[kind])),
          `**${kb(p.total)}**`,
          p.route in imagesBeforeIssue40 ? kb(imagesBeforeIssue40[p.route]!) : "",
        ]),
      ),
      "",
    );
  }
  if (results.pageScripts) {
    lines.push(
      "## JavaScript a browser downloads before any interaction (Chromium)",
      "",
      "Every script the page loads until the network is idle, measured in Chromium: external scripts as",
      "transferred (compressed), inline scripts gzipped one by one (JSON-LD left out). Only Home (the",
      "carousel) and Contact (the form) hydrate; every other page is a document with the inline head",
      "script (theme, menu) and the speculation rules.",
      "",
      table(
        ["route", "hydrates", "external JS KB", "inline JS KB", "total KB"],
        results.pageScripts.map((p) => [
          `\`${p.route}\``,
          p.hydrates ? "yes" : "no",
          kb(p.external.reduce((sum, s) => sum + s.bytes, 0)),
          kb(p.inline.reduce((sum, s) => sum + s.bytes, 0)),
          `**${kb(p.total)}**`,
        ]),
      ),
      "",
    );
  }
  if (results.clickToPaint) {
    const c = results.clickToPaint;
    lines.push(
      "## Click to first paint of the next page (Chromium)",
      "",
      `\`${c.from}\` → the header's link to \`${c.to}\`, hovered then clicked; ${c.prerendered.length} runs of each, alternating.`,
      `With speculation rules (hovered 1 s; ${c.activated} of ${c.prerendered.length} runs were in fact prerendered, activationStart > 0), and the same with the rules removed.`,
      "",
      table(
        ["navigation", "median ms", "every run (ms)"],
        [
          ["with speculation rules", ms(medianOf(c.prerendered)), c.prerendered.map(ms).join(", ")],
          ["plain document load", ms(medianOf(c.plain)), c.plain.map(ms).join(", ")],
        ],
      ),
      "",
    );
  }
  if (results.load) {
    lines.push(
      "## Server under load (127.0.0.1)",
      "",
      `Each run: ${results.settings.connections} connections, ${results.settings.loadSeconds} s measured after a ${results.settings.warmupSeconds} s warm-up, one run at a time.`,
      "Pages are requested with `Accept-Encoding: br, gzip`, so both servers send the same precompressed file.",
      "Every HTTP run uses Debian's `wrk` (one thread; a Node load generator would be the limit in front of nginx on 2 CPUs).",
      `Page figures are medians of ${results.settings.pageRounds} rounds run alternately (nginx, ours, nginx, ours, …), since`,
      `throughput on this VM drifts from minute to minute; every round's requests/s: nginx ${roundsOf(results.load.pages.nginx)};`,
      `ours ${roundsOf(results.load.pages.ours)}.`,
      `nginx: ${results.load.nginx.version}, ${results.load.nginx.workers} worker process(es), gzip_static on, brotli_static ${results.load.nginx.brotliStatic ? "on (libnginx-mod-http-brotli-static)" : "**not available: nginx served gzip**"}.`,
      "Inserts: the request supabase-js sends (`bench/load/insert.lua`, a new client address each); pgbench runs the same four statements (`server/db/insert-sql.ts`)",
      "with the same values against the same PostgreSQL; the rate-limit event log is emptied before each run.",
      `PostgreSQL insert figures are medians of ${results.settings.insertRounds} alternating rounds (ours, pgbench, …): ours ${roundsOf(results.load.inserts.postgres)};`,
      `pgbench ${roundsOf(results.load.inserts.pgbench)}. Our server keeps one database connection per load connection (\`DATABASE_POOL_SIZE\`), as pgbench does.`,
      "Rate limits in every insert run: 5 per client address per 10 minutes (the default; each request comes from a",
      "new address, so none is refused) and the global budget off (at its default, 60 a minute, it would refuse the run).",
      "",
      loadTable(results.load),
      "",
    );
  }
  if (results.delivery) {
    lines.push("## Lead delivery: insert answered 201 → webhook received (PostgreSQL)", "", results.delivery.markdown, "");
  }
  if (results.startup) {
    lines.push(
      "## Server start-up and memory",
      "",
      'From spawning the process to its "server listening" line, and its resident memory then (`/proc/<pid>/status`).',
      "Compiled: `node build/node/main.js` with the node flags and environment of `npm run serve` (scripts/serve-command.ts); tsx: the TypeScript sources through tsx.",
      "",
      table(
        ["server start", "time to ready", "RSS after ready", "peak RSS"],
        results.startup.map((s) => [s.case, `${(s.readyMs / 1000).toFixed(1)} s`, `${s.rssMb} MB`, `${s.peakRssMb} MB`]),
      ),
      "",
    );
  }
  if (results.spamFilter) lines.push("## Spam check", "", results.spamFilter.markdown, "");
  if (results.outbox)
    lines.push("## The outbox at scale: idle cost, recovery after an outage, drain, memory under load", "", results.outbox.markdown, "");
  lines.push("## Commands", "", "```sh", ...results.commands, "```", "");
  writeFileSync(join(benchDir, "RESULTS.md"), lines.join("\n"));
}
