import { createHash } from "node:crypto";

// Executable inline scripts only: a data block (JSON-LD) is never run, so CSP does not apply to it.
const inlineScript = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const dataBlock = /\btype=["']?application\/(ld\+)?json/i;

/**
 * CSP source expressions ('sha256-…') for each inline script of a prerendered page. React Router
 * writes its hydration context inline; hashing it lets the policy forbid every other inline script.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(inlineScript)) {
    if (dataBlock.test(attributes) || body.length === 0) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
