// The operator's local channel to the embedded database. PGlite lives inside the server process
// and its data directory is locked, so `npm run leads` asks the running server instead, over a
// Unix socket in a directory only the server's user can enter: nothing on the network can reach it.
//   GET  /leads?limit=…&since=…&id=…   the leads with their delivery state, as JSON
//   POST /redeliver?target=failed|<id>  queues deliveries again: {"requeued": n}
//   GET  /backup                         a snapshot of the database (npm run backup)
import { chmodSync, mkdirSync, rmSync } from "node:fs";
import { createServer, type Server, type ServerResponse } from "node:http";
import { basename, dirname, join, resolve } from "node:path";
import { snapshotBytes } from "../backup/embedded-backup.ts";
import type { SqlDatabase } from "../db/sql-database.ts";
import { isRedeliverTarget, listLeadsWithDeliveries, redeliverLeads } from "./leads-delivery.ts";
import { parseLeadsQuery } from "./leads-query.ts";

// Beside the data directory, not in it: a backup copies the directory whole, and a socket file is
// not something a copy can read (PGlite's dumpDataDir fails on it).
export const leadsSocketDir = (dataDir: string) => join(dirname(resolve(dataDir)), `${basename(resolve(dataDir))}.run`);
export const leadsSocketPath = (dataDir: string) => join(leadsSocketDir(dataDir), "leads.sock");

const reply = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));

export async function startLeadsSocket(db: SqlDatabase, dataDir: string): Promise<Server> {
  const path = leadsSocketPath(dataDir);
  const dir = leadsSocketDir(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700); // mkdir's mode applies only to a directory it creates: an existing one may be open to others
  rmSync(path, { force: true }); // left by a crash; the data-directory lock says no live server owns it
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const route = `${request.method} ${url.pathname}`;
    try {
      if (route === "GET /leads") {
        const query = parseLeadsQuery(url.searchParams);
        if ("error" in query) return reply(response, 400, { error: query.error });
        return reply(response, 200, await listLeadsWithDeliveries(db, query));
      }
      if (route === "POST /redeliver") {
        const target = url.searchParams.get("target") ?? "";
        if (!isRedeliverTarget(target)) return reply(response, 400, { error: "target must be failed or an id" });
        return reply(response, 200, { requeued: await redeliverLeads(db, target) });
      }
      if (route === "GET /backup") {
        // `npm run backup`: the snapshot is taken here, by the process that owns the directory.
        const bytes = await snapshotBytes(db.sql);
        return response.writeHead(200, { "Content-Type": "application/gzip", "Content-Length": bytes.byteLength }).end(bytes);
      }
      return reply(response, 404, { error: "GET /leads, POST /redeliver or GET /backup only" });
    } catch {
      return reply(response, 503, { error: "database unavailable" });
    }
  });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(path, resolve));
  // A clean stop leaves nothing beside the data directory (closing removed the socket file).
  server.once("close", () => rmSync(dir, { recursive: true, force: true }));
  return server;
}
