// `npm run -s leads -- [--format table|csv|json] [--since 7d|2026-11-01] [--limit 50] [--out FILE]`
// `npm run -s leads -- --id <lead id>`                     one lead in full, with its deliveries
// `npm run -s leads -- --redeliver <lead or delivery id>`  or `failed`, or `pending`: queue again / now
// `npm run -s leads -- --spam`                             the spam folder; `--not-spam <id>`, `--spam <id>`
// `npm run -s leads -- --remove-channel <name>`            stop delivering to a channel
// `npm run -s leads -- --person <email> [--out FILE]`      everything held on one address, as JSON
// `npm run -s leads -- --erase <email> [--yes]`            erase it, after confirmation
// Lists the newest contact submissions and how each was delivered to the agency. With
// DATABASE_URL it uses PostgreSQL directly; on the embedded database it asks the running server
// over its local socket (PGlite must never be opened by two processes), and opens the data
// directory itself only when no server runs.
import "../server/owner-only-umask.ts";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { openDatabase } from "../server/db/open-database.ts";
import type { SqlDatabase } from "../server/db/sql-database.ts";
import { loadEnvFile } from "../server/env-file.ts";
import {
  isChannelName,
  markLeadAsSpam,
  releaseLead,
  removeChannel,
  type ChannelRemoval,
  type DeliveryChannelName,
  type SpamDecision,
} from "../server/leads/leads-actions.ts";
import {
  isRedeliverTarget,
  isUuid,
  leadsFromJson,
  listLeadsWithDeliveries,
  redeliverLeads,
  type LeadsQuery,
  type LeadWithDeliveries,
} from "../server/leads/leads-delivery.ts";
import { formatLeadDetail, formatLeads, heldSpamLine, warningLines, type LeadsFormat } from "../server/leads/leads-format.ts";
import { leadsQueryParams, maxLeadsLimit, parseLimit, parseSince } from "../server/leads/leads-query.ts";
import { leadsSocketPath } from "../server/leads/leads-socket.ts";
import { leadsStatus, leadsStatusFromJson, type LeadsStatus } from "../server/leads/leads-status.ts";
import { askRunningServer } from "../server/leads/socket-client.ts";
import {
  erasePerson,
  erasureCounts,
  isEmailAddress,
  personData,
  type ErasureCounts,
  type PersonData,
} from "../server/privacy/person-data.ts";
import { writeFileAtomically } from "../server/write-file-atomically.ts";

const usage = [
  "usage: npm run -s leads -- [--spam] [--format table|csv|json] [--since 7d|24h|2026-11-01] [--limit 1-10000] [--out FILE]",
  "       npm run -s leads -- --id <lead id> [--format table|csv|json] [--out FILE]",
  "       npm run -s leads -- --redeliver <lead id>|<delivery id>|failed|pending",
  "       npm run -s leads -- --not-spam <lead id> | --spam <lead id>",
  "       npm run -s leads -- --remove-channel webhook|email|receipt",
  "       npm run -s leads -- --person <email> [--out FILE]",
  "       npm run -s leads -- --erase <email> [--yes]",
].join("\n");

function fail(message: string): never {
  console.error(`leads: ${message}\n${usage}`);
  process.exit(2);
}

type Command =
  | { kind: "list"; format: LeadsFormat; query: LeadsQuery; out: string | undefined }
  | { kind: "redeliver"; target: string }
  | { kind: "not-spam" | "mark-spam"; id: string }
  | { kind: "remove-channel"; name: DeliveryChannelName }
  | { kind: "person"; email: string; out: string | undefined }
  | { kind: "erase"; email: string; yes: boolean };

// `--spam` alone opens the spam folder; `--spam <id>` marks a lead. parseArgs knows only one of
// the two, so a bare `--spam` becomes `--spam-folder` first.
function normalizeArgs(args: string[]): string[] {
  return args.map((arg, i) => (arg === "--spam" && (args[i + 1] === undefined || args[i + 1]!.startsWith("-")) ? "--spam-folder" : arg));
}

