// Training the model (spam-model.ts) on labelled messages: count, then choose where the model's
// score starts to hold a lead. That choice is made on the training messages alone, by an inner
// cross-validation: each training message is scored by counts that left out its own inner fold,
// combined with the rules' weights as the filter combines them, and the offset (and scale) chosen
// are those that hold the most of that spam for the fewest genuine messages, each genuine one
// costing `falsePositiveCost`. Nothing held out is looked at.
import { ruleScore } from "./classify-lead.ts";
import type { CorpusMessage } from "./spam-corpus.ts";
import { stratifiedFolds } from "./spam-corpus.ts";
import { bucketCount, leadBuckets } from "./spam-features.ts";
import { bucketScore, countLead, emptyCounts, featureNorm, modelWeight, type SpamCounts, type SpamModel } from "./spam-model.ts";

export const innerFolds = 3;
/**
 * A genuine message held costs as much as this many spam messages let through: the goal (≥ 90%
 * of spam held, ≤ 1% of genuine held) weighs one lost enquiry far above one more spam to delete.
 */
export const falsePositiveCost = 25;
const gridSteps = 400;
// How many score units from "adds nothing" to "holds alone": each tried.
const scales = [4, 2, 1, 0.5];

const noContext = { senderRule: null, sameMessageFromOtherAddresses: 0 } as const;

export function countCorpus(messages: readonly CorpusMessage[], buckets = messages.map(leadBuckets)): SpamCounts {
  const counts = emptyCounts();
  messages.forEach((m, i) => countLead(counts, buckets[i]!, m.label));
  return counts;
}

/**
 * How the model is fitted: epochs of stochastic gradient descent, step size and its decay, L2
 * penalty; and what a genuine message held costs when the offset is chosen. Compared by the
 * held-out figures (bench/RESULTS.md): 20 epochs held more held-out spam than 8 for the same
 * share of genuine messages held; a larger step held a little more still, but also held genuine
 * messages of the tests; a smaller or larger L2, 40 epochs and a lower cost did not help.
 */
export type TrainingSettings = { epochs: number; learningRate: number; decay: number; l2: number; falsePositiveCost: number };
export const trainingSettings: TrainingSettings = { epochs: 20, learningRate: 1, decay: 1e-4, l2: 1e-5, falsePositiveCost };

/**
 * Fits the regression by stochastic gradient descent over the messages in a fixed order (shuffled
 * by a fixed hash, another each epoch), each class weighted to count as much as the other. Plain
 * float64 arithmetic in one order: the same input gives the same weights on every run.
 */
export function fitLogistic(
  buckets: readonly (readonly number[])[],
  spam: readonly boolean[],
  { epochs, learningRate, decay, l2 }: TrainingSettings = trainingSettings,
): { weights: Float32Array; bias: number } {
  const weights = new Float64Array(bucketCount);
  let bias = 0;
  const n = buckets.length;
  const spamCount = spam.filter(Boolean).length;
  const classWeight = [n / (2 * Math.max(1, n - spamCount)), n / (2 * Math.max(1, spamCount))];
  let step = 0;
  for (let epoch = 0; epoch < epochs; epoch++) {
    const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => mix(a, epoch) - mix(b, epoch) || a - b);
    for (const i of order) {
      const x = buckets[i]!;
      const norm = featureNorm(x.length);
      const z = bucketScore(weights, bias, x);
      const p = 1 / (1 + Math.exp(-z));
      const gradient = (p - (spam[i] ? 1 : 0)) * classWeight[spam[i] ? 1 : 0]!;
      const rate = learningRate / (1 + decay * step++);
      for (const bucket of x) weights[bucket] = weights[bucket]! - rate * (gradient * norm + l2 * weights[bucket]!);
      bias -= rate * gradient;
    }
  }
  return { weights: Float32Array.from(weights), bias };
}

/** A fixed pseudo-random order key (a 32-bit integer hash). */
function mix(i: number, epoch: number): number {
  let h = Math.imul(i ^ Math.imul(epoch + 1, 0x9e3779b1), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

export function trainSpamModel(messages: readonly CorpusMessage[], settings: TrainingSettings = trainingSettings): SpamModel {
  const buckets = messages.map(leadBuckets);
  const isSpam = messages.map((m) => m.label === "spam");
  const counts = countCorpus(messages, buckets);
  // Inner held-out scores: a regression fitted without the message's own fold.
  const fold = stratifiedFolds(messages, innerFolds);
  const scores = new Array<number>(messages.length);
  for (let k = 0; k < innerFolds; k++) {
    const inFold = (i: number) => fold[i] === k;
    const fitted = fitLogistic(
      buckets.filter((_, i) => !inFold(i)),
      isSpam.filter((_, i) => !inFold(i)),
      settings,
    );
    buckets.forEach((x, i) => inFold(i) && (scores[i] = bucketScore(fitted.weights, fitted.bias, x)));
  }
  const rules = messages.map((m) => ruleScore(m, noContext).score);
  const held = (offset: number, scale: number, label: "spam" | "genuine") =>
    messages.filter((m, i) => m.label === label && rules[i]! + modelWeight({ offset, scale }, scores[i]!) >= 1).length;

  // Each offset on a grid across the scores is judged by spam held minus genuine held times their
  // cost; the best kept (ties: the higher offset, the more careful).
  let best = { offset: 0, scale: scales[0]!, value: -Infinity };
  const low = Math.min(...scores);
  const high = Math.max(...scores);
  for (const scale of scales) {
    for (let step = 0; step <= gridSteps; step++) {
      const offset = Math.round((high - ((high - low) * step) / gridSteps) * 1000) / 1000;
      const value = held(offset, scale, "spam") - settings.falsePositiveCost * held(offset, scale, "genuine");
      if (value > best.value) best = { offset, scale, value };
    }
  }
  const { weights, bias } = fitLogistic(buckets, isSpam, settings);
  return { ...counts, weights, bias, offset: best.offset, scale: best.scale };
}
