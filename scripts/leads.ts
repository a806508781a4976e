// `npm run leads [-- --format table|csv|json] [--since 7d|2026-11-01] [--limit 50]`
// Lists the newest contact submissions. With DATABASE_URL it reads PostgreSQL directly; on the
// embedded database it asks the running server over its local socket (PGlite must never be
// opened by two processes), and opens the data directory itself only when no server runs.
import { existsSync } from "node:fs";
import { request } from "node:http";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../server/db/open-database.ts";
import type { Lead, ListLeadsOptions } from "../server/db/types.ts";
import { formatLeads, type LeadsFormat } from "../server/leads/leads-format.ts";
import { leadsSocketPath } from "../server/leads/leads-socket.ts";
import { maxLeadsLimit, parseLimit, parseSince } from "../server/leads/leads-query.ts";

const usage = "usage: npm run leads -- [--format table|csv|json] [--since 7d|24h|2026-11-01] [--limit 1-10000]";

function fail(message: string): never {
  console.error(`leads: ${message}\n${usage}`);
  process.exit(2);
}

function readOptions(): { format: LeadsFormat; query: ListLeadsOptions } {
  let values;
  try {
    ({ values } = parseArgs({
      options: { format: { type: "string", default: "table" }, since: { type: "string" }, limit: { type: "string" }, help: { type: "boolean" } },
      strict: true,
    }));
  } catch (error) {
    fail((error as Error).message);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const format = values.format as LeadsFormat;
  if (!["table", "csv", "json"].includes(format)) fail(`unknown format "${format}"`);
  const limit = parseLimit(values.limit);
  if (limit === undefined) fail(`--limit must be a whole number from 1 to ${maxLeadsLimit}`);
  const since = values.since === undefined ? undefined : parseSince(values.since);
  if (values.since !== undefined && !since) fail(`--since "${values.since}" is neither an ISO date nor a span such as 24h or 7d`);
  return { format, query: { limit, since } };
}

function askRunningServer(socketPath: string, { limit, since }: ListLeadsOptions): Promise<Lead[] | undefined> {
  const params = new URLSearchParams({ limit: String(limit) });
  if (since) params.set("since", since.toISOString());
  return new Promise((done, reject) => {
    const req = request({ socketPath, path: `/leads?${params}`, method: "GET" }, (res) => {
      let body = "";
      res.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
      res.on("end", () => {
        if (res.statusCode !== 200) return reject(new Error(`the server answered ${res.statusCode}: ${body}`));
        const leads = JSON.parse(body) as (Omit<Lead, "createdAt"> & { createdAt: string })[];
        done(leads.map((lead) => ({ ...lead, createdAt: new Date(lead.createdAt) })));
      });
    });
    // No server behind a leftover socket file: read the directory directly instead.
    req.on("error", (error: NodeJS.ErrnoException) => (["ECONNREFUSED", "ENOENT"].includes(error.code ?? "") ? done(undefined) : reject(error)));
    req.end();
  });
}

async function readLeads(query: ListLeadsOptions): Promise<Lead[]> {
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const dataDir = resolve(process.env.DATA_DIR?.trim() || "./data");
  if (!databaseUrl) {
    const socketPath = leadsSocketPath(dataDir);
    const fromServer = existsSync(socketPath) ? await askRunningServer(socketPath, query) : undefined;
    if (fromServer) return fromServer;
    if (!existsSync(dataDir)) fail(`no embedded database in ${dataDir} (start the server once, or set DATA_DIR or DATABASE_URL)`);
  }
  const db = await openDatabase({ databaseUrl, dataDir });
  try {
    return await db.listLeads(query);
  } finally {
    await db.close();
  }
}

const { format, query } = readOptions();
readLeads(query)
  .then((leads) => process.stdout.write(formatLeads(leads, format)))
  .catch((error: unknown) => {
    console.error(`leads: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
