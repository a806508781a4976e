// The one line a lead delivered with the suspected-spam mark carries to the agency (issue 39):
// the spam check's model held it, and it reads as a job application, a client's support request
// or a partner's proposal, so it was delivered instead (server/spam/reads-as-genuine.ts). Whoever
// receives the lead sees why it may not be a client's enquiry, and that the filter doubted it;
// the visitor's receipt never carries it.
import { suspectedSpam, type GenuineShape } from "../spam/reads-as-genuine.ts";

export type SuspectedSpamNote = { readsAs: GenuineShape; note: string };

const notes: Record<GenuineShape, string> = {
  "job-application": "Possibly a job application, not a client enquiry (flagged by the spam check).",
  "support-request": "Possibly a support request from a client, not a new enquiry (flagged by the spam check).",
  partnership: "Possibly a partner's proposal, not a client enquiry (flagged by the spam check).",
};

const shapes = Object.keys(notes) as GenuineShape[];

/** The note for a delivered lead's screening reasons; null unless the filter delivered it marked. */
export function suspectedSpamNote(reasons: readonly string[] | undefined): SuspectedSpamNote | null {
  if (!reasons?.includes(suspectedSpam)) return null;
  const readsAs = shapes.find((shape) => reasons.includes(`reads-as-${shape}`));
  return readsAs ? { readsAs, note: notes[readsAs] } : null;
}
