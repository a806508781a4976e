// Judging the whole filter (rules and model together) on messages it was not trained on: k-fold
// cross-validation over the corpus, the model of each fold trained (and its offset chosen) on the
// other folds only. Used by the bench (every fold) and by a unit test (one fixed split).
import { classifyLead, type SpamContext, type SpamInput } from "./classify-lead.ts";
import { suspectedSpam } from "./reads-as-genuine.ts";
import { stratifiedFolds, type CorpusMessage } from "./spam-corpus.ts";
import type { SpamModel } from "./spam-model.ts";
import {
  fitForTraining,
  prepare,
  trainingSettings,
  trainPrepared,
  trainSpamModel,
  type FittedPart,
  type PreparedMessage,
  type TrainingSettings,
} from "./spam-training.ts";

/**
 * Fits kept between cross-validations of the same corpus (the bench's ablation rows): settings
 * that differ only in how the model joins the rules reuse the same fitted folds.
 */
export type FitCache = Map<string, { prepared: PreparedMessage[]; folds: FittedPart[] }>;

/** A message's verdict: held, or delivered (`marked`: with the suspected-spam mark, reads-as-genuine.ts). */
export type HeldOut = { message: CorpusMessage; held: boolean; marked: boolean };

const noContext: SpamContext = { senderRule: null, sameMessageFromOtherAddresses: 0 };

function judge(message: CorpusMessage, model: SpamModel | null): HeldOut {
  const verdict = classifyLead(message as SpamInput, noContext, model);
  return { message, held: verdict.spam, marked: !verdict.spam && verdict.reasons.includes(suspectedSpam) };
}

export const heldBy = (model: SpamModel | null, messages: readonly CorpusMessage[]): HeldOut[] => messages.map((m) => judge(m, model));

/**
 * Every message's verdict from a model that never saw it. `extraTraining` joins every fold's
 * training set (never a held-out one): public data whose use is being measured.
 */
export function crossValidate(
  messages: readonly CorpusMessage[],
  folds: number,
  extraTraining: readonly CorpusMessage[] = [],
  settings: TrainingSettings = trainingSettings,
  cache?: FitCache,
): HeldOut[] {
  const fold = stratifiedFolds(messages, folds);
  const results = new Array<HeldOut>(messages.length);
  // What is fitted depends on the features and the regression only (and on the extra training set, never cached).
  const key = extraTraining.length === 0 ? JSON.stringify([settings.features, settings.l2, settings.iterations, folds]) : undefined;
  const cached = key === undefined ? undefined : cache?.get(key);
  // Tokenised once: every fold's training set is a selection of the same prepared messages.
  const prepared = cached?.prepared ?? prepare(messages, settings.features);
  const extra = prepare(extraTraining, settings.features);
  const fitted: FittedPart[] = cached?.folds ?? [];
  if (key !== undefined && !cached) cache?.set(key, { prepared, folds: fitted });
  for (let k = 0; k < folds; k++) {
    const training = [...prepared.filter((_, i) => fold[i] !== k), ...extra];
    fitted[k] ??= fitForTraining(training, settings);
    const model = trainPrepared(training, settings, fitted[k]);
    messages.forEach((message, i) => {
      if (fold[i] === k) results[i] = judge(message, model);
    });
  }
  return results;
}

/** One fixed split: trained on folds 1 to 4 of five, judged on fold 0. */
export function heldOutSplit(messages: readonly CorpusMessage[]): HeldOut[] {
  const fold = stratifiedFolds(messages, 5);
  const model = trainSpamModel(messages.filter((_, i) => fold[i] !== 0));
  return heldBy(
    model,
    messages.filter((_, i) => fold[i] === 0),
  );
}

export type Tally = { label: "spam" | "genuine"; kind: string; total: number; held: number };

/** Held counts per label and kind, spam kinds first, each sorted by name; then the totals per label. */
export function tally(results: readonly HeldOut[]): { kinds: Tally[]; spam: Tally; genuine: Tally } {
  const byKind = new Map<string, Tally>();
  for (const { message, held } of results) {
    const key = `${message.label}/${message.kind}`;
    const t = byKind.get(key) ?? { label: message.label, kind: message.kind, total: 0, held: 0 };
    t.total++;
    if (held) t.held++;
    byKind.set(key, t);
  }
  const kinds = [...byKind.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, t]) => t);
  const sum = (label: "spam" | "genuine"): Tally => ({
    label,
    kind: "all",
    total: kinds.filter((t) => t.label === label).reduce((n, t) => n + t.total, 0),
    held: kinds.filter((t) => t.label === label).reduce((n, t) => n + t.held, 0),
  });
  return {
    kinds: [...kinds.filter((t) => t.label === "spam"), ...kinds.filter((t) => t.label === "genuine")],
    spam: sum("spam"),
    genuine: sum("genuine"),
  };
}
