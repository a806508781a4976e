// Every verb of `npm run -s leads`, one entry each: its flag and usage line, its arguments'
// schema, what it does on the database, and what the command prints. scripts/leads.ts turns argv
// into a verb and runs it; the running server's socket (leads-socket.ts) runs the same entries.
// Adding a verb is one entry here (and its test).
import { z } from "zod";
import { channelHealth, removeDeliveryChannel } from "./delivery-channels-store.ts";
import { markLeadSpam, releaseHeldLead } from "./operator-decisions-store.ts";
import { deliveryChannelNames } from "./delivery-channels.ts";
import { redeliver } from "./delivery-jobs-store.ts";
import { erasePerson, erasureCounts, isEmailAddress, personData, type ErasureCounts, type PersonData } from "../privacy/person-data.ts";
import { jsonWithoutControls } from "./visible-controls.ts";
import { isRedeliverTarget, isUuid, listLeadsWithDeliveries, type LeadWithDeliveries } from "./lead-listing-store.ts";
import { databaseLine, formatLeadDetail, formatLeads, heldSpamLine, warningLines } from "./leads-format.ts";
import { maxLeadsLimit, parseLimit, parseSince } from "./leads-query.ts";
import { leadsStatus, type LeadsStatusWithMissing } from "./leads-status.ts";
import { defineVerb, OperatorError, type OperatorVerb } from "./operator-verb.ts";
import { senderRuleDays } from "../spam/sender-rules.ts";
import { formatDecisions, listDecisions, type InboxDecision } from "../inbox/decisions-audit-store.ts";

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

// Flags every verb meets: --out only where a verb writes a file, --yes only with --erase.
const outFile = z
  .string()
  .refine((file) => file.trim() !== "", { error: "--out needs a file name" })
  .optional();
const noOut = z.undefined({ error: "--out goes with --person (see what is held), not --erase" }).optional();
const noYes = z.undefined({ error: "--yes confirms --erase only" }).optional();
const leadId = (flag: string) =>
  z.string().refine(isUuid, { error: (issue) => `--${flag} takes a lead's id (a uuid), not "${String(issue.input)}"` });
const emailAddress = (flag: string) =>
  z
    .string()
    .trim()
    .refine(isEmailAddress, { error: (issue) => `--${flag} takes an e-mail address, not "${String(issue.input)}"` });

/** `found`: the lead exists; `deliveries`: its jobs that changed (released to pending, or held). */
type SpamDecision = { found: boolean; deliveries: number };

// Well above any poll interval (a serving worker touches last_served_at on every poll).
const recentlyServedMs = 5 * 60_000;

const missingDeliveriesLine = (leads: number) =>
  leads === 0
    ? []
    : [
        `${plural(leads, "lead")} stored before a delivery channel was added ${leads === 1 ? "was" : "were"} never sent to it: npm run -s leads -- --redeliver missing`,
      ];

const list = defineVerb({
  name: "list",
  usage: [
    "[--spam] [--format table|csv|json] [--since 7d|24h|2026-11-01] [--limit 1-10000] [--out FILE]",
    "--id <lead id> [--format table|csv|json] [--out FILE]",
  ],
  args: z
    .object({
      out: outFile,
      yes: noYes,
      format: z
        .string()
        .default("table")
        .refine((format) => ["table", "csv", "json"].includes(format), { error: (issue) => `unknown format "${String(issue.input)}"` }),
      limit: z
        .string()
        .optional()
        .transform(
          (value, ctx) =>
            parseLimit(value) ??
            (ctx.addIssue({ code: "custom", message: `--limit must be a whole number from 1 to ${maxLeadsLimit}` }), z.NEVER),
        ),
      since: z
        .string()
        .optional()
        .transform((value, ctx) =>
          value === undefined
            ? undefined
            : (parseSince(value) ??
              (ctx.addIssue({ code: "custom", message: `--since "${value}" is neither an ISO date nor a span such as 24h or 7d` }),
              z.NEVER)),
        ),
      id: leadId("id").optional(),
      "spam-folder": z.boolean().optional(),
    })
    .transform(({ out, format, limit, since, id, "spam-folder": spamFolder }) => ({
      out,
      format: format as "table" | "csv" | "json",
      query: { limit, since, id, folder: spamFolder ? ("spam" as const) : ("inbox" as const) },
    })),
  run: async (db, { query }) => ({ leads: await listLeadsWithDeliveries(db, query), status: await leadsStatus(db.sql) }),
  async command({ out, format, query }, input, io) {
    const { leads, status } = await io.call<{ leads: LeadWithDeliveries[]; status: LeadsStatusWithMissing }>("list", input);
    if (query.id) {
      if (leads.length === 0) throw new OperatorError(`no lead with id ${query.id}`);
      if (format === "table") return io.writeOut(out, formatLeadDetail(leads[0]!), "1 lead");
    }
    const above = [...warningLines(status), ...missingDeliveriesLine(status.leadsMissingDeliveries)];
    const below = query.folder === "inbox" && !query.id ? [heldSpamLine(status.heldSpam)] : [];
    const listing = formatLeads(leads, format, query.folder);
    // Which database, last: after `DATABASE_URL=… npm start`, a shell without it lists ./data.
    if (format === "table")
      return io.writeOut(
        out,
        `${[...above, listing.trimEnd(), ...below, databaseLine(io.database)].join("\n")}\n`,
        plural(leads.length, "lead"),
      );
    // CSV and JSON stay machine-readable: what a person must see goes to stderr.
    for (const line of [...above, ...(status.heldSpam > 0 ? below : [])]) io.note(line);
    io.writeOut(out, listing, plural(leads.length, "lead"));
  },
});

