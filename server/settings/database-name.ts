// Which database a command used, in words a person can check against what they meant: the
// embedded one's directory, or PostgreSQL's host, port and database name. Never the user or the
// password, so the line is safe in a terminal, a log or a pasted bug report.
import { isAbsolute, relative } from "node:path";
import { parse as parseConnectionString } from "pg-connection-string";

/** A path as a person typed it: ./data for one under the working directory, the full path otherwise. */
export function shownPath(path: string, cwd = process.cwd()): string {
  const inside = relative(cwd, path);
  return inside && !inside.startsWith("..") && !isAbsolute(inside) ? `./${inside}` : path;
}

/** "the embedded database in ./data", or "PostgreSQL at db.example.com:5433/leads". */
export function databaseName({ url, dataDir }: { url: string | undefined; dataDir: string }, cwd = process.cwd()): string {
  if (url === undefined) return `the embedded database in ${shownPath(dataDir, cwd)}`;
  const { host, port, database } = parseConnectionString(url);
  // libpq's defaults when the URL leaves them out: the local socket, and a database named as the user.
  return `PostgreSQL at ${host || "localhost"}${port ? `:${port}` : ""}/${database || "(the user's own database)"}`;
}
