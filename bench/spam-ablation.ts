// What each part of the shipped spam filter brings, held out (issue 39): the same 5-fold
// cross-validation as the bench's main figure, once per variant that changes ONE part of the
// shipped settings (server/spam/spam-training.ts trainingSettings). A part earns its place when
// removing or changing it lowers the spam held at the same (≤ 1%) genuine held.
import type { CorpusMessage } from "../server/spam/spam-corpus.ts";
import { crossValidate, tally, type FitCache, type HeldOut } from "../server/spam/spam-evaluation.ts";
import { trainingSettings, type TrainingSettings } from "../server/spam/spam-training.ts";

/** `refits`: the variant reads other features, so every fold is fitted again (the others reuse the shipped fits). */
export type AblationVariant = { name: string; settings: TrainingSettings; refits: boolean };

const shipped = trainingSettings;
const withFeatures = (change: Partial<TrainingSettings["features"]>): TrainingSettings => ({
  ...shipped,
  features: { ...shipped.features, ...change },
});
const withCombination = (change: Partial<TrainingSettings["combination"]>): TrainingSettings => ({
  ...shipped,
  combination: { ...shipped.combination, ...change },
});

/** One part changed at a time, each named by what differs from the shipped settings. */
export function ablationVariants(): AblationVariant[] {
  const { features, combination } = shipped;
  return [
    {
      name: features.cues ? "without the cross-language cue features (spam-cues.ts)" : "with the cross-language cue features",
      settings: withFeatures({ cues: !features.cues }),
      refits: true,
    },
    {
      name: combination.phraseRules
        ? "without the hand-written phrase rules (spam-phrases.ts, sales-pitch)"
        : "with the hand-written phrase rules",
      settings: withCombination({ phraseRules: !combination.phraseRules }),
      refits: false,
    },
    shipped.maxGenuineShare === null
      ? { name: "offset at ≤ 1% genuine held (inner), not cost 50", settings: { ...shipped, maxGenuineShare: 0.01 }, refits: false }
      : { name: "offset at cost 50 a genuine message (round two)", settings: { ...shipped, maxGenuineShare: null }, refits: false },
    Number.isFinite(combination.weightRange[1])
      ? {
          name: "model weight unbounded (not -0.5..+1.5)",
          settings: withCombination({ weightRange: [-Infinity, Infinity] }),
          refits: false,
        }
      : { name: "model weight -0.5..+1.5", settings: withCombination({ weightRange: [-0.5, 1.5] }), refits: false },
    {
      name: combination.shortMessageCap ? "without the short-message rule" : "with the short-message rule",
      settings: withCombination({ shortMessageCap: !combination.shortMessageCap }),
      refits: false,
    },
    ...[16, 18, 20]
      .filter((bits) => bits !== features.bucketBits)
      .map((bits) => ({ name: `2^${bits} buckets`, settings: withFeatures({ bucketBits: bits }), refits: true })),
    features.minGram === 3
      ? { name: "character 2-5-grams (not 3-5)", settings: withFeatures({ minGram: 2 }), refits: true }
      : { name: "character 3-5-grams (not 2-5)", settings: withFeatures({ minGram: 3 }), refits: true },
    {
      name: features.wordPairs ? "without word pairs" : "with word pairs",
      settings: withFeatures({ wordPairs: !features.wordPairs }),
      refits: true,
    },
  ];
}

export type AblationRow = { name: string; spam: { held: number; total: number }; genuine: { held: number; total: number } };

export function ablationRow(name: string, results: readonly HeldOut[]): AblationRow {
  const t = tally(results);
  return { name, spam: { held: t.spam.held, total: t.spam.total }, genuine: { held: t.genuine.held, total: t.genuine.total } };
}

/**
 * Each variant's held-out figures on the same folds (`onRow`: as each finishes, for a long run's
 * log). `withRefits` false: only the variants that reuse the shipped fits (a quick run).
 */
export function runAblation(
  corpus: readonly CorpusMessage[],
  folds: number,
  cache: FitCache,
  withRefits: boolean,
  onRow?: (row: AblationRow) => void,
): AblationRow[] {
  return (
    ablationVariants()
      .filter((variant) => withRefits || !variant.refits)
      // The quick rows first: a run cut short still has them.
      .sort((a, b) => Number(a.refits) - Number(b.refits))
      .map(({ name, settings }) => {
        const row = ablationRow(name, crossValidate(corpus, folds, [], settings, cache));
        onRow?.(row);
        return row;
      })
  );
}
