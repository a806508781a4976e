// The operator's local channel to the embedded database. PGlite lives inside the server process
// and its data directory is locked, so `npm run leads` asks the running server instead, over a
// Unix socket in a directory only the server's user can enter: nothing on the network can reach it.
//   GET  /leads?limit=…&since=…&id=…&folder=inbox|spam   the leads with their spam verdict and delivery state, as JSON
//   GET  /status                         {"heldSpam": n, "failing": [{"channel", "failingSince"}]}
//   POST /redeliver?target=failed|pending|<id>  queues deliveries again: {"requeued": n}
//   POST /not-spam?id=<lead id>          releases a held lead: {"released": n}
//   POST /spam?id=<lead id>              marks a lead as spam: {"held": n}
//   POST /remove-channel?name=<channel>  {"cancelled": n}
//   GET  /person?email=…                 everything held on one address (access request)
//   POST /erase?email=…                  erases it: the row counts (logged, without the address)
//   GET  /backup                         a snapshot of the database (npm run backup)
import { chmodSync, mkdirSync, rmSync } from "node:fs";
import { createServer, type Server, type ServerResponse } from "node:http";
import { basename, dirname, join, resolve } from "node:path";
import { snapshotBytes } from "../backup/embedded-backup.ts";
import type { SqlDatabase } from "../db/sql-database.ts";
import type { Logger } from "../logger.ts";
import { erasePerson, isEmailAddress, personData } from "../privacy/person-data.ts";
import { isRedeliverTarget, isUuid, listLeadsWithDeliveries, redeliverLeads } from "./leads-delivery.ts";
import { isChannelName, markLeadAsSpam, releaseLead, removeChannel } from "./leads-actions.ts";
import { parseLeadsQuery } from "./leads-query.ts";
import { leadsStatus } from "./leads-status.ts";

// Beside the data directory, not in it: a backup copies the directory whole, and a socket file is
// not something a copy can read (PGlite's dumpDataDir fails on it).
export const leadsSocketDir = (dataDir: string) => join(dirname(resolve(dataDir)), `${basename(resolve(dataDir))}.run`);
export const leadsSocketPath = (dataDir: string) => join(leadsSocketDir(dataDir), "leads.sock");

const reply = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));

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
      if (route === "GET /leads") {
        const query = parseLeadsQuery(url.searchParams);
        if ("error" in query) return reply(response, 400, { error: query.error });
        return reply(response, 200, await listLeadsWithDeliveries(db, query));
      }
      if (route === "GET /status") return reply(response, 200, await leadsStatus(db.sql));
      if (route === "POST /redeliver") {
        const target = url.searchParams.get("target") ?? "";
        if (!isRedeliverTarget(target)) return reply(response, 400, { error: "target must be failed, pending or an id" });
        return reply(response, 200, { requeued: await redeliverLeads(db, target) });
      }
      if (route === "POST /not-spam" || route === "POST /spam") {
        const id = url.searchParams.get("id") ?? "";
        if (!isUuid(id)) return reply(response, 400, { error: "id must be a lead's id (a uuid)" });
        return reply(response, 200, route === "POST /spam" ? await markLeadAsSpam(db.sql, id) : await releaseLead(db.sql, id));
      }
      if (route === "POST /remove-channel") {
        const name = url.searchParams.get("name") ?? "";
        if (!isChannelName(name)) return reply(response, 400, { error: "name must be a delivery channel's name" });
        return reply(response, 200, await removeChannel(db.sql, name));
      }
      if (route === "GET /person" || route === "POST /erase") {
        const email = url.searchParams.get("email") ?? "";
        if (!isEmailAddress(email)) return reply(response, 400, { error: "email must be an e-mail address" });
        if (route === "GET /person") return reply(response, 200, await personData(db.sql, email));
        const counts = await erasePerson(db.sql, email);
        // The record that an erasure happened: counts only, never the address (the log would keep it).
        logger?.info({ erased: counts }, "personal data erased on the operator's request");
        return reply(response, 200, counts);
      }
      if (route === "GET /backup") {
        // `npm run backup`: the snapshot is taken here, by the process that owns the directory.
        const bytes = await snapshotBytes(db.sql);
        return response.writeHead(200, { "Content-Type": "application/gzip", "Content-Length": bytes.byteLength }).end(bytes);
      }
      return reply(response, 404, { error: "no such route (see server/leads/leads-socket.ts)" });
    } catch {
      return reply(response, 503, { error: "database unavailable" });
    }
  });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(path, resolve));
  // A clean stop leaves nothing beside the data directory (closing removed the socket file).
  server.once("close", () => rmSync(dir, { recursive: true, force: true }));
  return server;
}
