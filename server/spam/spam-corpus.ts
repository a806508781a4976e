// The labelled contact-form corpus the model is trained on: server/spam/corpus/messages/
// <label>-<kind>.jsonl, one message a line. (The older fixture beside it, corpus/spam.ts and
// genuine.ts, was written by another author and is never trained on: it is the bench's
// unseen-writer set.)
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { LabelledLead } from "./spam-model.ts";

export type CorpusMessage = LabelledLead & { kind: string; lang: string };

export const corpusDir = fileURLToPath(new URL("./corpus/messages/", import.meta.url));

/** Every message of the corpus, in a stable order (file name, then line). */
export function readCorpus(dir = corpusDir): CorpusMessage[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".jsonl"))
    .sort()
    .flatMap((file) => readMessages(join(dir, file)));
}

/**
 * The held-out check (issue 39): job applications, clients' support requests and partners'
 * proposals, and spam of the same flavours, written before the suspected-spam mark was tuned and
 * never trained on or tuned against. Outside corpusDir, so training never reads it; the bench
 * judges it once, with the model trained on the whole corpus.
 */
export const heldOutCheckFile = fileURLToPath(new URL("./corpus/held-out-check.jsonl", import.meta.url));

/** The messages of one JSONL file (the corpus's format), in order. */
export function readMessages(file: string): CorpusMessage[] {
  const messages: CorpusMessage[] = [];
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (line.trim() === "") continue;
    const m = JSON.parse(line) as CorpusMessage;
    messages.push({
      label: m.label,
      kind: m.kind,
      lang: m.lang,
      name: m.name,
      email: m.email,
      company: m.company ?? null,
      message: m.message,
    });
  }
  return messages;
}

const stableKey = (m: CorpusMessage) => createHash("sha256").update(`${m.label}\n${m.email}\n${m.message}`).digest("hex");

/**
 * Fold of each message (same order as `messages`), stratified by label and kind: within each
 * kind the messages are ordered by a hash of their text and dealt out in turn, so every fold has
 * its share of every kind, and adding messages moves few others.
 */
export function stratifiedFolds(messages: readonly CorpusMessage[], folds: number): number[] {
  const byKind = new Map<string, { index: number; key: string }[]>();
  messages.forEach((m, index) => {
    const group = `${m.label}/${m.kind}`;
    if (!byKind.has(group)) byKind.set(group, []);
    byKind.get(group)!.push({ index, key: stableKey(m) });
  });
  const fold = new Array<number>(messages.length).fill(0);
  let start = 0;
  for (const group of [...byKind.keys()].sort()) {
    const members = byKind.get(group)!.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    // Each kind starts where the last left off, so small kinds do not all fill fold 0 first.
    members.forEach((member, i) => (fold[member.index] = (start + i) % folds));
    start = (start + members.length) % folds;
  }
  return fold;
}
