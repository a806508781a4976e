// Judging the whole filter (rules and model together) on messages it was not trained on: k-fold
// cross-validation over the corpus, the model of each fold trained (and its offset chosen) on the
// other folds only. Used by the bench (every fold) and by a unit test (one fixed split).
import { classifyLead, type SpamContext } from "./classify-lead.ts";
import { stratifiedFolds, type CorpusMessage } from "./spam-corpus.ts";
import type { SpamModel } from "./spam-model.ts";
import { trainingSettings, trainSpamModel, type TrainingSettings } from "./spam-training.ts";

export type HeldOut = { message: CorpusMessage; held: boolean };

const noContext: SpamContext = { senderRule: null, sameMessageFromOtherAddresses: 0 };

export const heldBy = (model: SpamModel | null, messages: readonly CorpusMessage[]): HeldOut[] =>
  messages.map((message) => ({ message, held: classifyLead(message, noContext, model).spam }));

/**
 * Every message's verdict from a model that never saw it. `extraTraining` joins every fold's
 * training set (never a held-out one): public data whose use is being measured.
 */
export function crossValidate(
  messages: readonly CorpusMessage[],
  folds: number,
  extraTraining: readonly CorpusMessage[] = [],
  settings: TrainingSettings = trainingSettings,
): HeldOut[] {
  const fold = stratifiedFolds(messages, folds);
  const results = new Array<HeldOut>(messages.length);
  for (let k = 0; k < folds; k++) {
    const model = trainSpamModel([...messages.filter((_, i) => fold[i] !== k), ...extraTraining], settings);
    messages.forEach((message, i) => {
      if (fold[i] === k) results[i] = { message, held: classifyLead(message, noContext, model).spam };
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
