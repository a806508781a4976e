// The spam check's cost and catch on the labelled corpus: each lead of server/spam/corpus is
// classified BENCH_SPAM_ROUNDS times (after one warm-up pass), each call timed alone, and the
// held counts reported. Runs in-process: it is a pure function, no server is involved.
// Alone: `npx tsx bench/spam-filter.ts` (prints the table); in `npm run bench` with BENCH_ONLY=spam.
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { classifyLead, type SpamContext } from "../server/spam/classify-lead.ts";
import { genuineCorpus } from "../server/spam/corpus/genuine.ts";
import { spamCorpus } from "../server/spam/corpus/spam.ts";
import { percentile, round } from "./lib/stats.ts";

export type SpamFilterResult = {
  spam: { total: number; held: number };
  genuine: { total: number; held: number };
  calls: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** CPU time of the process per call: what the check costs when other processes take the cores. */
  cpuP50Ms: number;
  cpuP99Ms: number;
  markdown: string;
};

const noContext: SpamContext = { senderRule: null, sameMessageFromOtherAddresses: 0 };

export function benchSpamFilter(rounds = Number(process.env.BENCH_SPAM_ROUNDS ?? 20)): SpamFilterResult {
  const corpus = [...spamCorpus, ...genuineCorpus];
  for (const lead of corpus) classifyLead(lead, noContext); // warm-up: compile the regular expressions
  const durations: number[] = [];
  const cpuDurations: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const lead of corpus) {
      const cpuStart = process.cpuUsage();
      const start = performance.now();
      classifyLead(lead, noContext);
      durations.push(performance.now() - start);
      const cpu = process.cpuUsage(cpuStart);
      cpuDurations.push((cpu.user + cpu.system) / 1000);
    }
  }
  durations.sort((a, b) => a - b);
  cpuDurations.sort((a, b) => a - b);
  const heldOf = (entries: typeof corpus) => entries.filter((lead) => classifyLead(lead, noContext).spam).length;
  const spam = { total: spamCorpus.length, held: heldOf(spamCorpus) };
  const genuine = { total: genuineCorpus.length, held: heldOf(genuineCorpus) };
  const p50Ms = round(percentile(durations, 50), 3);
  const p99Ms = round(percentile(durations, 99), 3);
  const maxMs = round(durations.at(-1) ?? Number.NaN, 3);
  const cpuP50Ms = round(percentile(cpuDurations, 50), 3);
  const cpuP99Ms = round(percentile(cpuDurations, 99), 3);
  const pct = (part: number, whole: number) => `${round((100 * part) / whole, 1)}%`;
  const markdown = [
    `classifyLead() on the labelled corpus (server/spam/corpus), ${rounds} timed passes after one warm-up, in-process.`,
    "",
    "| corpus | messages | held | held share |",
    "|---|---:|---:|---:|",
    `| spam | ${spam.total} | ${spam.held} | ${pct(spam.held, spam.total)} |`,
    `| genuine | ${genuine.total} | ${genuine.held} | ${pct(genuine.held, genuine.total)} |`,
    "",
    `Per lead (${durations.length} calls), wall clock: p50 ${p50Ms} ms, p99 ${p99Ms} ms, max ${maxMs} ms;`,
    `CPU time of the process (µs resolution; excludes time other processes held the cores): p50 ${cpuP50Ms} ms, p99 ${cpuP99Ms} ms.`,
    `Load average at the end: ${loadavg()
      .map((v) => v.toFixed(2))
      .join(" ")}.`,
  ].join("\n");
  return { spam, genuine, calls: durations.length, p50Ms, p99Ms, maxMs, cpuP50Ms, cpuP99Ms, markdown };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) console.log(benchSpamFilter().markdown);
