// What the operator reads when the server cannot start: one line that says what to do, not a stack.
// A failure not listed here is a surprise, and keeps its stack for whoever debugs it.

/** A reason to stop at start-up that the operator can act on; its message is the whole story. */
export class StartupError extends Error {
  override name = "StartupError";
}

// Errors whose message already is that line (a bad setting, a locked or unreachable database).
const explainedErrors = new Set(["StartupError", "ConfigError", "DataDirLockedError", "DatabaseUnavailableError"]);

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
    default:
      return undefined;
  }
}
