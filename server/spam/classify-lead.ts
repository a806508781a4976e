// The local spam check every lead passes before it is delivered: deterministic, no network.
// Explainable rules plus a learned model (spam-model.ts) whose weight joins theirs. Each signal has a name (the reason recorded with the verdict) and a weight;
// a lead is held when the weights add up to SPAM_THRESHOLD. Weak signals are weighted so that no
// one of them can hold a lead alone; only the few a person never produces (a link as one's name,
// the same long text from many addresses, an operator's deny rule) come close to it alone.
import { createHash } from "node:crypto";
import { botProbeWeight } from "./bot-probe.ts";
import { isDisposableAddress } from "./disposable-address.ts";
import { isGibberish } from "./gibberish.ts";
import { isKeywordSalad } from "./keyword-salad.ts";
import { findLinks, isShortener, isWithin, isWorkTool } from "./links.ts";
import { compiledPhraseRules, hasPhrase, kindCaps, type SpamKind } from "./spam-phrases.ts";
import {
  modelScore,
  modelWeight,
  shippedCombination,
  shippedModel,
  type CombinationSettings,
  type LearnedCounts,
  type ScoredFeature,
  type SpamModel,
} from "./spam-model.ts";
import { wordCount } from "./spam-features.ts";
import { lessonWeight } from "./lesson-weights.ts";
import { readsAs, suspectedSpam } from "./reads-as-genuine.ts";
import { allowRuleWeight } from "./sender-rules.ts";
import { normaliseText } from "./text.ts";

export { isDisposableAddress };

export type SpamInput = { name: string; email: string; company: string | null; message: string };
/** What the database knows about the sender and the message (the outbox's screening step reads it). */
export type SpamContext = {
  senderRule: "allow" | "deny" | null;
  sameMessageFromOtherAddresses: number;
  /** What the operator's marks taught this site's model, for this lead's buckets (server/leads/spam-lessons-store.ts). */
  learned?: LearnedCounts;
};
export type SpamVerdict = { spam: boolean; score: number; reasons: string[] };

export const SPAM_THRESHOLD = 1;

/** The names a verdict's reasons are drawn from, in the order they are listed. */
export type SpamReason =
  | "sender-marked-spam"
  | "sender-trusted"
  | "disposable-address"
  | "url-in-name"
  | "url-in-company"
  | "only-a-link"
  | "link-shortener"
  | "three-links"
  | "bbcode-link"
  | "html-link"
  | "known-spam-phrase"
  | "sales-pitch"
  | "keyword-salad"
  | "gibberish"
  | "bot-probe"
  | "repeated-message";

type Signal = { reason: SpamReason; weight: number };

// A message this short is written the same way by many people ("Please call me back").
const minRepeatedLength = 40;

/** The explainable rules alone: their summed weight and their reasons (what the model is combined with). */
export function ruleScore(
  input: SpamInput,
  context: SpamContext,
  { phraseRules }: Pick<CombinationSettings, "phraseRules"> = shippedCombination,
): { score: number; reasons: SpamReason[]; clientPhrasing: number } {
  const phrasing = phraseRules
    ? signedPhraseWeight(`${normaliseText(input.name)} ${normaliseText(input.company ?? "")} ${normaliseText(input.message)}`)
    : 0;
  const signals = contentSignals(input, phrasing, phraseRules);
  if (context.sameMessageFromOtherAddresses >= 2 && normaliseText(input.message).length >= minRepeatedLength) {
    signals.push({ reason: "repeated-message", weight: context.sameMessageFromOtherAddresses >= 5 ? 1 : 0.5 });
  }
  if (context.senderRule === "deny") signals.unshift({ reason: "sender-marked-spam", weight: SPAM_THRESHOLD });
  // Trusted, not exempt: the address is unverified, and a trusted client's name on a casino pitch with shortened links is still held.
  if (context.senderRule === "allow") signals.push({ reason: "sender-trusted", weight: allowRuleWeight });

  const total = new Map<SpamReason, number>();
  for (const { reason, weight } of signals) total.set(reason, (total.get(reason) ?? 0) + weight);
  const score = Math.round([...total.values()].reduce((sum, weight) => sum + weight, 0) * 100) / 100;
  // What only a client writes ("partner with a development studio", "our budget"), beyond what it
  // took off the spam phrasing, may take weight off the learned model's (never off a rule's): a
  // partner's proposal shares many words with vendors' pitches.
  return { score, reasons: [...total.keys()], clientPhrasing: Math.min(0, phrasing) };
}

