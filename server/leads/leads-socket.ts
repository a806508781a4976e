// The operator's local channel to the embedded database. PGlite lives inside the server process
// and its data directory is locked, so `npm run leads` asks the running server instead, over a
// Unix socket in a directory only the server's user can enter: nothing on the network can reach it.
import { mkdirSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { join } from "node:path";
import type { Database } from "../db/types.ts";
import { parseLeadsQuery } from "./leads-query.ts";

export const leadsSocketPath = (dataDir: string) => join(dataDir, "run", "leads.sock");

export async function startLeadsSocket(db: Database, dataDir: string): Promise<Server> {
  const path = leadsSocketPath(dataDir);
  mkdirSync(join(dataDir, "run"), { recursive: true, mode: 0o700 });
  rmSync(path, { force: true }); // left by a crash; the data-directory lock says no live server owns it
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
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
