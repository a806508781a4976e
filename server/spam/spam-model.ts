// The learned half of the spam check: naive Bayes over hashed features (spam-features.ts). Training
// is counting: for each bucket, how many spam and how many genuine messages had it. Counting is
// exact integer arithmetic, so the same corpus always gives the same model, byte for byte, and
// the operator's marks (this site's learned counts) add to the shipped counts the same way.
//
// Why our own module and not an npm classifier: what we need is ~150 lines (the tokeniser and
// hashing are ours either way, for Unicode normalisation and a fixed size), and the libraries on
// npm either keep a vocabulary that grows without bound (natural, bayes, wink-naive-bayes-text-
// classifier: JSON models of every token seen, with the words of every message in them), or bring
// a tensor runtime for a job that is additions.
import { readFileSync } from "node:fs";
import type { SpamInput } from "./classify-lead.ts";
import { bucketBits, bucketCount, visitLeadFeatures } from "./spam-features.ts";

export type LabelledLead = SpamInput & { label: "spam" | "genuine" };

/** Per bucket, in how many spam and how many genuine messages it occurs; and the number of each. */
export type SpamCounts = { spamDocs: number; genuineDocs: number; spam: Uint16Array; genuine: Uint16Array };

/**
 * The shipped model: the corpus's counts, and where its score starts to weigh towards spam
 * (`offset`, chosen in training from the training corpus alone) and how fast (`scale`).
 */
export type SpamModel = SpamCounts & { offset: number; scale: number };

/** What the operator taught this site (server/spam/spam-lessons.ts): counts for the buckets of one lead. */
export type LearnedCounts = { spamDocs: number; genuineDocs: number; buckets: ReadonlyMap<number, { spam: number; genuine: number }> };

/** One operator mark counts as this many corpus messages: the site's own spam is what matters most. */
export const operatorMarkWeight = 10;
// Additive smoothing: a bucket never seen in one class is not proof of the other.
const alpha = 0.5;
// Naive Bayes adds up evidence that is not independent (a word and its n-grams): the sum is
// divided by the square root of the number of features, so long and short messages score alike.

export function emptyCounts(): SpamCounts {
  return { spamDocs: 0, genuineDocs: 0, spam: new Uint16Array(bucketCount), genuine: new Uint16Array(bucketCount) };
}

/** Adds (sign 1) or removes (sign -1) one message's buckets to the counts. */
export function countLead(counts: SpamCounts, buckets: readonly number[], label: LabelledLead["label"], sign: 1 | -1 = 1): void {
  const column = label === "spam" ? counts.spam : counts.genuine;
  for (const bucket of buckets) column[bucket]! += sign;
  if (label === "spam") counts.spamDocs += sign;
  else counts.genuineDocs += sign;
}

export type ScoredFeature = { feature: string; weight: number };
export type ModelScore = { score: number; top: ScoredFeature[] };

/**
 * The model's evidence for spam: positive leans spam, negative genuine, per √feature. `top`: the
 * words and word pairs that weighed most in the direction of the score (for the verdict's reasons).
 */
export function modelScore(counts: SpamCounts, input: SpamInput, learned?: LearnedCounts): ModelScore {
  const extraSpam = (learned?.spamDocs ?? 0) * operatorMarkWeight;
  const extraGenuine = (learned?.genuineDocs ?? 0) * operatorMarkWeight;
  const spamTotal = Math.log(counts.spamDocs + extraSpam + 2 * alpha);
  const genuineTotal = Math.log(counts.genuineDocs + extraGenuine + 2 * alpha);
  const seen = new Set<number>();
  const readable: ScoredFeature[] = [];
  let sum = 0;
  visitLeadFeatures(input, (bucket, text) => {
    if (seen.has(bucket)) return;
    seen.add(bucket);
    const site = learned?.buckets.get(bucket);
    const spam = counts.spam[bucket]! + (site?.spam ?? 0) * operatorMarkWeight;
    const genuine = counts.genuine[bucket]! + (site?.genuine ?? 0) * operatorMarkWeight;
    const weight = Math.log(spam + alpha) - spamTotal - (Math.log(genuine + alpha) - genuineTotal);
    sum += weight;
    if (text !== undefined) readable.push({ feature: text, weight });
  });
  const score = seen.size === 0 ? 0 : sum / Math.sqrt(seen.size);
  const direction = Math.sign(score) || 1;
  const top = readable
    .filter((f) => f.weight * direction > 0)
    .sort((a, b) => b.weight * direction - a.weight * direction || (a.feature < b.feature ? -1 : 1))
    .slice(0, 3);
  return { score, top };
}

