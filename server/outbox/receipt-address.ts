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

// Gmail ignores dots in the local part, and googlemail.com is the same mailboxes.
const gmailDomains = new Set(["gmail.com", "googlemail.com"]);

/**
 * The mailbox an address reaches, as providers count it: case-insensitive, a +tag dropped (Gmail,
 * Outlook, iCloud, Fastmail, Proton and most others deliver a+tag@ to a@), and for Gmail without
 * dots and as gmail.com. Treating +tags alike everywhere can only send fewer receipts.
 */
export function mailboxKey(address: string): string {
  const parts = splitAddress(address.trim().toLowerCase());
  if (!parts) return address.trim().toLowerCase();
  let local = parts.local.replace(/\+.*$/, "");
  let domain = parts.domain.replace(/\.$/, "");
  if (gmailDomains.has(domain)) {
    local = local.replaceAll(".", "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}

/** What the database keeps of a mailbox that got a receipt (for a day): not the address itself. */
export const mailboxHash = (address: string) => createHash("sha256").update(mailboxKey(address)).digest("hex");
