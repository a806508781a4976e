// What the learned spam model reads of a lead: word unigrams and bigrams, character 3- to
// 5-grams inside each word (they carry inflections, misspellings and scripts written without
// spaces), and a few facts about the sender's fields. Each feature is hashed into a fixed number
// of buckets, so the model is a fixed-size table whatever the vocabulary. The model weighs each
// bucket by TF-IDF (spam-model.ts); the operator's lessons keep only the SET of a lead's buckets.
import type { SpamInput } from "./classify-lead.ts";
import { textCues } from "./spam-cues.ts";
import { normaliseText } from "./text.ts";

/**
 * What the model reads, as settings so that the bench can measure each part held out (bench/spam-filter.ts,
 * "ablation"): the hashing buckets (2^bits), the character n-grams' lengths, word pairs, and the
 * cross-language cues (spam-cues.ts). The shipped model is trained and read with `shippedFeatures`.
 */
export type FeatureSettings = { bucketBits: number; minGram: number; maxGram: number; wordPairs: boolean; cues: boolean };

/**
 * 2^16 buckets: the model file is 8 bytes a bucket (512 KB), and the operator's lessons are keyed
 * by a 16-bit permutation (lesson-key.ts). Character 3- to 5-grams, word pairs, cues: what the
 * bench's ablation rows keep (bench/RESULTS.md, "Spam check").
 */
export const shippedFeatures: FeatureSettings = { bucketBits: 16, minGram: 3, maxGram: 5, wordPairs: true, cues: true };
export const bucketBits = shippedFeatures.bucketBits;
export const bucketCount = 1 << bucketBits;

// A word: letters, marks and digits, with inner apostrophes ("don't"). Links fall apart into
// their host's words, which is what the model should learn from.
const wordPattern = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)*/gu;
// Longer runs (a hash, a base64 blob, a sentence in a script without spaces) add character
// n-grams of their start only: enough to recognise them, bounded whatever a bot sends.
const maxWordForGrams = 32;
const maxWords = 600;
// Scripts written without spaces: a "word" there is a whole clause, seen once. Overlapping pairs
// of characters are the usual unit instead (most Chinese and Japanese words are two characters).
const unspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]+/gu;
const hasUnspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

/** The message's words, each run of an unspaced script cut into overlapping character pairs. */
function tokens(text: string): string[] {
  const out: string[] = [];
  for (const word of text.match(wordPattern) ?? []) {
    if (out.length >= maxWords) break;
    if (!hasUnspaced.test(word)) {
      out.push(word);
      continue;
    }
    let last = 0;
    for (const run of word.matchAll(unspaced)) {
      if (run.index > last) out.push(word.slice(last, run.index));
      const chars = [...run[0]];
      if (chars.length === 1) out.push(chars[0]!);
      for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
      last = run.index + run[0].length;
    }
    if (last < word.length) out.push(word.slice(last));
  }
  return out.slice(0, maxWords);
}

const fnvOffset = 0x811c9dc5;
const fnvPrime = 0x01000193;

/** FNV-1a over the UTF-16 code units of `text` from `start` to `end`, continuing from `hash`. */
function fnv(hash: number, text: string, start = 0, end = text.length): number {
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), fnvPrime);
  return hash;
}

/** The bucket of a feature written out ("w:word"): stable across platforms and Node versions. */
export const hashFeature = (feature: string): number => (fnv(fnvOffset, feature) >>> 0) & (bucketCount - 1);

// The hash state after each kind's prefix: an n-gram is hashed in place, never built as a string.
const wordSeed = fnv(fnvOffset, "w:");
const pairSeed = fnv(fnvOffset, "b:");
const gramSeed = fnv(fnvOffset, "c:");

/**
 * Calls `visit` with the bucket of every feature of the lead: "w:" words, "b:" word pairs, "c:"
 * character n-grams, "f:" facts about the fields; `readable` is given for words and word pairs
 * (what a verdict's reason may quote). A bucket may come more than once.
 */
export function visitLeadFeatures(
  { email, company, message }: SpamInput,
  visit: (bucket: number, readable?: string) => void,
  { bucketBits: bits, minGram, maxGram, wordPairs, cues }: FeatureSettings = shippedFeatures,
): void {
  const text = normaliseText(message);
  const words = tokens(text);
  const mask = (1 << bits) - 1;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    visit((fnv(wordSeed, word) >>> 0) & mask, word);
    if (wordPairs && i > 0) {
      const pair = `${words[i - 1]} ${word}`;
      visit((fnv(pairSeed, pair) >>> 0) & mask, pair);
    }
    const padded = ` ${word.slice(0, maxWordForGrams)} `;
    for (let n = minGram; n <= maxGram; n++)
      for (let j = 0; j + n <= padded.length; j++) visit((fnv(gramSeed, padded, j, j + n) >>> 0) & mask);
  }
  const domain = email.slice(email.lastIndexOf("@") + 1).toLowerCase();
  // The top-level domain, not the domain: which free-mail provider a corpus's writer picked says nothing.
  const facts = [`tld ${domain.slice(domain.lastIndexOf(".") + 1)}`, company?.trim() ? "company" : "no company"];
  for (const word of normaliseText(company ?? "").match(wordPattern) ?? []) facts.push(`company ${word}`);
  // Length in words on a log scale: one-liners and long briefs read differently.
  facts.push(`words ${Math.min(8, Math.floor(Math.log2(words.length + 1)))}`);
  // The same pitch or need in any language (spam-cues.ts).
  if (cues) for (const name of textCues(text)) facts.push(`cue ${name}`);
  for (const fact of facts) visit((fnv(fnvOffset, `f:${fact}`) >>> 0) & mask);
}

/** The message's words as the model reads them (normalised; unspaced scripts in character pairs). */
export const messageWords = (message: string): string[] => tokens(normaliseText(message));

/** The bucket of one word (as visitLeadFeatures's "w:" features). */
export const wordBucket = (word: string): number => (fnv(wordSeed, word) >>> 0) & (bucketCount - 1);

/** How many words the message has (what the model's weight is capped by: spam-model.ts). */
export const wordCount = (message: string): number => normaliseText(message).match(wordPattern)?.length ?? 0;

/** How often each bucket occurs in the lead (the term frequencies the model's TF-IDF weighs). */
export function leadTermCounts(input: SpamInput, settings: FeatureSettings = shippedFeatures): Map<number, number> {
  const counts = new Map<number, number>();
  visitLeadFeatures(input, (bucket) => counts.set(bucket, (counts.get(bucket) ?? 0) + 1), settings);
  return counts;
}

/** The lead's distinct buckets, ascending (what the model and the learned counts are keyed by). */
export function leadBuckets(input: SpamInput): number[] {
  const buckets = new Set<number>();
  visitLeadFeatures(input, (bucket) => buckets.add(bucket));
  return [...buckets].sort((a, b) => a - b);
}