/** modelScore without the reasons, from a lead's distinct buckets (training scores each message many times). */
export function bucketScore(counts: SpamCounts, buckets: readonly number[]): number {
  const spamTotal = Math.log(counts.spamDocs + 2 * alpha);
  const genuineTotal = Math.log(counts.genuineDocs + 2 * alpha);
  let sum = 0;
  for (const bucket of buckets)
    sum += Math.log(counts.spam[bucket]! + alpha) - spamTotal - (Math.log(counts.genuine[bucket]! + alpha) - genuineTotal);
  return buckets.length === 0 ? 0 : sum / Math.sqrt(buckets.length);
}

/**
 * The model's weight among the rules' signals (whose sum holds a lead at 1): 1 at `offset`, so the
 * model alone holds a lead it is that sure of; less below it, so a weaker score needs a rule beside
 * it; negative when the message reads clearly genuine (it can outweigh one weak rule, never a strong one).
 */
export function modelWeight(model: Pick<SpamModel, "offset" | "scale">, score: number): number {
  const weight = 1 + (score - model.offset) / model.scale;
  return Math.round(Math.min(1.5, Math.max(-0.5, weight)) * 100) / 100;
}

/** A readable probability-like figure for the operator: 0.5 where the model alone holds half a lead's worth. */
export const modelConfidence = (model: Pick<SpamModel, "offset" | "scale">, score: number) =>
  Math.round((1 / (1 + Math.exp(-(score - model.offset + model.scale / 2) / (model.scale / 4)))) * 100) / 100;

// The file: "SPAMNB1\n", bucket bits (u32), spam and genuine message counts (u32), offset and
// scale (f64), then the spam and the genuine counts (u16 each, little-endian).
const magic = "SPAMNB1\n";
const headerBytes = 8 + 4 * 3 + 8 * 2;

export function encodeModel(model: SpamModel): Buffer {
  const out = Buffer.alloc(headerBytes + 4 * bucketCount);
  out.write(magic, 0, "latin1");
  out.writeUInt32LE(bucketBits, 8);
  out.writeUInt32LE(model.spamDocs, 12);
  out.writeUInt32LE(model.genuineDocs, 16);
  out.writeDoubleLE(model.offset, 20);
  out.writeDoubleLE(model.scale, 28);
  for (let i = 0; i < bucketCount; i++) {
    out.writeUInt16LE(model.spam[i]!, headerBytes + 2 * i);
    out.writeUInt16LE(model.genuine[i]!, headerBytes + 2 * (bucketCount + i));
  }
  return out;
}

export function decodeModel(data: Buffer): SpamModel {
  if (data.toString("latin1", 0, 8) !== magic || data.readUInt32LE(8) !== bucketBits || data.length !== headerBytes + 4 * bucketCount)
    throw new Error("server/spam/spam-model.bin is not a model of this version: run npm run spam:train");
  const spam = new Uint16Array(bucketCount);
  const genuine = new Uint16Array(bucketCount);
  for (let i = 0; i < bucketCount; i++) {
    spam[i] = data.readUInt16LE(headerBytes + 2 * i);
    genuine[i] = data.readUInt16LE(headerBytes + 2 * (bucketCount + i));
  }
  return {
    spamDocs: data.readUInt32LE(12),
    genuineDocs: data.readUInt32LE(16),
    offset: data.readDoubleLE(20),
    scale: data.readDoubleLE(28),
    spam,
    genuine,
  };
}

// Two levels below the repository, as in the compiled build/node/: the same path from both.
export const shippedModelUrl = new URL("../../server/spam/spam-model.bin", import.meta.url);

let shipped: SpamModel | undefined;
/** The committed model, read once. */
export function shippedModel(): SpamModel {
  shipped ??= decodeModel(readFileSync(shippedModelUrl));
  return shipped;
}
