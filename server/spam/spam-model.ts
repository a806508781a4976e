// The learned half of the spam check: logistic regression (spam-regression.ts) over hashed TF-IDF
// features (spam-features.ts). The shipped model holds, per bucket, a weight (the regression's) and in how many spam
// and genuine corpus messages the bucket occurs (also the document frequency TF-IDF weighs by).
// A site's lessons (server/leads/spam-lessons-store.ts) are weighed apart, within bounds (lesson-weights.ts).
//
// Why our own module and not an npm classifier: what we need is ~200 lines (the tokeniser and
// hashing are ours either way, for Unicode normalisation and a fixed size), and the libraries on
// npm either keep a vocabulary that grows without bound (natural, bayes, wink-naive-bayes-text-
// classifier: JSON models of every token seen, the words of every message in them), or bring a
// tensor runtime (and its native or WASM build) for a job of additions. Ours is deterministic:
// training visits messages in a fixed order, so the same corpus writes the same bytes.
import { readFileSync } from "node:fs";
import type { SpamInput } from "./classify-lead.ts";
import { bucketBits, bucketCount, shippedFeatures, visitLeadFeatures, type FeatureSettings } from "./spam-features.ts";

export type LabelledLead = SpamInput & { label: "spam" | "genuine" };

/** Per bucket, in how many spam and how many genuine messages it occurs; and the number of each. */
export type SpamCounts = { spamDocs: number; genuineDocs: number; spam: Uint16Array; genuine: Uint16Array };

/**
 * The shipped model: the regression's weights and bias, the corpus's counts, and where its score
 * starts to weigh towards spam (`offset`, chosen in training from the training corpus alone) and
 * how fast (`scale`).
 */
export type SpamModel = SpamCounts & {
  weights: Float32Array;
  bias: number;
  offset: number;
  scale: number;
  /** What it reads (shippedFeatures unless the bench is measuring another setting). */
  features?: FeatureSettings;
  /** How its score joins the rules' (shippedCombination unless the bench is measuring another). */
  combination?: CombinationSettings;
};

/**
 * How the model's score joins the rules' (each part measured held out by the bench's ablation rows):
 * - `phraseRules`: the hand-written spam phrasing (spam-phrases.ts: `known-spam-phrase`, and the
 *   client phrasing that takes weight off the model's) and the `sales-pitch` rule;
 * - `weightRange`: the least and the most the model's weight may be;
 * - `shortMessageCap`: a message of one or two words is not held by the model alone.
 */
export type CombinationSettings = { phraseRules: boolean; weightRange: readonly [number, number]; shortMessageCap: boolean };
export const shippedCombination: CombinationSettings = { phraseRules: true, weightRange: [-0.5, 1.5], shortMessageCap: true };

/**
 * What the operator taught this site (server/leads/spam-lessons-store.ts): per bucket of one lead, in
 * how many marked leads it occurs (weighed, within bounds, by lesson-weights.ts).
 */
export type LearnedCounts = { spamDocs: number; genuineDocs: number; buckets: ReadonlyMap<number, { spam: number; genuine: number }> };

export function emptyCounts(buckets = bucketCount): SpamCounts {
  return { spamDocs: 0, genuineDocs: 0, spam: new Uint16Array(buckets), genuine: new Uint16Array(buckets) };
}

/** Adds (sign 1) or removes (sign -1) one message's buckets to the counts. */
export function countLead(counts: SpamCounts, buckets: readonly number[], label: LabelledLead["label"], sign: 1 | -1 = 1): void {
  const column = label === "spam" ? counts.spam : counts.genuine;
  for (const bucket of buckets) column[bucket]! += sign;
  if (label === "spam") counts.spamDocs += sign;
  else counts.genuineDocs += sign;
}

// Per bucket count of the lead being scored, reused by every call (sized for the largest model read).
let scratchCounts = new Uint32Array(bucketCount);

export type ScoredFeature = { feature: string; weight: number };
export type ModelScore = { score: number; top: ScoredFeature[] };

/** A lead as the regression reads it: its distinct buckets, ascending, and their TF-IDF values. */
export type LeadVector = { buckets: Int32Array; values: Float64Array };

