// The genuine kinds a wrong hold costs the most (issue 39, requirement 3): a job applicant, a
// client reporting something broken, a partner proposing a joint project. When only the learned
// model holds such a message (no rule saw anything strong), the verdict delivers it with a mark
// (`suspected-spam`, beside the reason naming the kind it reads as) instead of holding it
// silently: the operator sees it in the channel, marked, and can mark it spam to teach the model.
// A seller's cue (what it offers, a rate, white label, meetings promised) beside the shape
// keeps the hold: vendors borrow "portfolio" and "partner" too.
import { textCues } from "./spam-cues.ts";

export type GenuineShape = "job-application" | "support-request" | "partnership";

/** The mark a delivered-but-suspected lead carries in its reasons (like over-global-budget). */
export const suspectedSpam = "suspected-spam";

// What a partner writes about a project of its own or its client's, in the corpus's languages.
const partnering =
  /(?<![\p{L}])(?:partner(?:ship)? with (?:you|your|(?:a|an) (?:[\p{L}-]+ )?(?:studio|agency|team))|joint (?:project|bid|proposal)|referral (?:arrangement|partnership|agreement)|our client (?:needs|wants|is looking)|subcontract(?:ing)? (?:to you|the build)|(?:colaborar|colaboración) con (?:vosotros|ustedes)|zusammenarbeit mit (?:ihnen|euch)|partenariat avec vous|parceria com vocês|współpracy z wami|sizinle (?:ortaklık|iş birliği)|collaborare con voi|samenwerking met jullie|与贵公司合作|貴社と(?:の)?協業|귀사와 협업|сотрудничеств[ао] с вами|التعاون معكم|συνεργασία μαζί σας|आपके साथ साझेदारी)/iu;

const sellerCues = new Set(["we-offer", "hourly-rate", "white-label", "meetings-promised", "free", "discount", "first-page", "data-list"]);

/** Which of the three genuine kinds the message reads as, if any (and no seller's cue is beside it). */
export function readsAs(text: string): GenuineShape | null {
  const cues = textCues(text);
  if (cues.some((cue) => sellerCues.has(cue))) return null;
  if (cues.includes("applying")) return "job-application";
  if (cues.includes("something-broken")) return "support-request";
  if (partnering.test(text)) return "partnership";
  return null;
}
