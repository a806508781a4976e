// What can be known to fail before anything is built, created or started: the address to listen
// on (taken, not allowed, not this machine's, not resolvable), the embedded database's
// directory (held by another server) and the spam model file (missing, or not a model). `npm start` runs these first (scripts/check-settings.ts), and
// the server again before it opens the database, so a second start touches nothing of the first's.
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { DataDirLockedError, dataDirLockHolder, isDataDirLocked } from "./db/data-dir-lock.ts";
import { decodeModel, shippedModelUrl } from "./spam/spam-model.ts";
import { StartupError, startupFailureLine } from "./startup-failure.ts";

/** Resolves if `host:port` can be listened on right now; else throws StartupError with one line. */
export async function checkCanListen(host: string, port: number): Promise<void> {
  const probe = createServer();
  try {
    await new Promise<void>((resolve, reject) => probe.once("error", reject).listen({ host, port, exclusive: true }, resolve));
  } catch (error) {
    const line = startupFailureLine(error, { host, port });
    throw line ? new StartupError(line) : error;
  } finally {
    await new Promise<void>((resolve) => (probe.listening ? probe.close(() => resolve()) : resolve()));
  }
}

/** Throws DataDirLockedError if a live process holds the embedded database's directory. Creates nothing. */
export function checkDataDirFree(dataDir: string): void {
  if (isDataDirLocked(dataDir)) throw new DataDirLockedError(dataDir, dataDirLockHolder(dataDir));
}

/**
 * Throws StartupError with one line if the spam model file is missing, unreadable, of another
 * version or size, or holds a weight that is not a finite number: every lead's screening reads
 * it, and without this check each one failed (and was retried) while the server looked ready.
 */
export function checkSpamModel(url: URL = shippedModelUrl): void {
  let data: Buffer;
  try {
    data = readFileSync(url);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new StartupError(
      `The spam model ${fileURLToPath(url)} cannot be read (${code}): restore it from the repository, or run npm run spam:train`,
    );
  }
  try {
    decodeModel(data);
  } catch (error) {
    throw new StartupError((error as Error).message);
  }
}