/** The rules' score and the model's weight together: what is held at SPAM_THRESHOLD (training chooses the model's offset on it too). */
export function combinedScore(rules: { score: number; clientPhrasing: number }, weight: number): number {
  return Math.round((rules.score + weight + (weight > 0 ? Math.max(-weight, rules.clientPhrasing) : 0)) * 100) / 100;
}

/**
 * The verdict: the rules' weights plus the learned model's (spam-model.ts: the shipped model and
 * what this site's operator taught it), held at SPAM_THRESHOLD. The model's reason says its
 * weight and the words that weighed most, e.g. `model +0.8: "casino", "free spins", "bonus"`.
 * `model` null: the rules alone (what the rules measure by themselves in the bench).
 */
export function classifyLead(input: SpamInput, context: SpamContext, model: SpamModel | null = shippedModel()): SpamVerdict {
  const combination = model?.combination ?? shippedCombination;
  const rules = ruleScore(input, context, combination);
  const reasons: string[] = [...rules.reasons];
  let score = rules.score;
  let taught = 0;
  if (model) {
    const learned = modelScore(model, input);
    const shipped = modelWeight(model, learned.score, wordCount(input.message));
    // The operator's marks move the model's weight within bounds (lesson-weights.ts), never a rule's.
    taught = context.learned ? lessonWeight(model, input, context.learned) : 0;
    const [least, most] = combination.weightRange;
    const weight = Math.round(Math.min(most, Math.max(least, shipped + taught)) * 100) / 100;
    score = combinedScore(rules, weight);
    reasons.push(modelReason(weight, learned.top));
    if (taught !== 0) reasons.push(`lessons ${taught > 0 ? "+" : ""}${taught.toFixed(2)}`);
  }
  // A deny rule holds whatever else is seen (for senderRuleDays: sender-rules.ts); an allow rule is a weight among the others.
  const spam = context.senderRule === "deny" || score >= SPAM_THRESHOLD;
  // Held by the model alone (no rule says much, no lesson leans spam), and it reads as a job
  // application, a support request or a partner's proposal, with nothing beside it selling to the
  // studio: delivered, marked (reads-as-genuine.ts). However sure the model is: it weighs words,
  // and an applicant shares a vendor's (experience, "your blog", "audited 40 sites"); the shape
  // says who sells to whom, which the words do not.
  if (spam && context.senderRule !== "deny" && rules.score < ruleWeightThatHolds && taught <= 0) {
    const shape = readsAs(normaliseText(input.message));
    if (shape) return { spam: false, score, reasons: [...reasons, suspectedSpam, `reads-as-${shape}`] };
  }
  return { spam, score, reasons };
}
// Rules summing to this much say something the model's words do not: such a lead stays held whatever it reads as.
const ruleWeightThatHolds = 0.5;

const modelReason = (weight: number, top: readonly ScoredFeature[]) =>
  `model ${weight > 0 ? "+" : ""}${weight.toFixed(2)}${top.length > 0 ? `: ${top.map((f) => JSON.stringify(f.feature)).join(", ")}` : ""}`;

