// The performance budgets of DESIGN.md (page weight, JavaScript, fonts), checked against one run's figures.
import type { RouteBundle } from "./bundles.ts";
import type { LighthouseSummary } from "./lighthouse.ts";
import type { LeadDeliveryResult } from "./lead-delivery.ts";
import type { ServerLoadResults } from "./load/server-load.ts";
import type { SpamFilterResult } from "./spam-filter.ts";
import type { StartupMeasurement } from "./startup-memory.ts";
import type { PageScripts } from "./page-scripts.ts";
import type { ClickToPaint } from "./click-to-paint.ts";
import type { OutboxScaleResult } from "./outbox-scale.ts";

export type BudgetCheck = { budget: string; measured: string; met: boolean };

/** 120 KB as 120,000 bytes: the stricter reading of "KB". */
export const homeJsBudgetBytes = 120_000;
export const tbtNearZeroMs = 50;
/** Web fonts on a first load, every route (90,000 bytes: the stricter reading of "KB"). */
export const fontBudgetBytes = 90_000;
/** A page that does not hydrate ships at most this much JavaScript (compressed). */
export const staticPageJsBudgetBytes = 5_000;
/**
 * The pages that hydrate, JavaScript before interaction as a browser downloads it
 * (bench/page-scripts.ts): DESIGN.md's "no more than today" as issue 40 set it (they were 101.9
 * and 107.2 KB on that build). e2e/page-scripts.spec.ts holds every build to it.
 */
export const hydratingPageJsBudgetBytes: Record<string, number> = { "/": 105_000, "/contact": 110_000 };

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

