// The poisoning experiment of issue 42 (finding 1), run in `npm run bench` (bench/spam-filter.ts)
// and asserted through the database in spam-learning.test.ts: a visitor sends messages of about
// 4.8 KB stitched from ordinary enquiries, the filter delivers them, the operator marks each as
// spam; how many genuine messages the filter holds afterwards, against how many before. And,
// beside it, that three marks of a new spam kind still teach the filter.
import { classifyLead, type SpamInput } from "./classify-lead.ts";
import { genuineCorpus } from "./corpus/genuine.ts";
import { officeFurnitureFourth, officeFurnitureMarks } from "./corpus/office-furniture.ts";
import { lessonBuckets } from "./lesson-weights.ts";
import { readCorpus } from "./spam-corpus.ts";
import { shippedModel, type LearnedCounts, type SpamModel } from "./spam-model.ts";

// Under the form's 5,000-character limit, as the review's were.
const paddedLength = 4800;

/** `count` messages of ordinary project enquiries from the training corpus, each stitched to about 4.8 KB, no two sharing one. */
export function paddedMarks(count = 3): SpamInput[] {
  const enquiries = readCorpus().filter((m) => m.label === "genuine" && m.kind === "project-enquiry" && m.lang === "en");
  const marks: SpamInput[] = [];
  let next = 0;
  for (let i = 0; i < count; i++) {
    let message = "";
    while (next < enquiries.length) {
      const part = enquiries[next++]!.message;
      if (message.length + part.length + 2 > paddedLength) break;
      message += (message ? "\n\n" : "") + part;
    }
    marks.push({ name: `Visitor ${i + 1}`, email: `visitor${i + 1}@example.net`, company: null, message });
  }
  return marks;
}

/** What the database's per-bucket sums (spam_learned_counts) hold after these marks, in memory. */
export function countLessons(model: SpamModel, marks: readonly { input: SpamInput; spam: boolean }[]): LearnedCounts {
  const buckets = new Map<number, { spam: number; genuine: number }>();
  for (const { input, spam } of marks) {
    for (const bucket of lessonBuckets(model, input)) {
      const counts = buckets.get(bucket) ?? { spam: 0, genuine: 0 };
      if (spam) counts.spam++;
      else counts.genuine++;
      buckets.set(bucket, counts);
    }
  }
  const spamDocs = marks.filter((mark) => mark.spam).length;
  return { spamDocs, genuineDocs: marks.length - spamDocs, buckets };
}

export type PoisoningResult = {
  marks: { count: number; meanChars: number; deliveredBefore: number };
  /** The unseen-writer genuine set (corpus/genuine.ts: another author, never trained on). */
  genuine: { total: number; heldBefore: number; heldAfter: number; newlyHeld: number };
  /** Three office-furniture marks, then a fourth of the kind from another sender. */
  newKind: { heldBefore: boolean; heldAfter: boolean; reasons: string[] };
};

export function poisoningExperiment(model = shippedModel()): PoisoningResult {
  const none = { senderRule: null, sameMessageFromOtherAddresses: 0 } as const;
  const marks = paddedMarks();
  const poisoned = {
    ...none,
    learned: countLessons(
      model,
      marks.map((input) => ({ input, spam: true })),
    ),
  };
  const before = genuineCorpus.map((m) => classifyLead(m, none, model).spam);
  const after = genuineCorpus.map((m) => classifyLead(m, poisoned, model).spam);
  const taught = {
    ...none,
    learned: countLessons(
      model,
      officeFurnitureMarks.map((input) => ({ input, spam: true })),
    ),
  };
  const fourthAfter = classifyLead(officeFurnitureFourth, taught, model);
  return {
    marks: {
      count: marks.length,
      meanChars: Math.round(marks.reduce((sum, m) => sum + m.message.length, 0) / marks.length),
      deliveredBefore: marks.filter((m) => !classifyLead(m, none, model).spam).length,
    },
    genuine: {
      total: genuineCorpus.length,
      heldBefore: before.filter(Boolean).length,
      heldAfter: after.filter(Boolean).length,
      newlyHeld: after.filter((held, i) => held && !before[i]).length,
    },
    newKind: {
      heldBefore: classifyLead(officeFurnitureFourth, none, model).spam,
      heldAfter: fourthAfter.spam,
      reasons: fourthAfter.reasons,
    },
  };
}
