// What the operator reads when the server cannot start: one line that says what to do, not a stack.
// A failure not listed here is a surprise, and keeps its stack for whoever debugs it.

/** A reason to stop at start-up that the operator can act on; its message is the whole story. */
export class StartupError extends Error {
  override name = "StartupError";
}

// Errors whose message already is that line (a bad setting, a locked or unreachable database).
const explainedErrors = new Set(["StartupError", "SettingError", "DataDirLockedError", "DatabaseUnavailableError"]);

export function startupFailureLine(error: unknown, listen: { host: string; port: number }): string | undefined {
  if (!(error instanceof Error)) return undefined;
  if (explainedErrors.has(error.name)) return error.message;
  const where = `${listen.host}:${listen.port}`;
  switch ((error as NodeJS.ErrnoException).code) {
    case "EADDRINUSE":
      return `Port ${listen.port} is already in use on ${listen.host}: stop the program using it, or set PORT to another port.`;
    case "EACCES":
      return `Not allowed to listen on ${where}: ports below 1024 need privileges; set PORT to 1024 or above.`;
    case "EADDRNOTAVAIL":
      return `Cannot listen on ${where}: this machine has no such address; set HOST (127.0.0.1, or 0.0.0.0 for every interface).`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
      // A name that does not resolve: HOST here (the database's host fails as DatabaseUnavailableError).
      return `Cannot listen on ${where}: ${listen.host} is not a name this machine can resolve; set HOST to an address (127.0.0.1, or 0.0.0.0 for every interface).`;
    default:
      return undefined;
  }
}

/** Any other failure at start, as one line (its first line, any password in a URL masked). */
export function unexpectedFailureLine(error: unknown, what = "Server"): string {
  const message = error instanceof Error ? `${error.name === "Error" ? "" : `${error.name}: `}${error.message}` : String(error);
  return `${what} failed to start: ${maskUrlSecrets(message.split("\n")[0] ?? "")}`;
}

/** user:password@ in a URL becomes user:***@, and a query string is dropped (tokens live there). */
export const maskUrlSecrets = (text: string): string =>
  text
    .replace(/\b([a-z][a-z0-9+.-]*:\/\/)([^\s/@:]*):[^\s/@]*@/gi, "$1$2:***@")
    .replace(/(\b[a-z][a-z0-9+.-]*:\/\/[^\s?]*)\?\S*/gi, "$1?…");

/**
 * Says why the process stopped, on stderr, in the format of its log: with LOG_FORMAT=text (`npm
 * start`) one plain line for the person at the terminal; with json (the default: a supervisor's
 * log collector reads it) the same line as a fatal log record, so the collector parses it like
 * every other line. The format is read from the environment (after the .env is loaded), because
 * the settings may be what failed. `stack`: added for LOG_LEVEL=debug (a surprise's stack).
 */
export function reportStartupFailure(line: string, stack?: string, env: NodeJS.ProcessEnv = process.env): void {
  const withStack = stack !== undefined && /^(debug|trace)$/.test(env.LOG_LEVEL ?? "") ? maskUrlSecrets(stack) : undefined;
  if (env.LOG_FORMAT === "text") {
    console.error(line);
    if (withStack) console.error(withStack);
    return;
  }
  // The fields a pino record of the server's logger has (server/logger.ts), at pino's fatal level.
  const record = { level: 60, time: new Date().toISOString(), pid: process.pid, service: "agency-site", msg: line, stack: withStack };
  console.error(JSON.stringify(record));
}
