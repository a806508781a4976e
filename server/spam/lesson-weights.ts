// How far the operator's marks may move a verdict (issue 42, finding 1: three marked messages
// padded with pages of ordinary enquiries once held 59 of 79 genuine ones). The bounds:
// - what a lesson keeps of a message: its distinct words, never character n-grams or word pairs,
//   never a word with a digit (phone numbers, prices, dates), never a word common in the genuine
//   corpus (what every enquiry says cannot tell spam apart), and of the rest only the
//   `maxLessonWords` rarest in the genuine corpus: however long the message, one mark is at most
//   that many words;
// - what lessons add to a lead: the share of the lead's own such words the marks taught, signed
//   (a word marked spam more often than genuine leans spam), times a cap: at most
//   `maxLessonRaise` towards spam, so marks alone never hold a lead the shipped filter scores
//   below SPAM_THRESHOLD - maxLessonRaise; towards genuine, up to the model's whole weight
//   (`maxLessonLower`: releasing a false positive must be able to take back what the shipped
//   model saw in it; it never takes a rule's weight, and only a release the operator chose makes
//   a genuine lesson, while a spam lesson is what an attacker can bait the operator into).
import type { SpamInput } from "./classify-lead.ts";
import { messageWords, wordBucket } from "./spam-features.ts";
import type { LearnedCounts, SpamCounts } from "./spam-model.ts";

/** The most words one lesson keeps. */
export const maxLessonWords = 40;
/** A word in at least this share of the genuine corpus's messages carries no lesson weight. */
export const commonGenuineShare = 0.01;
/** The most lessons add to a lead's score towards spam (the documented margin). */
export const maxLessonRaise = 0.3;
/** The most lessons take off a lead's score towards genuine (the model's whole range, 1.5 to -0.5). */
export const maxLessonLower = 2;
// Towards spam, a lead with fewer words that lessons could weigh is judged as if it had this
// many: three taught words of a three-word note are not the whole note's evidence.
const minWordsWeighedTowardsSpam = 12;
// Towards genuine, the share of the lead's words released times this: a lead whose distinctive
// words were half released loses the model's whole weight.
const lowerGain = 2 * maxLessonLower;

const hasDigit = /\p{N}/u;

/** The buckets a lesson keeps of the message (and the lead's words lessons are looked up by), ascending. */
export function lessonBuckets(model: SpamCounts, { message }: Pick<SpamInput, "message">): number[] {
  const common = Math.max(1, Math.ceil(model.genuineDocs * commonGenuineShare));
  const kept = new Set<number>();
  for (const word of messageWords(message)) {
    if (hasDigit.test(word)) continue;
    const bucket = wordBucket(word);
    if (model.genuine[bucket]! < common) kept.add(bucket);
  }
  return [...kept]
    .sort((a, b) => model.genuine[a]! - model.genuine[b]! || a - b)
    .slice(0, maxLessonWords)
    .sort((a, b) => a - b);
}

/**
 * What the operator's lessons add to the model's weight for this lead, within
 * [-maxLessonLower, maxLessonRaise]: 0 with no lessons on its words.
 */
export function lessonWeight(model: SpamCounts, input: SpamInput, learned: LearnedCounts): number {
  const buckets = lessonBuckets(model, input);
  let evidence = 0;
  for (const bucket of buckets) {
    const taught = learned.buckets.get(bucket);
    // One mark: ±0.5; more marks the same way approach ±1.
    if (taught) evidence += (taught.spam - taught.genuine) / (taught.spam + taught.genuine + 1);
  }
  const weight =
    evidence > 0
      ? (evidence / Math.max(buckets.length, minWordsWeighedTowardsSpam)) * maxLessonRaise
      : Math.max(-maxLessonLower, (evidence / Math.max(buckets.length, 1)) * lowerGain);
  return Math.round(weight * 100) / 100;
}
