import type { SpamInput } from "../classify-lead.ts";

/** One labelled message of the spam corpus: what a visitor or a bot typed into the form. */
export type CorpusEntry = SpamInput & { label: "spam" | "genuine" };

/** Writes corpus entries with less noise: company defaults to null. */
export const entry = (
  label: CorpusEntry["label"],
  name: string,
  email: string,
  message: string,
  company: string | null = null,
): CorpusEntry => ({ label, name, email, company, message });
