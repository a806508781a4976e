// `npm run -s leads -- [--format table|csv|json] [--since 7d|2026-11-01] [--limit 50] [--out FILE]`
// `npm run -s leads -- --id <lead id>`                     one lead in full, with its deliveries
// `npm run -s leads -- --redeliver <lead or delivery id>`  or `--redeliver failed`: queue again
// Lists the newest contact submissions and how each was delivered to the agency. With
// DATABASE_URL it uses PostgreSQL directly; on the embedded database it asks the running server
// over its local socket (PGlite must never be opened by two processes), and opens the data
// directory itself only when no server runs.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../server/db/open-database.ts";
import { loadEnvFile } from "../server/env-file.ts";
import type { SqlDatabase } from "../server/db/sql-database.ts";
import type { ListLeadsOptions } from "../server/db/types.ts";
import {
  isRedeliverTarget,
  isUuid,
  leadsFromJson,
  listLeadsWithDeliveries,
  redeliverLeads,
  type LeadWithDeliveries,
} from "../server/leads/leads-delivery.ts";
import { formatLeadDetail, formatLeads, type LeadsFormat } from "../server/leads/leads-format.ts";
import { leadsSocketPath } from "../server/leads/leads-socket.ts";
import { maxLeadsLimit, parseLimit, parseSince } from "../server/leads/leads-query.ts";
import { askRunningServer } from "../server/leads/socket-client.ts";
import { writeFileAtomically } from "../server/write-file-atomically.ts";

const usage = [
  "usage: npm run -s leads -- [--format table|csv|json] [--since 7d|24h|2026-11-01] [--limit 1-10000] [--out FILE]",
  "       npm run -s leads -- --id <lead id> [--format table|csv|json] [--out FILE]",
  "       npm run -s leads -- --redeliver <lead id>|<delivery id>|failed",
].join("\n");

function fail(message: string): never {
  console.error(`leads: ${message}\n${usage}`);
  process.exit(2);
}

type Command =
  { kind: "list"; format: LeadsFormat; query: ListLeadsOptions; out: string | undefined } | { kind: "redeliver"; target: string };

function readCommand(): Command {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        format: { type: "string", default: "table" },
        since: { type: "string" },
        limit: { type: "string" },
        id: { type: "string" },
        out: { type: "string" },
        redeliver: { type: "string" },
        help: { type: "boolean" },
      },
      strict: true,
    }));
  } catch (error) {
    fail((error as Error).message);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  if (values.redeliver !== undefined) {
    if (!isRedeliverTarget(values.redeliver)) fail(`--redeliver takes "failed" or an id (a uuid), not "${values.redeliver}"`);
    return { kind: "redeliver", target: values.redeliver };
  }
  const format = values.format as LeadsFormat;
  if (!["table", "csv", "json"].includes(format)) fail(`unknown format "${format}"`);
  const limit = parseLimit(values.limit);
  if (limit === undefined) fail(`--limit must be a whole number from 1 to ${maxLeadsLimit}`);
  const since = values.since === undefined ? undefined : parseSince(values.since);
  if (values.since !== undefined && !since) fail(`--since "${values.since}" is neither an ISO date nor a span such as 24h or 7d`);
  if (values.id !== undefined && !isUuid(values.id)) fail(`--id takes a lead's id (a uuid), not "${values.id}"`);
  if (values.out !== undefined && values.out.trim() === "") fail("--out needs a file name");
  return { kind: "list", format, query: { limit, since, id: values.id }, out: values.out };
}

/** The server's answer on its socket as text (an error unless 200); undefined when no server listens there. */
async function askServer(socketPath: string, method: "GET" | "POST", path: string): Promise<string | undefined> {
  const reply = await askRunningServer(socketPath, method, path);
  if (reply && reply.status !== 200) throw new Error(`the server answered ${reply.status}: ${reply.body.toString("utf8")}`);
  return reply?.body.toString("utf8");
}

/** Runs `direct` on the database, or `viaServer` on the embedded one while its server runs. */
async function onDatabase<T>(
  viaServer: (socketPath: string) => Promise<T | undefined>,
  direct: (db: SqlDatabase) => Promise<T>,
): Promise<T> {
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const dataDir = resolve(process.env.DATA_DIR?.trim() || "./data");
  if (!databaseUrl) {
    const socketPath = leadsSocketPath(dataDir);
    const fromServer = await viaServer(socketPath);
    if (fromServer !== undefined) return fromServer;
    if (!existsSync(dataDir)) fail(`no embedded database in ${dataDir} (start the server once, or set DATA_DIR or DATABASE_URL)`);
  }
  const db = await openDatabase({ databaseUrl, dataDir });
  try {
    return await direct(db);
  } finally {
    await db.close();
  }
}

const readLeads = (query: ListLeadsOptions) =>
  onDatabase<LeadWithDeliveries[]>(
    async (socketPath) => {
      const params = new URLSearchParams({ limit: String(query.limit) });
      if (query.since) params.set("since", query.since.toISOString());
      if (query.id) params.set("id", query.id);
      const body = await askServer(socketPath, "GET", `/leads?${params}`);
      return body === undefined ? undefined : leadsFromJson(body);
    },
    (db) => listLeadsWithDeliveries(db, query),
  );

const requeue = (target: string) =>
  onDatabase<number>(
    async (socketPath) => {
      const body = await askServer(socketPath, "POST", `/redeliver?${new URLSearchParams({ target })}`);
      return body === undefined ? undefined : (JSON.parse(body) as { requeued: number }).requeued;
    },
    (db) => redeliverLeads(db, target),
  );

async function run(command: Command) {
  if (command.kind === "redeliver") {
    const count = await requeue(command.target);
    if (count === 0 && command.target !== "failed")
      throw new Error(`nothing to redeliver for ${command.target}: no such lead or delivery, or no notification channel configured`);
    console.log(`queued ${count} deliver${count === 1 ? "y" : "ies"} again`);
    return;
  }
  const leads = await readLeads(command.query);
  if (command.query.id && leads.length === 0) throw new Error(`no lead with id ${command.query.id}`);
  const text = command.query.id && command.format === "table" ? formatLeadDetail(leads[0]!) : formatLeads(leads, command.format);
  if (!command.out) return void process.stdout.write(text);
  writeFileAtomically(command.out, text);
  console.error(`leads: wrote ${leads.length} lead${leads.length === 1 ? "" : "s"} to ${command.out}`);
}

loadEnvFile();
run(readCommand()).catch((error: unknown) => {
  console.error(`leads: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