export function checkBudgets(input: {
  lighthouse?: LighthouseSummary[];
  bundles: RouteBundle[];
  backendChunkLoadedOn: string[];
  load?: ServerLoadResults;
  delivery?: LeadDeliveryResult;
  startup?: StartupMeasurement[];
  spamFilter?: SpamFilterResult;
  pageScripts?: PageScripts[];
  clickToPaint?: ClickToPaint;
  outbox?: OutboxScaleResult;
}): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const page of input.pageScripts ?? []) {
    const budget = hydratingPageJsBudgetBytes[page.route];
    const limit = budget ?? staticPageJsBudgetBytes;
    checks.push({
      budget:
        budget === undefined
          ? `JS before interaction on ${page.route} (does not hydrate) ≤ ${kb(limit)} compressed`
          : `JS before interaction on ${page.route} (hydrates) ≤ ${kb(limit)} compressed`,
      measured: `${kb(page.total)} compressed${page.hydrates ? ", hydrates" : ""}`,
      met: page.total <= limit && page.hydrates === (budget !== undefined),
    });
  }
  if (input.lighthouse) {
    // Both presets. The not-found page is left out: it answers 404 (SEO) by design.
    const pages = input.lighthouse.filter((s) => s.route !== "not found");
    for (const s of pages) {
      const scores = Object.values(s.scores);
      checks.push({
        budget: `Lighthouse ${s.preset} ${s.route}: 100 in all four categories`,
        measured: scores.join(" / "),
        met: scores.every((v) => v === 100),
      });
    }
    const cls = input.lighthouse.filter((s) => s.cls > 0);
    checks.push({
      budget: "CLS 0 on every route, mobile and desktop",
      measured: cls.length ? cls.map((s) => `${s.preset} ${s.route}: ${s.cls}`).join(", ") : "0 everywhere",
      met: cls.length === 0,
    });
    const mostFonts = [...input.lighthouse].sort((a, b) => b.fontBytes - a.fontBytes)[0];
    if (mostFonts) {
      checks.push({
        budget: `Fonts on first load ≤ ${kb(fontBudgetBytes)} on every route`,
        measured: `most: ${mostFonts.preset} ${mostFonts.route} ${kb(mostFonts.fontBytes)}`,
        met: mostFonts.fontBytes <= fontBudgetBytes,
      });
    }
    const worstTbt = [...input.lighthouse].filter((s) => s.preset === "mobile").sort((a, b) => b.tbtMs - a.tbtMs)[0];
    if (worstTbt) {
      checks.push({
        budget: `TBT near 0 (≤ ${tbtNearZeroMs} ms) on every route, mobile`,
        measured: `worst: ${worstTbt.route} ${worstTbt.tbtMs} ms`,
        met: worstTbt.tbtMs <= tbtNearZeroMs,
      });
    }
  }
  const home = input.bundles.find((b) => b.route === "/");
  if (home) {
    checks.push({
      budget: `Home page JS before interaction ≤ ${kb(homeJsBudgetBytes)} gzip`,
      measured: `${kb(home.js.gzip)} gzip (${kb(home.js.brotli)} brotli, ${kb(home.js.raw)} raw)`,
      met: home.js.gzip <= homeJsBudgetBytes,
    });
  }
  checks.push({
    budget: "Backend client (supabase-js) not loaded before a submit, any route",
    measured: input.backendChunkLoadedOn.length ? `loaded on ${input.backendChunkLoadedOn.join(", ")}` : "not loaded on any route",
    met: input.backendChunkLoadedOn.length === 0,
  });
  if (input.load) {
    const { pages, inserts } = input.load;
    const pageRatio = pages.ours.requestsPerSecond / pages.nginx.requestsPerSecond;
    checks.push({
      budget: "GET / ≥ 40% of nginx's requests/s (wrk)",
      measured: `${(pageRatio * 100).toFixed(0)}% (${pages.ours.requestsPerSecond} vs ${pages.nginx.requestsPerSecond})`,
      met: pageRatio >= 0.4,
    });
    const insertRatio = inserts.postgres.requestsPerSecond / inserts.pgbench.requestsPerSecond;
    checks.push({
      budget: "Inserts on PostgreSQL ≥ 50% of pgbench's rate",
      measured: `${(insertRatio * 100).toFixed(0)}% (${inserts.postgres.requestsPerSecond} vs ${inserts.pgbench.requestsPerSecond})`,
      met: insertRatio >= 0.5,
    });
    checks.push({
      budget: `Inserts on PostgreSQL p99 < 50 ms at ${inserts.postgres.connections} connections`,
      measured: `${inserts.postgres.p99Ms} ms`,
      met: inserts.postgres.p99Ms < 50,
    });
  }
  if (input.delivery) {
    checks.push({
      budget: "A lead's webhook arrives < 1 s after its 201 (p99, 20 leads/s on PostgreSQL)",
      measured: `p50 ${input.delivery.p50Ms} ms, p99 ${input.delivery.p99Ms} ms, max ${input.delivery.maxMs} ms (${input.delivery.leads} leads)`,
      met: input.delivery.p99Ms < 1000,
    });
  }
  for (const start of (input.startup ?? []).filter((s) => s.case.startsWith("PGlite"))) {
    checks.push({ budget: `Server RSS ≤ 300 MB after start: ${start.case}`, measured: `${start.rssMb} MB`, met: start.rssMb <= 300 });
  }
  if (input.spamFilter) {
    const { spam, genuine, cpuP99Ms, p99Ms, hostileMaxCpuMs } = input.spamFilter;
    checks.push({
      budget: "Spam check p99 well under 5 ms per lead (CPU time; wall clock shown too), hostile 5,000-character messages too",
      measured: `CPU p99 ${cpuP99Ms} ms, wall p99 ${p99Ms} ms; hostile slowest ${hostileMaxCpuMs} ms CPU`,
      met: cpuP99Ms < 5 && hostileMaxCpuMs < 5,
    });
    checks.push({
      budget: "Spam check on held-out messages (5-fold cross-validation, rules + model): ≥ 90% of spam held, ≤ 1% of genuine held",
      measured: `spam ${spam.held}/${spam.total}, genuine ${genuine.held}/${genuine.total}`,
      met: spam.held >= 0.9 * spam.total && genuine.held <= 0.01 * genuine.total,
    });
  }
  const outbox = input.outbox;
  for (const idle of outbox?.idle ?? []) {
    checks.push({
      budget: `Idle server with a webhook, ${idle.engine}: CPU ≤ 1%`,
      measured: `${idle.cpuPercent}%`,
      met: idle.cpuPercent <= 1,
    });
    if (idle.transactionsPerSecond !== undefined)
      // The fallback poll every 10 s (docs/operating/leads.md) is 0.1-0.2 statements a second.
      checks.push({
        budget: "Idle server with a webhook, PostgreSQL: ≤ 1 database transaction/s",
        measured: `${idle.transactionsPerSecond}/s`,
        met: idle.transactionsPerSecond <= 1,
      });
  }
  if (outbox?.recovery)
    checks.push({
      budget: "A receiver back after an outage has the whole backlog within 10 s",
      measured: `${(outbox.recovery.lastDeliveryAfterReturnMs / 1000).toFixed(1)} s (${outbox.recovery.leads} leads)`,
      met: outbox.recovery.lastDeliveryAfterReturnMs <= 10_000,
    });
  if (outbox?.drain)
    checks.push({
      budget: "Drain of 10,000 leads on 100,000 delivered ones (PostgreSQL) ≥ 500/s",
      measured: `${outbox.drain.perSecond}/s`,
      met: outbox.drain.perSecond >= 500,
    });
  if (outbox?.memory)
    checks.push({
      budget: `PGlite server RSS ≤ 300 MB through ${outbox.memory.rounds} rounds of ${outbox.memory.perRound.toLocaleString("en-US")} leads inserted and delivered (peak)`,
      measured: `${outbox.memory.peakMb} MB peak, ${outbox.memory.afterDeliveryMb} MB after (${outbox.memory.command})`,
      met: outbox.memory.peakMb <= 300,
    });
  return checks;
}