const redeliverVerb = defineVerb({
  name: "redeliver",
  usage: ["--redeliver <lead id>|<delivery id>|failed|pending|missing"],
  args: z.object({
    out: outFile,
    yes: noYes,
    redeliver: z.string().refine(isRedeliverTarget, {
      error: (issue) => `--redeliver takes "failed", "pending", "missing" or an id (a uuid), not "${String(issue.input)}"`,
    }),
  }),
  run: async (db, { redeliver: target }) => ({ requeued: await redeliver(db.sql, target) }),
  async command({ redeliver: target }, input, io) {
    const { requeued } = await io.call<{ requeued: number }>("redeliver", input);
    if (requeued === 0 && isUuid(target))
      throw new OperatorError(`nothing to redeliver for ${target}: no such lead or delivery, or no delivery channel active`);
    if (target === "pending") return io.out(`${plural(requeued, "waiting delivery", "waiting deliveries")} due now\n`);
    if (target === "missing") return io.out(`queued ${plural(requeued, "missing delivery", "missing deliveries")}\n`);
    io.out(`queued ${plural(requeued, "delivery", "deliveries")} again\n`);
  },
});

const notSpam = defineVerb({
  name: "not-spam",
  usage: [], // on the line of --spam
  args: z.object({ out: outFile, yes: noYes, "not-spam": leadId("not-spam") }),
  async run(db, args): Promise<SpamDecision> {
    const result = await releaseHeldLead(db.sql, args["not-spam"]);
    return { found: result !== undefined, deliveries: result?.released ?? 0 };
  },
  async command(args, input, io) {
    const { found, deliveries } = await io.call<SpamDecision>("not-spam", input);
    if (!found) throw new OperatorError(`no lead with id ${args["not-spam"]}`);
    io.out(
      `released: ${plural(deliveries, "delivery", "deliveries")} queued now; later messages from this address count as trusted for ${senderRuleDays} days\n`,
    );
  },
});

const spam = defineVerb({
  name: "spam",
  usage: ["--not-spam <lead id> | --spam <lead id>"],
  args: z.object({ out: outFile, yes: noYes, spam: leadId("spam") }),
  async run(db, args): Promise<SpamDecision> {
    const result = await markLeadSpam(db.sql, args.spam);
    return { found: result !== undefined, deliveries: result?.held ?? 0 };
  },
  async command(args, input, io) {
    const { found, deliveries } = await io.call<SpamDecision>("spam", input);
    if (!found) throw new OperatorError(`no lead with id ${args.spam}`);
    io.out(
      `marked as spam: ${plural(deliveries, "delivery", "deliveries")} held; later messages from this address are held too, for ${senderRuleDays} days\n`,
    );
  },
});

type ChannelRemoval = { removed: boolean; cancelled: number; servedRecently: boolean };
const removeChannel = defineVerb({
  name: "remove-channel",
  usage: [`--remove-channel ${deliveryChannelNames.join("|")}`],
  args: z.object({
    out: outFile,
    yes: noYes,
    "remove-channel": z.enum(deliveryChannelNames, {
      error: (issue) =>
        `--remove-channel takes ${deliveryChannelNames.slice(0, -1).join(", ")} or ${deliveryChannelNames.at(-1)}, not "${String(issue.input)}"`,
    }),
  }),
  async run(db, args): Promise<ChannelRemoval> {
    const name = args["remove-channel"];
    const removal = await removeDeliveryChannel(db.sql, name);
    const health = (await channelHealth(db.sql)).find((channel) => channel.name === name);
    const servedRecently = health?.lastServedAt ? Date.now() - health.lastServedAt.getTime() < recentlyServedMs : false;
    return { ...removal, servedRecently };
  },
  async command(args, input, io) {
    const name = args["remove-channel"];
    const { removed, cancelled, servedRecently } = await io.call<ChannelRemoval>("remove-channel", input);
    if (!removed && cancelled === 0) return io.out(`the ${name} channel is not active: nothing to remove\n`);
    io.out(
      `removed the ${name} channel: ${plural(cancelled, "waiting delivery", "waiting deliveries")} cancelled ` +
        `(send one again with --redeliver <id>; a server or worker still configured with it adds it back when it next starts)\n`,
    );
    // A process configured with it adds it back when it next starts: say so while that can still surprise.
    if (servedRecently)
      io.note(
        `leads: a server or worker delivered to ${name} in the last minutes and adds it back when it next starts: remove its ${name} settings before then`,
      );
  },
});