/**
 * TF-IDF with sublinear term frequency (1 + ln tf: a word said five times is not five times the
 * evidence), the document frequency taken from `counts` (the training corpus), and the vector
 * scaled to unit length (a long brief and a short note are compared by what they say, not how much).
 */
export function tfidfVector(termCounts: ReadonlyMap<number, number>, counts: SpamCounts): LeadVector {
  const buckets = Int32Array.from(termCounts.keys()).sort();
  return weighted(buckets, (k) => termCounts.get(buckets[k]!)!, idfTable(counts));
}

function weighted(buckets: Int32Array, termCount: (k: number) => number, idf: Float64Array): LeadVector {
  const values = new Float64Array(buckets.length);
  let norm = 0;
  for (let k = 0; k < buckets.length; k++) {
    const value = (1 + Math.log(termCount(k))) * idf[buckets[k]!]!;
    values[k] = value;
    norm += value * value;
  }
  norm = Math.sqrt(norm) || 1;
  for (let k = 0; k < values.length; k++) values[k] = values[k]! / norm;
  return { buckets, values };
}

// Each bucket's inverse document frequency, computed once per set of counts (the shipped model's
// is read on every lead).
const idfTables = new WeakMap<SpamCounts, Float64Array>();
function idfTable(counts: SpamCounts): Float64Array {
  let table = idfTables.get(counts);
  if (!table) {
    const docs = counts.spamDocs + counts.genuineDocs;
    table = Float64Array.from(counts.spam, (spam, bucket) => Math.log((1 + docs) / (1 + spam + counts.genuine[bucket]!)) + 1);
    idfTables.set(counts, table);
  }
  return table;
}

/**
 * The model's evidence for spam, a log-odds: positive leans spam, negative genuine. `top`: the
 * words and word pairs that weighed most in the direction of the score (for the verdict's reasons).
 */
export function modelScore(model: SpamModel, input: SpamInput): ModelScore {
  // Term counts in a table reused by every call (a lead has thousands of n-grams; a Map per lead
  // cost several times the rest of the check), cleared again below.
  const touched: number[] = [];
  const texts = new Map<number, string>();
  if (scratchCounts.length < model.weights.length) scratchCounts = new Uint32Array(model.weights.length);
  visitLeadFeatures(
    input,
    (bucket, text) => {
      if (text !== undefined && !texts.has(bucket)) texts.set(bucket, text);
      if (scratchCounts[bucket]!++ === 0) touched.push(bucket);
    },
    model.features ?? shippedFeatures,
  );
  const sorted = Int32Array.from(touched).sort();
  const { buckets, values } = weighted(sorted, (k) => scratchCounts[sorted[k]!]!, idfTable(model));
  for (const bucket of touched) scratchCounts[bucket] = 0;
  let score = model.bias;
  const readable: ScoredFeature[] = [];
  for (let k = 0; k < buckets.length; k++) {
    const bucket = buckets[k]!;
    const weight = model.weights[bucket]! * values[k]!;
    score += weight;
    const text = texts.get(bucket);
    // Words of three letters or fewer ("the", "a") say little to the operator reading the reason.
    if (text !== undefined && text.length > 3) readable.push({ feature: text, weight });
  }
  const direction = Math.sign(score) || 1;
  const top = readable
    .filter((f) => f.weight * direction > 0)
    .sort((a, b) => b.weight * direction - a.weight * direction || (a.feature < b.feature ? -1 : 1))
    .slice(0, 3);
  return { score, top };
}

/** The regression's score alone, from a lead's TF-IDF vector. */
export function vectorScore(weights: Float32Array | Float64Array, bias: number, { buckets, values }: LeadVector): number {
  let sum = bias;
  for (let k = 0; k < buckets.length; k++) sum += weights[buckets[k]!]! * values[k]!;
  return sum;
}

/**
 * The model's weight among the rules' signals (whose sum holds a lead at 1): 1 at `offset`, so the
 * model alone holds a lead it is that sure of; less below it, so a weaker score needs a rule beside
 * it; negative when the message reads clearly genuine (it can outweigh one weak rule, never a strong one).
 */
