// The genuine kinds a wrong hold costs the most (issue 39, requirement 3): a job applicant, a
// client reporting something broken, a partner proposing a joint project. When only the learned
// model holds such a message (no rule, no lesson, no deny rule), the verdict delivers it with a
// mark (`suspected-spam`, beside the reason naming the kind it reads as) instead of holding it
// silently: the channel's message says so in one line (server/delivery/suspected-spam-note.ts),
// `npm run -s leads` shows the reasons, and the operator can mark it spam to teach the model.
// A seller's or a scammer's cue (what it offers, a rate, white label, meetings promised, a job
// for the reader, a fee) beside the shape keeps the hold: vendors borrow "portfolio" and
// "partner" too. A scam's subject (a messenger, crypto…) keeps it beside an applicant's or a
// partner's words, not beside a client's support request (who sells to whom: the client buys).
// The model's certainty does not keep it (issue 39: an accessibility specialist asking to be
// hired read to it as surely as an audit vendor): the words are shared, the direction is not.
import {
  applyingForWork,
  introducesThemself,
  builtForUs,
  ownSite,
  partnering,
  scamSubjects,
  seekingWork,
  sellingToTheStudio,
  troubleOrChange,
} from "./genuine-kind-cues.ts";
import { textCues } from "./spam-cues.ts";

export type GenuineShape = "job-application" | "support-request" | "partnership";

/** The mark a delivered-but-suspected lead carries in its reasons (like over-global-budget). */
export const suspectedSpam = "suspected-spam";

/** A held lead's score this close to the threshold (1) is the filter's least certain verdict: the spam folder lists those first. */
export const borderlineSpamScore = 1.5;

/** Which of the three genuine kinds the message reads as, if any (and nothing beside it sells to the studio). */
export function readsAs(text: string): GenuineShape | null {
  // Who sells to whom: what the writer offers the studio (its services, a rate, people available,
  // a job for the reader, a fee) keeps the hold beside any shape.
  if (sellingToTheStudio.test(text)) return null;
  // A scam's subject (crypto, a wallet, a messenger…) beside an applicant's or a partner's words
  // is a fake job offer or a web3 "partnership"; beside a client's support request it is what the
  // client's site receives or takes: the client still buys from the studio.
  const scamSubject = scamSubjects.test(text);
  const cues = textCues(text);
  // Not the model's "applying" cue: its stems match inside words ("stage" in "advantage") and
  // either way round ("your portfolio" is a pitch's flattery, "github" a phishing notice's sender).
  // An applicant applies, or introduces themself by what they do and asks for work: the writer is
  // the worker on offer (a staffing agency offers its people, a fake job offer a job to the reader).
  if (!scamSubject && (applyingForWork.test(text) || (introducesThemself.test(text) && seekingWork.test(text)))) return "job-application";
  // What the studio built for the writer makes it a client; "our site" needs something wrong with it too.
  if (builtForUs.test(text) || (ownSite.test(text) && (cues.includes("something-broken") || troubleOrChange.test(text))))
    return "support-request";
  if (!scamSubject && partnering.test(text)) return "partnership";
  return null;
}
