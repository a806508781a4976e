// Checks a contact insert where it arrives, so a bad request gets a clear 400 naming the field.
// The database checks the same rules again (db/migrations): this is the friendly first line.
import { isBlank } from "./blank-text.ts";
import { errorReply, type ErrorReply } from "./postgrest-error.ts";
import type { LeadFields } from "../leads/lead.ts";

export const table = "contact_submissions";
export const formColumns = ["name", "email", "company", "message"] as const;
type Column = (typeof formColumns)[number];

export const limits = { name: 200, email: 254, company: 200, message: 5000 } as const satisfies Record<Column, number>;
const required: readonly Column[] = ["name", "email", "message"];

// The WHATWG definition of a valid e-mail address: what the browser's type="email" accepts.
const browserEmail =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
// Control characters (C0, DEL and C1: a terminal acts on ESC and on CSI U+009B alike) never
// belong in a lead, and NUL cannot even be stored. The message may keep tabs and line breaks, a
// carriage return only before a line feed (CRLF). The database checks the same (migration 0009).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlInLine = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- as above, minus tab, line feed and CR before LF
const controlInText = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\r(?!\n)/;
// Bidi controls (embeddings, overrides, isolates) and direction marks reorder how a line reads:
// "Ada \u202egnp.exe" shows as "Ada exe.png" in a subject. No name, address or company needs one,
// so the one-line fields refuse them (the database too, migration 0014); a message may quote
// right-to-left text with them and keeps them, shown as codes wherever it is displayed
// (server/leads/visible-controls.ts).
const formatControl = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

const unknownColumn = (column: string) =>
  errorReply(400, "PGRST204", `Could not find the '${column}' column of '${table}' in the schema cache`);
const notNull = (column: Column) =>
  errorReply(
    400,
    "23502",
    `null value in column "${column}" of relation "${table}" violates not-null constraint`,
    null,
    `${column} is required.`,
  );
const checkFailed = (column: Column, rule: string) =>
  errorReply(400, "23514", `new row for relation "${table}" violates check constraint on "${column}"`, `${column} ${rule}`);
// A lone surrogate (`"\ud800"` in the JSON) is no character at all: Postgres refuses it in JSON
// (22P02) and it could only be stored as U+FFFD, which is not what was sent.
const loneSurrogate = /\p{Cs}/u;
const notText = (column: Column) =>
  errorReply(
    400,
    "22P02",
    `invalid input for column "${column}": not valid Unicode text`,
    "Unicode low surrogate must follow a high surrogate.",
  );
// Postgres' char_length counts code points; a JavaScript string's length counts UTF-16 units, so
// 200 emoji (400 units) would be refused here but fit the database's limit.
const codePoints = (text: string) => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};
const wrongType = (column: Column) => errorReply(400, "22P02", `invalid input for column "${column}": expected text`);

/** `?columns="name","email"` as supabase-js sends it; PostgREST ignores body keys not listed there. */
export function parseColumnsParam(param: string | undefined): Column[] | ErrorReply {
  if (param === undefined) return [...formColumns];
  const columns = param.split(",").map((column) => column.trim().replace(/^"(.*)"$/, "$1"));
  const unknown = columns.find((column) => !(formColumns as readonly string[]).includes(column));
  return unknown === undefined ? (columns as Column[]) : unknownColumn(unknown);
}

function checkRow(value: unknown, columns: readonly Column[], columnsGiven: boolean): LeadFields | ErrorReply {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return errorReply(400, "PGRST102", "All object keys must match", "Each row must be a JSON object.");
  }
  const row = value as Record<string, unknown>;
  if (!columnsGiven) {
    const unknown = Object.keys(row).find((key) => !(formColumns as readonly string[]).includes(key));
    if (unknown !== undefined) return unknownColumn(unknown);
  }
  const fields: Partial<Record<Column, string | null>> = {};
  for (const column of formColumns) {
    const raw = columns.includes(column) ? row[column] : undefined;
    if (raw === undefined || raw === null) {
      if (required.includes(column)) return notNull(column);
      fields[column] = null;
      continue;
    }
    if (typeof raw !== "string") return wrongType(column);
    if (loneSurrogate.test(raw)) return notText(column);
    if (raw.length > limits[column] && codePoints(raw) > limits[column])
      return checkFailed(column, `must be at most ${limits[column]} characters`);
    if ((column === "message" ? controlInText : controlInLine).test(raw)) return checkFailed(column, "must not contain control characters");
    if (column !== "message" && formatControl.test(raw)) return checkFailed(column, "must not contain bidi controls or direction marks");
    if (isBlank(raw)) {
      if (required.includes(column)) return checkFailed(column, "must not be blank");
      fields[column] = null; // a blank optional field is "not given"
      continue;
    }
    fields[column] = raw;
  }
  if (!browserEmail.test(fields.email ?? "")) return checkFailed("email", "must be a valid e-mail address");
  return { name: fields.name!, email: fields.email!, company: fields.company ?? null, message: fields.message! };
}

/** The rows of a request body (one object or an array of them), or the error to answer. */
export function parseContactSubmissions(body: unknown, columnsParam: string | undefined): LeadFields[] | ErrorReply {
  const columns = parseColumnsParam(columnsParam);
  if (!Array.isArray(columns)) return columns;
  const values = Array.isArray(body) ? body : [body];
  if (values.length === 0) return errorReply(400, "PGRST102", "Empty or invalid json", "Send at least one row.");
  const rows: LeadFields[] = [];
  for (const value of values) {
    const row = checkRow(value, columns, columnsParam !== undefined);
    if ("error" in row) return row;
    rows.push(row);
  }
  return rows;
}
