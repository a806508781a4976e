// docs/operating/leads.md shows the listing's real output: its column lists and headers are read
// from the page and compared with what the command prints, so the page cannot go stale unseen.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { listedLead } from "../../testing/listed-lead.ts";
import { databaseLine, formatLeadsCsv, formatLeadsTable } from "./leads-format.ts";

const page = readFileSync(new URL("../../docs/operating/leads.md", import.meta.url), "utf8");
const words = (line: string) => line.trim().split(/\s{2,}/);

describe("the leads page's samples", () => {
  it("lists the CSV's columns as the command writes them", () => {
    const documented = page.match(/The CSV has the columns\s+`([^`]+)`/)?.[1];
    expect(documented).toBe(formatLeadsCsv([]).split("\r\n")[0]);
  });

  it("shows the table's header and last line as the command prints them", () => {
    const documentedHeader = page.split("\n").find((line) => line.startsWith("received (UTC)"));
    expect(words(documentedHeader ?? "")).toEqual(words(formatLeadsTable([listedLead()]).split("\n")[0]!));
    expect(page).toContain(`\n${databaseLine("the embedded database in ./data")}\n`);
  });
});
