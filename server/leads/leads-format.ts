import type { Lead } from "../db/types.ts";

export type LeadsFormat = "table" | "csv" | "json";
const columns = ["createdAt", "name", "email", "company", "message", "id"] as const satisfies readonly (keyof Lead)[];

const text = (lead: Lead, column: (typeof columns)[number]) => {
  const value = lead[column];
  return value instanceof Date ? value.toISOString() : (value ?? "");
};

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or CR before one) as a formula:
 * a visitor could type one into the form. A leading apostrophe makes it plain text.
 */
export const neutralizeFormula = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

const csvCell = (cell: string) => {
  const safe = neutralizeFormula(cell);
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

export function formatLeadsCsv(leads: readonly Lead[]): string {
  const lines = [columns.join(","), ...leads.map((lead) => columns.map((column) => csvCell(text(lead, column))).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}

export const formatLeadsJson = (leads: readonly Lead[]) => `${JSON.stringify(leads, null, 2)}\n`;

const widths = { createdAt: 20, name: 24, email: 30, company: 20, message: 48, id: 36 } as const;

/** A terminal table: one line per lead, long cells cut with an ellipsis, line breaks shown as spaces. */
export function formatLeadsTable(leads: readonly Lead[]): string {
  const fit = (value: string, width: number) => {
    const flat = value.replace(/\s+/g, " ");
    return (flat.length > width ? `${flat.slice(0, width - 1)}…` : flat).padEnd(width);
  };
  const row = (cells: Record<(typeof columns)[number], string>) => columns.map((column) => fit(cells[column], widths[column])).join("  ").trimEnd();
  const header = row({ createdAt: "received (UTC)", name: "name", email: "email", company: "company", message: "message", id: "id" });
  const body = leads.map((lead) => row({ ...Object.fromEntries(columns.map((c) => [c, text(lead, c)])), createdAt: lead.createdAt.toISOString().slice(0, 19).replace("T", " ") } as Record<(typeof columns)[number], string>));
  const footer = `${leads.length} lead${leads.length === 1 ? "" : "s"}, newest first`;
  return [header, "-".repeat(header.length), ...body, "", footer].join("\n") + "\n";
}

export const formatLeads = (leads: readonly Lead[], format: LeadsFormat) =>
  format === "csv" ? formatLeadsCsv(leads) : format === "json" ? formatLeadsJson(leads) : formatLeadsTable(leads);