export function modelWeight(model: Pick<SpamModel, "offset" | "scale" | "combination">, score: number, words: number): number {
  const weight = 1 + (score - model.offset) / model.scale;
  const { weightRange, shortMessageCap } = model.combination ?? shippedCombination;
  // A message of one or two words ("Pricing?") is too little text for the model alone to hold: a
  // bot's "price?" and a client's read the same, so a rule has to add its weight.
  const cap = shortMessageCap && words < minWordsToHoldAlone ? Math.min(0.9, weightRange[1]) : weightRange[1];
  return Math.round(Math.min(cap, Math.max(weightRange[0], weight)) * 100) / 100;
}
const minWordsToHoldAlone = 3;

// The file: "SPAMLR1\n", bucket bits (u32), spam and genuine message counts (u32), bias, offset
// and scale (f64), then per bucket the spam and the genuine counts (u16 each) and the weight
// (f32), all little-endian.
const magic = "SPAMLR1\n";
const headerBytes = 8 + 4 * 3 + 8 * 3;
const fileBytes = headerBytes + 8 * bucketCount;

export function encodeModel(model: SpamModel): Buffer {
  const out = Buffer.alloc(fileBytes);
  out.write(magic, 0, "latin1");
  out.writeUInt32LE(bucketBits, 8);
  out.writeUInt32LE(model.spamDocs, 12);
  out.writeUInt32LE(model.genuineDocs, 16);
  out.writeDoubleLE(model.bias, 20);
  out.writeDoubleLE(model.offset, 28);
  out.writeDoubleLE(model.scale, 36);
  for (let i = 0; i < bucketCount; i++) {
    out.writeUInt16LE(model.spam[i]!, headerBytes + 2 * i);
    out.writeUInt16LE(model.genuine[i]!, headerBytes + 2 * (bucketCount + i));
    out.writeFloatLE(model.weights[i]!, headerBytes + 4 * bucketCount + 4 * i);
  }
  return out;
}

/**
 * The model in the file's bytes. Throws one line when they are not a model of this version
 * (header, size) or hold a weight that is not a finite number: a NaN weight makes every score
 * NaN, and NaN is never over the threshold, so every message would be delivered.
 */
export function decodeModel(data: Buffer): SpamModel {
  if (data.length !== fileBytes || data.toString("latin1", 0, 8) !== magic || data.readUInt32LE(8) !== bucketBits)
    throw new Error(
      `server/spam/spam-model.bin is not a model of this version (${data.length} bytes, ${fileBytes} expected): run npm run spam:train`,
    );
  const spam = new Uint16Array(bucketCount);
  const genuine = new Uint16Array(bucketCount);
  const weights = new Float32Array(bucketCount);
  for (let i = 0; i < bucketCount; i++) {
    spam[i] = data.readUInt16LE(headerBytes + 2 * i);
    genuine[i] = data.readUInt16LE(headerBytes + 2 * (bucketCount + i));
    weights[i] = data.readFloatLE(headerBytes + 4 * bucketCount + 4 * i);
  }
  const model = {
    spamDocs: data.readUInt32LE(12),
    genuineDocs: data.readUInt32LE(16),
    bias: data.readDoubleLE(20),
    offset: data.readDoubleLE(28),
    scale: data.readDoubleLE(36),
    spam,
    genuine,
    weights,
  };
  const bad = weights.findIndex((weight) => !Number.isFinite(weight));
  if (bad >= 0 || ![model.bias, model.offset, model.scale].every(Number.isFinite) || model.scale <= 0)
    throw new Error(
      `server/spam/spam-model.bin holds ${bad >= 0 ? `a weight that is not a finite number (bucket ${bad})` : "a bias, offset or scale that is not a finite number"}: run npm run spam:train`,
    );
  return model;
}

// Two levels below the repository, as in the compiled build/node/: the same path from both.
export const shippedModelUrl = new URL("../../server/spam/spam-model.bin", import.meta.url);

let shipped: SpamModel | undefined;
/** The committed model, read once. */
export function shippedModel(): SpamModel {
  shipped ??= decodeModel(readFileSync(shippedModelUrl));
  return shipped;
}
