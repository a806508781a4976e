// The operator's local channel to the embedded database. PGlite lives inside the server process
// and its data directory is locked, so `npm run leads` asks the running server instead, over a
// Unix socket in a directory only the server's user can enter: nothing on the network can reach it.
//   POST /verbs/<verb>   runs one operator verb (operator-verbs.ts) with the flags as typed (a JSON
//                        object), checked by the verb's own schema: 400 {"error"} with the line the
//                        command prints, or 200 with the result (node:v8 serialized: dates stay dates)
//   GET  /backup         a snapshot of the database (npm run backup)
import { chmodSync, mkdirSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { text } from "node:stream/consumers";
import { serialize } from "node:v8";
import { basename, dirname, join, resolve } from "node:path";
import { snapshotBytes } from "../backup/embedded-backup.ts";
import { DatabaseUnavailableError } from "../db/database-errors.ts";
import type { SqlDatabase } from "../db/sql-database.ts";
import type { Logger } from "../logger.ts";
import { checkArgs, type VerbInput } from "./operator-verb.ts";
import { verbNamed } from "./operator-verbs.ts";

// Beside the data directory, not in it: a backup copies the directory whole, and a socket file is
// not something a copy can read (PGlite's dumpDataDir fails on it).
export const leadsSocketDir = (dataDir: string) => join(dirname(resolve(dataDir)), `${basename(resolve(dataDir))}.run`);
export const leadsSocketPath = (dataDir: string) => join(leadsSocketDir(dataDir), "leads.sock");

export const verbPath = (verb: string) => `/verbs/${verb}`;

const reply = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));

async function readInput(request: IncomingMessage): Promise<VerbInput | undefined> {
  try {
    const input: unknown = JSON.parse(await text(request));
    return typeof input === "object" && input !== null && !Array.isArray(input) ? (input as VerbInput) : undefined;
  } catch {
    return undefined;
  }
}

export async function startLeadsSocket(db: SqlDatabase, dataDir: string, logger?: Logger): Promise<Server> {
  const path = leadsSocketPath(dataDir);
  const dir = leadsSocketDir(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700); // mkdir's mode applies only to a directory it creates: an existing one may be open to others
  rmSync(path, { force: true }); // left by a crash; the data-directory lock says no live server owns it
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const route = `${request.method} ${url.pathname}`;
    try {
      const verb =
        request.method === "POST" && url.pathname.startsWith("/verbs/") ? verbNamed(url.pathname.slice("/verbs/".length)) : undefined;
      if (verb) {
        const input = await readInput(request);
        if (!input) return reply(response, 400, { error: "the body must be a JSON object of the command's flags" });
        const checked = checkArgs(verb, input);
        if ("error" in checked) return reply(response, 400, { error: checked.error });
        const result = serialize(await verb.run(db, checked.args, { logger }));
        return response.writeHead(200, { "Content-Type": "application/octet-stream", "Content-Length": result.byteLength }).end(result);
      }
      if (route === "GET /backup") {
        // `npm run backup`: the snapshot is taken here, by the process that owns the directory.
        const bytes = await snapshotBytes(db.sql);
        return response.writeHead(200, { "Content-Type": "application/gzip", "Content-Length": bytes.byteLength }).end(bytes);
      }
      return reply(response, 404, { error: "no such route (see server/leads/leads-socket.ts)" });
    } catch (error) {
      if (error instanceof DatabaseUnavailableError) return reply(response, 503, { error: error.message });
      // Anything else is a bug or a refused statement: the command shows it, the log keeps it whole.
      const what = url.pathname.startsWith("/verbs/") ? url.pathname.slice("/verbs/".length) : route;
      logger?.error({ err: error }, `leads socket: ${what} failed`);
      return reply(response, 500, {
        error: `${what} failed in the server: ${error instanceof Error ? error.message : String(error)} (see its log)`,
      });
    }
  });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(path, resolve));
  // A clean stop leaves nothing beside the data directory (closing removed the socket file).
  server.once("close", () => rmSync(dir, { recursive: true, force: true }));
  return server;
}
