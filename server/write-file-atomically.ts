import { renameSync, writeFileSync } from "node:fs";

/**
 * Writes `data` to `path` whole or not at all (a half-written export or backup would look like a
 * good one), readable by its owner only: what the operator commands write holds personal data.
 */
export function writeFileAtomically(path: string, data: string | Uint8Array) {
  const partial = `${path}.partial`;
  writeFileSync(partial, data, { mode: 0o600 });
  renameSync(partial, path);
}