const person = defineVerb({
  name: "person",
  usage: ["--person <email> [--out FILE]"],
  args: z.object({ out: outFile, yes: noYes, person: emailAddress("person") }),
  run: (db, args) => personData(db.sql, args.person),
  async command(args, input, io) {
    const held = await io.call<PersonData>("person", input);
    io.writeOut(args.out, `${jsonWithoutControls(held, 2)}\n`, `everything held on that address (${plural(held.leads.length, "lead")})`);
  },
});

const countsText = (c: ErasureCounts) =>
  [
    plural(c.leads, "lead"),
    plural(c.deliveries, "delivery record", "delivery records"),
    plural(c.screenings, "spam verdict"),
    plural(c.senderRules, "sender rule"),
    // Said only when there are some: what the spam filter learned from their leads (spam-lessons-store.ts).
    ...(c.lessons > 0 ? [plural(c.lessons, "spam lesson")] : []),
  ].join(", ");

const erase = defineVerb({
  name: "erase",
  usage: ["--erase <email> [--yes]"],
  args: z.object({ out: noOut, erase: emailAddress("erase"), yes: z.boolean().optional() }),
  async run(db, args, { logger }) {
    const counts = await erasePerson(db.sql, args.erase);
    // The record that an erasure happened: counts only, never the address (the log would keep it).
    logger?.info({ erased: counts }, "personal data erased on the operator's request");
    return counts;
  },
  async command({ erase: email, yes }, input, io) {
    // Before anything else: with no one to answer, nothing is read or erased.
    if (!yes && !io.canAsk)
      throw new OperatorError("--erase asks for confirmation, and no terminal is attached: run it in a terminal, or add --yes", 2);
    const held = await io.call<PersonData>("person", { person: email });
    const counts = erasureCounts(held);
    if (counts.leads + counts.senderRules + counts.lessons === 0) return io.out(`nothing is held on ${email}\n`);
    io.out(`Erasing everything held on ${email}: ${countsText(counts)}.\n`);
    for (const lead of held.leads) io.out(`  ${lead.id}  received ${lead.created_at.slice(0, 19).replace("T", " ")}  ${lead.name}\n`);
    if (!yes && (await io.ask('This cannot be undone. Type "yes" to erase: ')).trim().toLowerCase() !== "yes")
      throw new OperatorError("nothing erased");
    io.out(`erased ${countsText(await io.call<ErasureCounts>("erase", input))}\n`);
  },
});

// The team's decisions taken in the inbox at /inbox (server/inbox/), as its Decisions page lists them.
const decisions = defineVerb({
  name: "decisions",
  usage: ["--decisions all|<lead id> [--out FILE]"],
  args: z.object({
    out: outFile,
    yes: noYes,
    decisions: z.string().refine((value) => value === "all" || isUuid(value), {
      error: (issue) => `--decisions takes "all" or a lead's id (a uuid), not "${String(issue.input)}"`,
    }),
  }),
  run: (db, args) => listDecisions(db.sql, 1000, args.decisions === "all" ? undefined : args.decisions),
  async command(args, input, io) {
    const found = await io.call<InboxDecision[]>("decisions", input);
    io.writeOut(args.out, formatDecisions(found), plural(found.length, "decision"));
  },
});

/** The listing first (the command without a verb's flag), then the verbs a flag picks, in the order the usage shows them. */
export const operatorVerbs: readonly OperatorVerb[] = [list, redeliverVerb, spam, notSpam, removeChannel, person, erase, decisions];

export const verbNamed = (name: string) => operatorVerbs.find((verb) => verb.name === name);

/** The usage text, one line per verb. */
export const usageText = operatorVerbs
  .flatMap((verb) => verb.usage)
  .map((line, i) => `${i === 0 ? "usage:" : "      "} npm run -s leads -- ${line}`)
  .join("\n");