/** The signals found in the lead's own fields, strongest first within each kind. */
function contentSignals({ name, email, company, message }: SpamInput, phrasing: number, phraseRules: boolean): Signal[] {
  const signals: Signal[] = [];
  const text = normaliseText(message);
  const emailDomain = email.slice(email.lastIndexOf("@") + 1).toLowerCase();

  if (isDisposableAddress(email)) signals.push({ reason: "disposable-address", weight: 0.5 });

  const nameLinks = findLinks(normaliseText(name));
  if (nameLinks.length > 0) signals.push({ reason: "url-in-name", weight: nameLinks.some((l) => l.explicit) ? 1 : 0.6 });
  // A company written as its domain ("linear.app") is normal; a full address with a scheme is not.
  const companyLinks = findLinks(normaliseText(company ?? "")).filter((l) => l.explicit || l.text.includes("/"));
  if (companyLinks.length > 0) signals.push({ reason: "url-in-company", weight: 0.4 });

  const links = findLinks(text);
  if (links.length > 0) {
    const withoutLinks = links.reduce((rest, link) => rest.replace(link.text, " "), text);
    const words = withoutLinks.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    if (words.length <= 2) signals.push({ reason: "only-a-link", weight: 0.6 });
  }
  if ([...links, ...nameLinks].some((l) => isShortener(l.host))) signals.push({ reason: "link-shortener", weight: 0.6 });
  // Links to the sender's own domain and to the tools clients share work in do not count.
  const foreign = links.filter((l) => l.host && !isWithin(l.host, emailDomain) && !isWorkTool(l.host));
  const distinct = new Set(foreign.map((l) => l.text));
  if (distinct.size >= 3) {
    const perHost = new Map<string, number>();
    for (const l of foreign) perHost.set(l.host, (perHost.get(l.host) ?? 0) + 1);
    const stuffed = Math.max(...perHost.values()) >= 3; // one site linked again and again
    signals.push({ reason: "three-links", weight: stuffed ? 0.8 : 0.5 });
  }
  if (/\[url[=\]]|\[link[=\]]/i.test(message)) signals.push({ reason: "bbcode-link", weight: 0.8 });
  if (/<a\s[^>]*href\s*=/i.test(message)) signals.push({ reason: "html-link", weight: 0.7 });

  const phraseWeight = Math.max(0, phrasing);
  if (phraseWeight > 0) signals.push({ reason: "known-spam-phrase", weight: phraseWeight });
  const pitch = phraseRules ? salesPitchWeight(text) : 0;
  if (pitch > 0) signals.push({ reason: "sales-pitch", weight: pitch });

  // A list of search phrases is an SEO bot's; with a link to where they lead, nothing else.
  if (isKeywordSalad(message.normalize("NFKC").toLowerCase()))
    signals.push({ reason: "keyword-salad", weight: links.length > 0 ? 1 : 0.6 });

  const gibberish = (isGibberish(name) ? 0.4 : 0) + (isGibberish(company ?? "") ? 0.3 : 0) + (isGibberish(message) ? 0.6 : 0);
  if (gibberish > 0) signals.push({ reason: "gibberish", weight: gibberish });
  const probe = botProbeWeight(message);
  if (probe > 0) signals.push({ reason: "bot-probe", weight: probe });
  return signals;
}

/** The weight of the spam phrasing found (negative when a client's phrasing outweighs it): each kind adds up to its cap, the kinds add together. */
function signedPhraseWeight(text: string): number {
  const byKind = new Map<SpamKind, number>();
  for (const rule of compiledPhraseRules) {
    if (hasPhrase(rule, text)) byKind.set(rule.kind, (byKind.get(rule.kind) ?? 0) + rule.weight);
  }
  let sum = 0;
  for (const [kind, weight] of byKind) sum += kindCaps[kind] < 0 ? Math.max(weight, kindCaps[kind]) : Math.min(weight, kindCaps[kind]);
  return Math.round(sum * 100) / 100;
}

// A pitch talks about the reader's business and what the writer offers; an enquiry talks about
// the writer's own business and what it needs.
const aboutYours =
  /(?<![\p{L}])(?:your (?:website|site|business|company|agency|brand|clients|online presence|traffic|leads|sales|google|rankings?|instagram|reviews)|ihre[rnms]? (?:website|webseite|homepage|firma|seite)|su (?:web|sitio|página|negocio|empresa)|państwa (?:strona|stronę|firma|firmy)|votre (?:site|entreprise|agence))(?![\p{L}])/giu;
const offering =
  /(?<![\p{L}])(?:we (?:offer|provide|sell|specialize|specialise|deliver|guarantee|have helped|helped|can (?:help|get|fix|build|take|increase|improve|boost))|our (?:services|packages|plans|rates|experts|team of|developers|proven)|i (?:can|could) (?:help|fix|design|provide)|my (?:services|rates)|wir (?:bieten|bringen)|ofrecemos|oferujemy|nous (?:proposons|offrons))(?![\p{L}])/giu;
const needing =
  /(?<![\p{L}])(?:we need|we want|we(?:'re| are) looking for|we would like|we'd like|i need|i want|i(?:'m| am) looking for|our (?:website|site|shop|store|app|product|startup|company|clinic|restaurant)|wir brauchen|wir suchen|necesitamos|buscamos|potrzebujemy|szukamy|nous cherchons)(?![\p{L}])/giu;

function salesPitchWeight(text: string): number {
  const yours = text.match(aboutYours)?.length ?? 0;
  const offers = text.match(offering)?.length ?? 0;
  const needs = text.match(needing)?.length ?? 0;
  if (needs > 0 || offers === 0 || yours === 0) return 0;
  return yours + offers >= 3 ? 0.5 : 0.3;
}

/** The same message however it is spaced or cased: what "the same message from many addresses" compares. */
export function messageFingerprint(message: string): string {
  return createHash("sha256").update(normaliseText(message)).digest("hex");
}
