// Whom the visitor's receipt (AUTOREPLY=on) may go to, and what counts as "the same mailbox" for
// the once-a-day rule. The form accepts any address, so without these the receipt would be a way
// to make the agency mail root@localhost, an intranet host, an IP literal, or one mailbox again
// and again under +tags and dots.
import { createHash } from "node:crypto";
import { parse } from "tldts";

/**
 * A domain a receipt may go to: ASCII (or punycode) labels with a dot, under a public suffix of
 * the ICANN section of the Public Suffix List (the `tldts` package ships it, kept current with
 * each release), not an IP literal, and not under .arpa (home.arpa is for home networks).
 * Dotless, .local, .internal, .test, .example, localhost and look-alike dots (evil．com) fail.
 */
export function isPublicDomain(domain: string): boolean {
  const host = domain.toLowerCase().replace(/\.$/, "");
  if (!/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/.test(host)) return false;
  const parsed = parse(host, { allowPrivateDomains: false });
  if (parsed.isIp || !parsed.isIcann || parsed.domain === null || parsed.publicSuffix === null) return false;
  return parsed.publicSuffix !== "arpa" && !parsed.publicSuffix.endsWith(".arpa");
}

const splitAddress = (address: string) => {
  const at = address.lastIndexOf("@");
  return at <= 0 ? undefined : { local: address.slice(0, at), domain: address.slice(at + 1) };
};

/** An address a receipt may go to: one plain local part and a public domain. */
export function isReceiptAddress(address: string): boolean {
  const parts = splitAddress(address.trim());
  return parts !== undefined && /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+$/.test(parts.local) && isPublicDomain(parts.domain);
}

/**
 * Providers whose documentation says several spellings reach one mailbox: which domains are one,
 * and which characters of the local part they ignore. Only what the provider documents: folding
 * more than it does would only withhold a receipt from someone else, but is still a guess.
 */
const providers: { domains: readonly string[]; ignored: RegExp }[] = [
  // Google, "Dots don't matter in Gmail addresses" (support.google.com/mail/answer/7436150); a
  // googlemail.com address is the same account's gmail.com one (Gmail's name in Germany and the UK).
  { domains: ["gmail.com", "googlemail.com"], ignored: /\./g },
  // Proton, "How to change your username" (proton.me/support/change-username): ".", "_" and "-"
  // are "transparent": username, user_name and user.name are the same address. An account's
  // address is on proton.me, protonmail.com and pm.me (and protonmail.ch before 2016), by
  // "Email addresses and aliases" (proton.me/support/addresses-and-aliases).
  { domains: ["proton.me", "protonmail.com", "protonmail.ch", "pm.me"], ignored: /[._-]/g },
  // Apple, "About your @icloud.com, @me.com, and @mac.com email addresses" (support.apple.com/118230):
  // an account with an @me.com or @mac.com address has the @icloud.com one of the same name. Apple
  // does not say it ignores dots: they are kept.
  { domains: ["icloud.com", "me.com", "mac.com"], ignored: /(?!)/g },
];
const providerOf = new Map(providers.flatMap((provider) => provider.domains.map((domain) => [domain, provider] as const)));

/**
 * The mailbox an address reaches, as providers count it: case-insensitive, a +tag dropped (Gmail,
 * Outlook, iCloud, Fastmail, Proton and most others deliver a+tag@ to a@), and for the providers
 * above, the characters they ignore dropped and their domains as the first one. Treating +tags
 * alike everywhere can only send fewer receipts.
 */
export function mailboxKey(address: string): string {
  const parts = splitAddress(address.trim().toLowerCase());
  if (!parts) return address.trim().toLowerCase();
  let local = parts.local.replace(/\+.*$/, "");
  let domain = parts.domain.replace(/\.$/, "");
  const provider = providerOf.get(domain);
  if (provider) {
    local = local.replace(provider.ignored, "");
    domain = provider.domains[0]!;
  }
  return `${local}@${domain}`;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** What the database keeps of a mailbox that got a receipt (for a day): not the address itself. */
export const mailboxHash = (address: string) => sha256(mailboxKey(address));

/** The same for the mailbox's domain (as mailboxKey spells it), for each domain's share of the hourly cap. */
export const mailboxDomainHash = (address: string) => sha256(mailboxKey(address).slice(mailboxKey(address).lastIndexOf("@") + 1));
