import type { DeliveryState, DeliveryStatus } from "./delivery-jobs-store.ts";
import { borderlineSpamScore, type LeadsFolder, type LeadWithDeliveries } from "./lead-listing-store.ts";
import type { LeadsStatus } from "./leads-status.ts";
import { jsonWithoutControls, showControls } from "./visible-controls.ts";

export type LeadsFormat = "table" | "csv" | "json";
const columns = [
  "createdAt",
  "name",
  "email",
  "company",
  "message",
  "delivery",
  "id",
  "spam_reasons",
  "spam_score",
  "spam_decided_by",
  "spam_decided_at",
] as const;
type Column = (typeof columns)[number];

const utc = (date: Date) => `${date.toISOString().slice(0, 19).replace("T", " ")}`;

const lastError = (state: DeliveryState) => (state.lastErrorKind ? `, last error ${state.lastErrorKind}` : "");
const skipped = (state: DeliveryState) => `skipped${state.skipReason ? ` (${state.skipReason})` : ""}`;

// Each status in the operator's words, keyed by status: a new status does not compile without its text.
const stateWords: Record<DeliveryStatus, (state: DeliveryState) => string> = {
  new: () => "awaiting the spam check",
  pending: (state) => `pending${state.nextAttemptAt ? `, next attempt ${utc(state.nextAttemptAt)} UTC` : ""}${lastError(state)}`,
  held: () => "held as spam",
  skipped,
  delivered: () => "delivered",
  failed: (state) => `failed after ${state.attempts} attempt${state.attempts === 1 ? "" : "s"}${lastError(state)}`,
  cancelled: () => "cancelled (channel removed)",
};

/** One channel's state in a few words: delivered, pending (next attempt), failed (last error's kind), held, skipped (why), cancelled. */
export const deliveryStateText = (state: DeliveryState) => `${state.channel} ${stateWords[state.status](state)}`;

/** Every channel of a lead; "none" when no channel was configured when it arrived. */
export const deliveryText = (lead: LeadWithDeliveries) =>
  lead.deliveries.length === 0 ? "none" : lead.deliveries.map(deliveryStateText).join("; ");

const text = (lead: LeadWithDeliveries, column: Column) => {
  if (column === "delivery") return deliveryText(lead);
  if (column === "spam_reasons") return showControls(lead.spam_reasons.join(" "));
  if (column === "spam_score") return lead.spam_score === null ? "" : String(lead.spam_score);
  if (column === "spam_decided_by") return lead.spam_decided_by ?? "";
  const value = lead[column];
  return value instanceof Date ? value.toISOString() : showControls(value ?? "");
};

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab, CR or spaces before one) as a
 * formula: a visitor could type one into the form. A leading apostrophe makes it plain text.
 */
export const neutralizeFormula = (cell: string) => (/^[\t\r]|^\s*[=+\-@]/.test(cell) ? `'${cell}` : cell);

