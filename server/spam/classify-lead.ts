// The local spam check every lead passes before it is delivered (issue 16). This is the
// interface the outbox codes against; the filter itself is being written behind it.
import { createHash } from "node:crypto";

export type SpamInput = { name: string; email: string; company: string | null; message: string };
/** What the database knows about the sender and the message (the outbox's screening step reads it). */
export type SpamContext = { senderRule: "allow" | "deny" | null; sameMessageFromOtherAddresses: number };
export type SpamVerdict = { spam: boolean; score: number; reasons: string[] };

export function classifyLead(_input: SpamInput, context: SpamContext): SpamVerdict {
  if (context.senderRule === "deny") return { spam: true, score: 1, reasons: ["sender-marked-spam"] };
  return { spam: false, score: 0, reasons: [] };
}

/** The same message however it is spaced or cased: what "the same message from many addresses" compares. */
export function messageFingerprint(message: string): string {
  return createHash("sha256").update(message.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim()).digest("hex");
}

export function isDisposableAddress(_email: string): boolean {
  return false;
}