function readCommand(): Command {
  let values;
  try {
    ({ values } = parseArgs({
      args: normalizeArgs(process.argv.slice(2)),
      options: {
        format: { type: "string", default: "table" },
        since: { type: "string" },
        limit: { type: "string" },
        id: { type: "string" },
        out: { type: "string" },
        redeliver: { type: "string" },
        "spam-folder": { type: "boolean" },
        spam: { type: "string" },
        "not-spam": { type: "string" },
        "remove-channel": { type: "string" },
        person: { type: "string" },
        erase: { type: "string" },
        yes: { type: "boolean" },
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
  const actions = ["redeliver", "spam", "not-spam", "remove-channel", "person", "erase"] as const;
  const given = actions.filter((action) => values[action] !== undefined);
  if (given.length > 1) fail(`one action at a time: --${given.join(" and --")}`);
  if (values.out !== undefined && values.out.trim() === "") fail("--out needs a file name");
  if (values.yes && values.erase === undefined) fail("--yes confirms --erase only");

  if (values.redeliver !== undefined) {
    if (!isRedeliverTarget(values.redeliver)) fail(`--redeliver takes "failed", "pending" or an id (a uuid), not "${values.redeliver}"`);
    return { kind: "redeliver", target: values.redeliver };
  }
  for (const [flag, kind] of [
    ["not-spam", "not-spam"],
    ["spam", "mark-spam"],
  ] as const) {
    const id = values[flag];
    if (id === undefined) continue;
    if (!isUuid(id)) fail(`--${flag} takes a lead's id (a uuid), not "${id}"`);
    return { kind, id };
  }
  if (values["remove-channel"] !== undefined) {
    const name = values["remove-channel"];
    if (!isChannelName(name)) fail(`--remove-channel takes webhook, email or receipt, not "${name}"`);
    return { kind: "remove-channel", name };
  }
  for (const flag of ["person", "erase"] as const) {
    const email = values[flag]?.trim();
    if (email === undefined) continue;
    if (!isEmailAddress(email)) fail(`--${flag} takes an e-mail address, not "${email}"`);
    if (flag === "erase" && values.out !== undefined) fail("--out goes with --person (see what is held), not --erase");
    return flag === "person" ? { kind: "person", email, out: values.out } : { kind: "erase", email, yes: values.yes === true };
  }

  const format = values.format as LeadsFormat;
  if (!["table", "csv", "json"].includes(format)) fail(`unknown format "${format}"`);
  const limit = parseLimit(values.limit);
  if (limit === undefined) fail(`--limit must be a whole number from 1 to ${maxLeadsLimit}`);
  const since = values.since === undefined ? undefined : parseSince(values.since);
  if (values.since !== undefined && !since) fail(`--since "${values.since}" is neither an ISO date nor a span such as 24h or 7d`);
  if (values.id !== undefined && !isUuid(values.id)) fail(`--id takes a lead's id (a uuid), not "${values.id}"`);
  const folder = values["spam-folder"] ? "spam" : "inbox";
  return { kind: "list", format, query: { limit, since, id: values.id, folder }, out: values.out };
}

/** The server's JSON answer on its socket (an error unless 200); undefined when no server listens there. */
async function askServer<T>(socketPath: string, method: "GET" | "POST", path: string, parse = (body: string) => JSON.parse(body) as T) {
  const reply = await askRunningServer(socketPath, method, path);
  if (reply && reply.status !== 200) throw new Error(`the server answered ${reply.status}: ${reply.body.toString("utf8")}`);
  return reply === undefined ? undefined : parse(reply.body.toString("utf8"));
}

/**
 * Runs `direct` on the database, or asks the embedded one's server while it runs (`method path`
 * on its socket, the same operation: server/leads/leads-socket.ts).
 */
async function onDatabase<T>(
  viaServer: { method: "GET" | "POST"; path: string; parse?: (body: string) => T },
  direct: (db: SqlDatabase) => Promise<T>,
): Promise<T> {
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const dataDir = resolve(process.env.DATA_DIR?.trim() || "./data");
  if (!databaseUrl) {
    const fromServer = await askServer<T>(leadsSocketPath(dataDir), viaServer.method, viaServer.path, viaServer.parse);
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

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

const database = {
  leads: (q: LeadsQuery) =>
    onDatabase<LeadWithDeliveries[]>({ method: "GET", path: `/leads?${leadsQueryParams(q)}`, parse: leadsFromJson }, (db) =>
      listLeadsWithDeliveries(db, q),
    ),
  status: () => onDatabase<LeadsStatus>({ method: "GET", path: "/status", parse: leadsStatusFromJson }, (db) => leadsStatus(db.sql)),
  redeliver: (target: string) =>
    onDatabase<{ requeued: number }>({ method: "POST", path: `/redeliver?${query({ target })}` }, async (db) => ({
      requeued: await redeliverLeads(db, target),
    })),
  release: (id: string) =>
    onDatabase<SpamDecision>({ method: "POST", path: `/not-spam?${query({ id })}` }, (db) => releaseLead(db.sql, id)),
  markSpam: (id: string) =>
    onDatabase<SpamDecision>({ method: "POST", path: `/spam?${query({ id })}` }, (db) => markLeadAsSpam(db.sql, id)),
  removeChannel: (name: DeliveryChannelName) =>
    onDatabase<ChannelRemoval>({ method: "POST", path: `/remove-channel?${query({ name })}` }, (db) => removeChannel(db.sql, name)),
  person: (email: string) =>
    onDatabase<PersonData>({ method: "GET", path: `/person?${query({ email })}` }, (db) => personData(db.sql, email)),
  erase: (email: string) =>
    onDatabase<ErasureCounts>({ method: "POST", path: `/erase?${query({ email })}` }, (db) => erasePerson(db.sql, email)),
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const countsText = (c: ErasureCounts) =>
  [
    plural(c.leads, "lead"),
    plural(c.deliveries, "delivery record", "delivery records"),
    plural(c.screenings, "spam verdict"),
    plural(c.senderRules, "sender rule"),
  ].join(", ");

function writeOut(out: string | undefined, text: string, what: string) {
  if (!out) return void process.stdout.write(text);
  writeFileAtomically(out, text);
  console.error(`leads: wrote ${what} to ${out}`);
}

async function confirmed(question: string): Promise<boolean> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await prompt.question(question)).trim().toLowerCase() === "yes";
  } finally {
    prompt.close();
  }
}

async function erase(email: string, yes: boolean) {
  // Before anything else: with no one to answer, nothing is read or erased.
  if (!yes && !process.stdin.isTTY) {
    console.error("leads: --erase asks for confirmation, and no terminal is attached: run it in a terminal, or add --yes");
    process.exit(2);
  }
  const held = await database.person(email);
  const counts = erasureCounts(held);
  if (counts.leads + counts.senderRules === 0) return void console.log(`nothing is held on ${email}`);
  console.log(`Erasing everything held on ${email}: ${countsText(counts)}.`);
  for (const lead of held.leads) console.log(`  ${lead.id}  received ${lead.created_at.slice(0, 19).replace("T", " ")}  ${lead.name}`);
  if (!yes && !(await confirmed('This cannot be undone. Type "yes" to erase: '))) {
    console.error("leads: nothing erased");
    process.exit(1);
  }
  console.log(`erased ${countsText(await database.erase(email))}`);
}

async function run(command: Command) {
  switch (command.kind) {
    case "redeliver": {
      const { requeued } = await database.redeliver(command.target);
      if (requeued === 0 && isUuid(command.target))
        throw new Error(`nothing to redeliver for ${command.target}: no such lead or delivery, or no delivery channel active`);
      if (command.target === "pending") return void console.log(`${plural(requeued, "waiting delivery", "waiting deliveries")} due now`);
      return void console.log(`queued ${plural(requeued, "delivery", "deliveries")} again`);
    }
    case "not-spam": {
      const { found, deliveries } = await database.release(command.id);
      if (!found) throw new Error(`no lead with id ${command.id}`);
      return void console.log(
        `released: ${plural(deliveries, "delivery", "deliveries")} queued now; later messages from this address are not held`,
      );
    }
    case "mark-spam": {
      const { found, deliveries } = await database.markSpam(command.id);
      if (!found) throw new Error(`no lead with id ${command.id}`);
      return void console.log(
        `marked as spam: ${plural(deliveries, "delivery", "deliveries")} held; later messages from this address are held too`,
      );
    }
    case "remove-channel": {
      const { removed, cancelled, servedRecently } = await database.removeChannel(command.name);
      if (!removed && cancelled === 0) return void console.log(`the ${command.name} channel is not active: nothing to remove`);
      console.log(
        `removed the ${command.name} channel: ${plural(cancelled, "waiting delivery", "waiting deliveries")} cancelled ` +
          `(send one again with --redeliver <id>; a server or worker still configured with it adds it back when it next starts)`,
      );
      // A process configured with it adds it back when it next starts: say so while that can still surprise.
      if (servedRecently)
        console.error(
          `leads: a server or worker delivered to ${command.name} in the last minutes and adds it back when it next starts: remove its ${command.name} settings before then`,
        );
      return;
    }
    case "person": {
      const held = await database.person(command.email);
      return writeOut(
        command.out,
        `${JSON.stringify(held, null, 2)}\n`,
        `everything held on that address (${plural(held.leads.length, "lead")})`,
      );
    }
    case "erase":
      return erase(command.email, command.yes);
    case "list": {
      const leads = await database.leads(command.query);
      if (command.query.id) {
        if (leads.length === 0) throw new Error(`no lead with id ${command.query.id}`);
        if (command.format === "table") return writeOut(command.out, formatLeadDetail(leads[0]!), "1 lead");
      }
      const status = await database.status();
      const above = warningLines(status);
      const below = command.query.folder === "inbox" && !command.query.id ? [heldSpamLine(status.heldSpam)] : [];
      const listing = formatLeads(leads, command.format, command.query.folder);
      if (command.format === "table")
        return writeOut(command.out, `${[...above, listing.trimEnd(), ...below].join("\n")}\n`, plural(leads.length, "lead"));
      // CSV and JSON stay machine-readable: what a person must see goes to stderr.
      for (const line of [...above, ...(status.heldSpam > 0 ? below : [])]) console.error(line);
      return writeOut(command.out, listing, plural(leads.length, "lead"));
    }
  }
}

loadEnvFile();
run(readCommand()).catch((error: unknown) => {
  console.error(`leads: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
