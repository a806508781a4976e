import { describe, expect, it } from "vitest";
import type { Lead } from "../db/types.ts";
import { formatLeadsCsv, formatLeadsJson, formatLeadsTable } from "./leads-format.ts";
import { parseLimit, parseSince } from "./leads-query.ts";

const lead = (overrides: Partial<Lead> = {}): Lead => ({
  id: "6f1c3d1e-0000-4000-8000-000000000001",
  createdAt: new Date("2026-11-20T09:30:00Z"),
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: null,
  message: "We need a booking app",
  ...overrides,
});

describe("the operator's leads listing", () => {
  it("writes CSV a spreadsheet opens as plain text, even when a visitor typed a formula", () => {
    const csv = formatLeadsCsv([lead({ name: '=HYPERLINK("http://evil","x")', company: "+1 Corp", message: "-2+3\nsecond line" })]);
    const [header, row] = csv.split("\r\n");
    expect(header).toBe("createdAt,name,email,company,message,id");
    expect(row).toContain(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(row).toContain("'+1 Corp");
    expect(csv).toContain(`"'-2+3\nsecond line"`);
  });

  it("writes JSON that reads back to the same leads", () => {
    const leads = [lead(), lead({ company: "Analytical Engines" })];
    expect(JSON.parse(formatLeadsJson(leads))).toEqual(leads.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() })));
  });

  it("prints a table with one line per lead and a count", () => {
    const table = formatLeadsTable([lead(), lead({ message: "x".repeat(300) })]);
    expect(table).toContain("2026-11-20 09:30:00");
    expect(table).toContain("Ada Lovelace");
    expect(table).toContain("…");
    expect(table.trim().endsWith("2 leads, newest first")).toBe(true);
  });

  it("reads --since as a date or a span back from now", () => {
    const now = new Date("2026-11-22T12:00:00Z");
    expect(parseSince("24h", now)?.toISOString()).toBe("2026-11-21T12:00:00.000Z");
    expect(parseSince("7d", now)?.toISOString()).toBe("2026-11-15T12:00:00.000Z");
    expect(parseSince("2026-11-01")?.toISOString()).toBe("2026-11-01T00:00:00.000Z");
    expect(parseSince("yesterday")).toBeUndefined();
    expect(parseLimit("0")).toBeUndefined();
    expect(parseLimit("2.5")).toBeUndefined();
    expect(parseLimit(undefined)).toBe(50);
  });
});
