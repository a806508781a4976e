// The bench's reference for the spam filter (issue 39): a plain regression any reviewer could
// rebuild in scikit-learn, computed here in TypeScript on the same folds as the shipped filter.
// - Features: a word 1-2-gram TF-IDF and a character 2-5-gram TF-IDF (`char_wb`: inside each
//   whitespace-separated word padded with a space), each l2-normalised and set side by side
//   (TfidfVectorizer defaults: lower-cased, raw term counts, smooth idf, `\b\w\w+\b` words,
//   exact vocabulary of the training messages; n-grams never seen in training are dropped).
// - Model: class-balanced logistic regression, C = 16, fitted by the project's own L-BFGS
//   (server/spam/spam-regression.ts). scikit-learn minimises ½|w|² + C·Σ sᵢ·lossᵢ with
//   sᵢ = n / (2·n_class); divided by C·n that is the class-balanced mean loss our fitRegression
//   minimises plus (1 / (C·n))/2·|w|², so l2 = 1 / (C·n). The bias is not penalised (as lbfgs there).
// - Threshold: chosen inside the training folds: a 3-fold cross-validation of the training
//   messages scores each one by a model that did not see it; the threshold is the lowest that
//   holds at most 1% of those genuine messages. No rules, no offset, no cap.
import { stratifiedFolds, type CorpusMessage } from "../server/spam/spam-corpus.ts";
import type { HeldOut } from "../server/spam/spam-evaluation.ts";
import { fitRegression, type SparseVector } from "../server/spam/spam-regression.ts";

export const referenceC = 16;
export const referenceGenuineShare = 0.01;
const innerFolds = 3;
const iterations = 100;

const wordToken = /[\p{L}\p{M}\p{N}_]{2,}/gu;

/** A message's n-grams as ids of one vocabulary shared by the whole run, and their counts. */
type Tokenised = { ids: Int32Array; counts: Float64Array };

class Vocabulary {
  readonly ids = new Map<string, number>();
  /** 0: a word n-gram; 1: a character n-gram (each group is normalised on its own). */
  readonly groups: number[] = [];
  id(feature: string, group: number): number {
    let id = this.ids.get(feature);
    if (id === undefined) {
      id = this.groups.push(group) - 1;
      this.ids.set(feature, id);
    }
    return id;
  }
}

function tokenise(message: string, vocabulary: Vocabulary): Tokenised {
  const text = message.toLowerCase();
  const counts = new Map<number, number>();
  const add = (feature: string, group: number) => {
    const id = vocabulary.id(feature, group);
    counts.set(id, (counts.get(id) ?? 0) + 1);
  };
  const words = text.match(wordToken) ?? [];
  words.forEach((word, i) => {
    add(`w ${word}`, 0);
    if (i > 0) add(`w ${words[i - 1]} ${word}`, 0);
  });
  // scikit-learn's char_wb: each whitespace-separated word, padded, cut into n-grams; a word
  // shorter than n gives itself once.
  for (const raw of text.split(/\s+/u).filter(Boolean)) {
    const chars = [...` ${raw} `];
    for (let n = 2; n <= 5; n++) {
      if (chars.length <= n) {
        add(`c ${chars.join("")}`, 1);
        continue;
      }
      for (let j = 0; j + n <= chars.length; j++) add(`c ${chars.slice(j, j + n).join("")}`, 1);
    }
  }
  const ids = Int32Array.from(counts.keys()).sort();
  return { ids, counts: Float64Array.from(ids, (id) => counts.get(id)!) };
}

/** TF-IDF of the training rows' vocabulary: what a fitted TfidfVectorizer pair holds. */
function vectoriser(rows: readonly Tokenised[], vocabulary: Vocabulary) {
  const size = vocabulary.groups.length;
  const df = new Float64Array(size);
  for (const { ids } of rows) for (const id of ids) df[id]!++;
  const n = rows.length;
  return ({ ids, counts }: Tokenised): SparseVector => {
    const indices: number[] = [];
    const values: number[] = [];
    const norms = [0, 0];
    for (let k = 0; k < ids.length; k++) {
      const id = ids[k]!;
      if (df[id] === 0) continue;
      const value = counts[k]! * (Math.log((1 + n) / (1 + df[id]!)) + 1);
      indices.push(id);
      values.push(value);
      norms[vocabulary.groups[id]!]! += value * value;
    }
    const root = norms.map((s) => Math.sqrt(s) || 1);
    return {
      indices: Int32Array.from(indices),
      values: Float64Array.from(values, (v, k) => v / root[vocabulary.groups[indices[k]!]!]!),
    };
  };
}

function fit(rows: readonly Tokenised[], spam: readonly boolean[], vocabulary: Vocabulary) {
  const vectorise = vectoriser(rows, vocabulary);
  const { weights, bias } = fitRegression(rows.map(vectorise), spam, vocabulary.groups.length, {
    l2: 1 / (referenceC * rows.length),
    iterations,
  });
  return (row: Tokenised) => {
    const { indices, values } = vectorise(row);
    let score = bias;
    for (let k = 0; k < indices.length; k++) score += weights[indices[k]!]! * values[k]!;
    return score;
  };
}

/** The score above which the reference holds a message: inner cross-validation, at most 1% of genuine held. */
function threshold(messages: readonly CorpusMessage[], rows: readonly Tokenised[], vocabulary: Vocabulary): number {
  const fold = stratifiedFolds(messages, innerFolds);
  const genuineScores: number[] = [];
  for (let k = 0; k < innerFolds; k++) {
    const train = rows.filter((_, i) => fold[i] !== k);
    const score = fit(
      train,
      messages.filter((_, i) => fold[i] !== k).map((m) => m.label === "spam"),
      vocabulary,
    );
    rows.forEach((row, i) => {
      if (fold[i] === k && messages[i]!.label === "genuine") genuineScores.push(score(row));
    });
  }
  genuineScores.sort((a, b) => b - a);
  const allowed = Math.floor(referenceGenuineShare * genuineScores.length);
  return genuineScores[allowed] ?? -Infinity;
}

/** Every message's verdict from a reference model (and threshold) fitted on the other folds only: the same folds as crossValidate. */
export function referenceCrossValidate(messages: readonly CorpusMessage[], folds: number): HeldOut[] {
  const vocabulary = new Vocabulary();
  const rows = messages.map((m) => tokenise(m.message, vocabulary));
  const fold = stratifiedFolds(messages, folds);
  const results = new Array<HeldOut>(messages.length);
  for (let k = 0; k < folds; k++) {
    const trainMessages = messages.filter((_, i) => fold[i] !== k);
    const trainRows = rows.filter((_, i) => fold[i] !== k);
    const cut = threshold(trainMessages, trainRows, vocabulary);
    const score = fit(
      trainRows,
      trainMessages.map((m) => m.label === "spam"),
      vocabulary,
    );
    messages.forEach((message, i) => {
      if (fold[i] === k) results[i] = { message, held: score(rows[i]!) > cut, marked: false };
    });
  }
  return results;
}
