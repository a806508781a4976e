// The operator's local channel to the embedded database. PGlite lives inside the server process
// and its data directory is locked, so `npm run leads` asks the running server instead, over a
// Unix socket in a directory only the server's user can enter: nothing on the network can reach it.
import { mkdirSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { basename, dirname, join, resolve } from "node:path";
import { snapshotBytes } from "../backup/embedded-backup.ts";
import type { SqlDatabase } from "../db/sql-database.ts";
import { parseLeadsQuery } from "./leads-query.ts";

// Beside the data directory, not in it: a backup copies the directory whole, and a socket file is
// not something a copy can read (PGlite's dumpDataDir fails on it).
export const leadsSocketDir = (dataDir: string) => join(dirname(resolve(dataDir)), `${basename(resolve(dataDir))}.run`);
export const leadsSocketPath = (dataDir: string) => join(leadsSocketDir(dataDir), "leads.sock");

export async function startLeadsSocket(db: SqlDatabase, dataDir: string): Promise<Server> {
  const path = leadsSocketPath(dataDir);
  mkdirSync(leadsSocketDir(dataDir), { recursive: true, mode: 0o700 });
  rmSync(path, { force: true }); // left by a crash; the data-directory lock says no live server owns it
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (url.pathname === "/backup" && request.method === "GET") {
      // `npm run backup`: the snapshot is taken here, by the process that owns the directory.
      try {
        const bytes = await snapshotBytes(db.sql);
        response.writeHead(200, { "Content-Type": "application/gzip", "Content-Length": bytes.byteLength }).end(bytes);
      } catch {
        response.writeHead(503, { "Content-Type": "application/json" }).end(JSON.stringify({ error: "database unavailable" }));
      }
      return;
    }
    const query = url.pathname === "/leads" && request.method === "GET" ? parseLeadsQuery(url.searchParams) : undefined;
    if (!query || "error" in query) {
      response.writeHead(400, { "Content-Type": "application/json" }).end(JSON.stringify({ error: query?.error ?? "GET /leads only" }));
      return;
    }
    try {
      const leads = await db.listLeads(query);
      response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(leads));
    } catch {
      response.writeHead(503, { "Content-Type": "application/json" }).end(JSON.stringify({ error: "database unavailable" }));
    }
  });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(path, resolve));
  return server;
}
