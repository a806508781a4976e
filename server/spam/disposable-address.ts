// Throwaway mailboxes, from mailchecker's maintained list (thousands of domains, updated upstream).
import mailchecker from "mailchecker";

const disposableDomains = mailchecker.blacklist();

/** Whether the address is at a disposable-mail domain or one of its subdomains. */
export function isDisposableAddress(email: string): boolean {
  const at = email.lastIndexOf("@");
  if (at < 1) return false;
  const labels = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, "")
    .split(".");
  // mail.example.com is checked as mail.example.com and as example.com (never as bare "com").
  for (let i = 0; i < labels.length - 1; i++) {
    if (disposableDomains.has(labels.slice(i).join("."))) return true;
  }
  return false;
}
