// What can be known to fail before anything is built, created or started: the address to listen
// on (taken, not allowed, not this machine's, not resolvable) and the embedded database's
// directory (held by another server). `npm start` runs these first (scripts/check-settings.ts), and
// the server again before it opens the database, so a second start touches nothing of the first's.
import { createServer } from "node:net";
import { DataDirLockedError, dataDirLockHolder, isDataDirLocked } from "./db/data-dir-lock.ts";
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