const csvCell = (cell: string) => {
  const safe = neutralizeFormula(cell);
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

// Cells we write as numbers ourselves: a spreadsheet reads -0.46 as a number, never as a formula,
// and an apostrophe would turn it into text a sum skips. Only what a visitor typed is guarded.
const numericColumns: ReadonlySet<Column> = new Set(["spam_score"]);
const csvRow = (lead: LeadWithDeliveries) =>
  columns.map((column) => (numericColumns.has(column) ? text(lead, column) : csvCell(text(lead, column)))).join(",");

export function formatLeadsCsv(leads: readonly LeadWithDeliveries[]): string {
  const lines = [columns.join(","), ...leads.map(csvRow)];
  return `${lines.join("\r\n")}\r\n`;
}

export const formatLeadsJson = (leads: readonly LeadWithDeliveries[]) => `${jsonWithoutControls(leads, 2)}\n`;

const widths: Record<Column, number> = {
  createdAt: 20,
  name: 24,
  email: 30,
  company: 20,
  message: 40,
  delivery: 56,
  id: 36,
  spam_reasons: 56,
  spam_score: 16,
  spam_decided_by: 0,
  spam_decided_at: 0,
};

// The operator's decision outranks the filter's score: "operator", not the old score as if it held.
const scoreText = (lead: LeadWithDeliveries) =>
  lead.spam_decided_by === "operator" || lead.spam_score === null
    ? "operator"
    : `${lead.spam_score.toFixed(2)}${lead.spam_score < borderlineSpamScore ? " borderline" : ""}`;

/** Who decided, in words: "marked spam by the operator 2026-11-28 14:02 UTC", or the filter's reasons. */
export function decisionText(lead: LeadWithDeliveries): string {
  if (lead.spam_decided_by !== "operator") return showControls(lead.spam_reasons.join(" "));
  const when = lead.spam_decided_at ? ` ${utc(lead.spam_decided_at).slice(0, 16)} UTC` : "";
  return `${lead.spam ? "marked spam" : "released"} by the operator${when}`;
}

// In the table, each channel in a few words (`--id` shows the whole of it): the next attempt's
// time alone when it is today (UTC, like the received column), else with its date.
const shortTime = (date: Date, now: Date) =>
  utc(date).slice(0, 10) === utc(now).slice(0, 10) ? utc(date).slice(11) : utc(date).slice(0, 16);
const shortError = (state: DeliveryState) => (state.lastErrorKind ? ` (${state.lastErrorKind})` : "");
const shortStateWords: Record<DeliveryStatus, (state: DeliveryState, now: Date) => string> = {
  new: () => "new",
  pending: (state, now) =>
    state.nextAttemptAt && state.attempts > 0 ? `next ${shortTime(state.nextAttemptAt, now)}${shortError(state)}` : "pending",
  held: () => "held",
  skipped,
  delivered: () => "delivered",
  failed: (state) => `failed${shortError(state)}`,
  cancelled: () => "cancelled (removed)",
};
export const shortDeliveryText = (state: DeliveryState, now = new Date()) =>
  `${state.channel} ${shortStateWords[state.status](state, now)}`;

/** The lines above a listing: one per delivery channel whose alarm is raised. */
export const warningLines = (status: LeadsStatus) =>
  status.failing.map(
    ({ channel, failingSince }) =>
      `WARNING: ${channel} delivery has failed since ${utc(failingSince)} UTC; leads wait for it ` +
      `(once fixed: npm run -s leads -- --redeliver pending)`,
  );

/** The listing's last line: which database it read. */
export const databaseLine = (database: string) => `Read from ${database}.`;

/** The line below the inbox: how many messages the spam folder holds. */
export const heldSpamLine = (heldSpam: number) =>
  `${heldSpam} message${heldSpam === 1 ? "" : "s"} held as spam${heldSpam > 0 ? ": npm run -s leads -- --spam" : ""}`;

/**
 * A terminal table: one line per lead, long cells cut with an ellipsis, line breaks shown as spaces.
 * The inbox shows each channel's delivery; the spam folder shows why each message was held.
 */
export function formatLeadsTable(leads: readonly LeadWithDeliveries[], folder: LeadsFolder = "inbox"): string {
  const shown = columns
    .filter((column) => widths[column] > 0 && column !== "spam_reasons" && column !== "spam_score")
    .flatMap((column): Column[] => (folder === "spam" && column === "delivery" ? ["spam_score", "spam_reasons"] : [column]));
  const fit = (value: string, width: number) => {
    const flat = value.replace(/\s+/g, " ");
    return (flat.length > width ? `${flat.slice(0, width - 1)}…` : flat).padEnd(width);
  };
  const row = (cells: Record<Column, string>) =>
    shown
      .map((column) => fit(cells[column], widths[column]))
      .join("  ")
      .trimEnd();
  const header = row({
    createdAt: "received (UTC)",
    name: "name",
    email: "email",
    company: "company",
    message: "message",
    delivery: "delivery",
    id: "id",
    spam_reasons: "why held",
    spam_score: "score",
    spam_decided_by: "",
    spam_decided_at: "",
  });
  const body = leads.map((lead) =>
    row({
      ...(Object.fromEntries(columns.map((c) => [c, text(lead, c)])) as Record<Column, string>),
      createdAt: utc(lead.createdAt),
      spam_score: scoreText(lead),
      spam_reasons: decisionText(lead),
      delivery: lead.deliveries.length === 0 ? "none" : lead.deliveries.map((state) => shortDeliveryText(state)).join(", "),
    }),
  );
  const footer =
    folder === "spam"
      ? `${leads.length} held as spam, borderline first (a score under ${borderlineSpamScore}; 1 holds), then newest first. Deliver one after all: npm run -s leads -- --not-spam <id>`
      : `${leads.length} lead${leads.length === 1 ? "" : "s"}, newest first. Full view of one: npm run -s leads -- --id <id>`;
  return [header, "-".repeat(header.length), ...body, "", footer].join("\n") + "\n";
}

/** `--id`: one lead in full, the message as typed, each channel's delivery on its own line. */
export function formatLeadDetail(lead: LeadWithDeliveries): string {
  const field = (label: string, value: string) => `${label.padEnd(10)}${value}`;
  const deliveries =
    lead.deliveries.length === 0
      ? [field("Delivery", "none (no notification channel was configured when it arrived)")]
      : lead.deliveries.map((state, i) =>
          field(
            i === 0 ? "Delivery" : "",
            `${deliveryStateText(state)}${state.deliveredAt ? ` at ${utc(state.deliveredAt)} UTC` : ""} (delivery ${state.id})`,
          ),
        );
  return [
    field("Lead", lead.id),
    field("Received", `${utc(lead.createdAt)} UTC`),
    field("Name", showControls(lead.name)),
    field("E-mail", showControls(lead.email)),
    field("Company", lead.company === null ? "—" : showControls(lead.company)),
    field(
      "Spam",
      lead.spam_decided_by === "operator"
        ? `${lead.spam ? "yes" : "no"} (${decisionText(lead)})`
        : lead.spam
          ? `yes (${showControls(lead.spam_reasons.join(", ")) || "marked by the operator"})`
          : "no",
    ),
    ...(lead.spam_score === null
      ? []
      : [field("Score", `${lead.spam_score} (1 holds a lead)${lead.spam ? "" : `: ${showControls(lead.spam_reasons.join(", "))}`}`)]),
    ...deliveries,
    "",
    "Message:",
    ...showControls(lead.message)
      .split(/\r\n|\n/)
      .map((line) => `  ${line}`),
    "",
  ].join("\n");
}

export const formatLeads = (leads: readonly LeadWithDeliveries[], format: LeadsFormat, folder: LeadsFolder = "inbox") =>
  format === "csv" ? formatLeadsCsv(leads) : format === "json" ? formatLeadsJson(leads) : formatLeadsTable(leads, folder);
