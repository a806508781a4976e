import { describe, expect, it } from "vitest";
import { listedLead } from "../../testing/listed-lead.ts";
import {
  deliveryStateText,
  formatLeadDetail,
  formatLeadsCsv,
  formatLeadsJson,
  formatLeadsTable,
  heldSpamLine,
  shortDeliveryText,
  warningLines,
} from "./leads-format.ts";
import { parseLimit, parseSince } from "./leads-query.ts";

const lead = listedLead;

describe("the operator's leads listing", () => {
  it("writes CSV a spreadsheet opens as plain text, even when a visitor typed a formula", () => {
    const csv = formatLeadsCsv([lead({ name: '=HYPERLINK("http://evil","x")', company: "+1 Corp", message: "-2+3\nsecond line" })]);
    const [header, row] = csv.split("\r\n");
    expect(header).toBe("createdAt,name,email,company,message,delivery,id,spam_reasons,spam_score,spam_decided_by,spam_decided_at");
    expect(row).toContain(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(row).toContain("'+1 Corp");
    expect(csv).toContain(`"'-2+3\nsecond line"`);
  });

  it("shows a control character stored before the database refused them as a visible code, never as itself", () => {
    const hostile = lead({
      name: "Ada\u001b]0;pwned\u0007",
      company: "\u009b2J Corp",
      message: "Hi\u009d8;;http://evil\u009c\nline two\ttab\rback",
    });
    const outputs = [formatLeadsTable([hostile]), formatLeadDetail(hostile), formatLeadsCsv([hostile]), formatLeadsJson([hostile])];
    for (const output of outputs) {
      // eslint-disable-next-line no-control-regex -- finding control characters is the point
      expect(output.replace(/\r\n/g, "\n")).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    }
    expect(formatLeadDetail(hostile)).toContain("Ada<U+001B>]0;pwned<U+0007>");
    expect(formatLeadDetail(hostile)).toContain("<U+009B>2J Corp");
    expect(formatLeadsCsv([hostile])).toContain("<U+009D>8;;http://evil<U+009C>");
    // JSON keeps the exact text, escaped: it reads back to what was stored.
    expect(JSON.parse(formatLeadsJson([hostile]))[0].message).toBe(hostile.message);
  });

  it("shows a bidi control or direction mark as a visible code, so a terminal cannot reorder a lead's text", () => {
    const hostile = lead({ name: "Ada \u202egnp.exe", message: "Open \u2067exe.txt\u2069 now\u200e" });
    for (const output of [formatLeadsTable([hostile]), formatLeadDetail(hostile), formatLeadsCsv([hostile])])
      expect(output).not.toMatch(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
    expect(formatLeadDetail(hostile)).toContain("Ada <U+202E>gnp.exe");
    expect(formatLeadDetail(hostile)).toContain("Open <U+2067>exe.txt<U+2069> now<U+200E>");
  });

  it("neutralises a formula behind leading spaces in CSV, and shows a control character before one", () => {
    const csv = formatLeadsCsv([lead({ name: " =1+1", company: "\u0085=2+2" })]);
    expect(csv).toContain(",' =1+1,");
    expect(csv).toContain(",<U+0085>=2+2,");
  });

  it("keeps the spam score a number in CSV: a negative score is not a formula", () => {
    const csv = formatLeadsCsv([lead({ spam_score: -0.46, spam_reasons: ["sales-pitch"], message: "-0.46" })]);
    const row = csv.split("\r\n")[1]!;
    expect(row).toMatch(/,sales-pitch,-0\.46,/);
    expect(row).toContain(",'-0.46,"); // the same text typed by a visitor stays guarded
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
    expect(table).toContain("2 leads, newest first");
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

  it("shows each channel's delivery: delivered, pending with the next attempt, or failed with the last error's kind", () => {
    const state = { id: "d1", attempts: 3, deliveredAt: null, nextAttemptAt: null, lastErrorKind: null, skipReason: null } as const;
    const shown = formatLeadsCsv([
      lead({
        deliveries: [
          { ...state, channel: "email", status: "failed", lastErrorKind: "smtp-550" },
          { ...state, channel: "webhook", status: "pending", nextAttemptAt: new Date("2026-11-20T09:31:10Z"), lastErrorKind: "http-500" },
        ],
      }),
      lead({ deliveries: [{ ...state, channel: "webhook", status: "delivered", attempts: 1 }] }),
      lead(),
    ]);
    expect(shown).toContain(
      "email failed after 3 attempts, last error smtp-550; webhook pending, next attempt 2026-11-20 09:31:10 UTC, last error http-500",
    );
    expect(shown).toContain(",webhook delivered,");
    expect(shown).toContain(",none,");
  });

  it("fits each channel's delivery into the table in a few words", () => {
    const now = new Date("2026-11-20T10:00:00Z");
    const state = {
      id: "d1",
      channel: "webhook",
      attempts: 2,
      deliveredAt: null,
      nextAttemptAt: null,
      lastErrorKind: "http-500",
      skipReason: null,
    } as const;
    expect(shortDeliveryText({ ...state, status: "pending", nextAttemptAt: new Date("2026-11-20T10:00:40Z") }, now)).toBe(
      "webhook next 10:00:40 (http-500)",
    );
    expect(shortDeliveryText({ ...state, status: "pending", nextAttemptAt: new Date("2026-11-21T00:30:00Z") }, now)).toBe(
      "webhook next 2026-11-21 00:30 (http-500)",
    );
    expect(shortDeliveryText({ ...state, status: "failed" }, now)).toBe("webhook failed (http-500)");
    expect(shortDeliveryText({ ...state, status: "delivered" }, now)).toBe("webhook delivered");
    expect(shortDeliveryText({ ...state, status: "pending", attempts: 0, lastErrorKind: null }, now)).toBe("webhook pending");
  });

  it("shows one lead in full: every line of the message and each delivery", () => {
    const message = `${"A long first line about a booking app. ".repeat(4)}\nSecond line\n\nThird, after a blank one`;
    const detail = formatLeadDetail(
      lead({
        company: "Analytical Engines",
        message,
        deliveries: [
          {
            id: "d1",
            channel: "webhook",
            status: "delivered",
            attempts: 1,
            nextAttemptAt: null,
            lastErrorKind: null,
            skipReason: null,
            deliveredAt: new Date("2026-11-20T09:30:01Z"),
          },
        ],
      }),
    );
    expect(detail).toContain("Company   Analytical Engines");
    expect(detail).toContain("Delivery  webhook delivered at 2026-11-20 09:30:01 UTC (delivery d1)");
    expect(detail).toContain(`  ${"A long first line about a booking app. ".repeat(4)}\n  Second line\n  \n  Third, after a blank one`);
    expect(detail).not.toContain("…");
  });

  it("says what became of a delivery the spam check held, a receipt skipped and a removed channel's job", () => {
    const state = { id: "d1", attempts: 0, deliveredAt: null, nextAttemptAt: null, lastErrorKind: null, skipReason: null } as const;
    expect(deliveryStateText({ ...state, channel: "webhook", status: "new" })).toBe("webhook awaiting the spam check");
    expect(deliveryStateText({ ...state, channel: "webhook", status: "held" })).toBe("webhook held as spam");
    expect(deliveryStateText({ ...state, channel: "webhook", status: "cancelled" })).toBe("webhook cancelled (channel removed)");
    expect(deliveryStateText({ ...state, channel: "receipt", status: "skipped", skipReason: "receipt-sent-recently" })).toBe(
      "receipt skipped (receipt-sent-recently)",
    );
    expect(shortDeliveryText({ ...state, channel: "receipt", status: "skipped", skipReason: "receipt-disposable-address" })).toBe(
      "receipt skipped (receipt-disposable-address)",
    );
    expect(shortDeliveryText({ ...state, channel: "email", status: "cancelled" })).toBe("email cancelled (removed)");
    expect(shortDeliveryText({ ...state, channel: "webhook", status: "held" })).toBe("webhook held");
  });

  it("lists the spam folder with why each message was held, and counts it below the inbox", () => {
    const table = formatLeadsTable(
      [
        lead({ spam: true, spam_reasons: ["link-shortener", "known-spam-phrase"], spam_score: 2.1 }),
        lead({ spam: true, spam_reasons: ["sales-pitch", 'model +0.80: "your website"'], spam_score: 1.1 }),
      ],
      "spam",
    );
    expect(table.split("\n")[0]).toMatch(/^received \(UTC\)\s+name\s+email\s+company\s+message\s+score\s+why held\s+id$/);
    expect(table).toMatch(/2\.10 +link-shortener known-spam-phrase/);
    expect(table).toMatch(/1\.10 borderline +sales-pitch model \+0\.80: "your website"/);
    expect(table).toContain(
      "2 held as spam, borderline first (a score under 1.5; 1 holds), then newest first. Deliver one after all: npm run -s leads -- --not-spam <id>",
    );
    expect(heldSpamLine(0)).toBe("0 messages held as spam");
    expect(heldSpamLine(3)).toBe("3 messages held as spam: npm run -s leads -- --spam");
    const json = JSON.parse(formatLeadsJson([lead({ spam: true, spam_reasons: ["gibberish"] }), lead()])) as Record<string, unknown>[];
    expect(json.map((l) => [l.spam, l.spam_reasons])).toEqual([
      [true, ["gibberish"]],
      [false, []],
    ]);
  });

  it("shows in the spam folder and in full that the operator decided a lead, and when", () => {
    const marked = lead({
      spam: true,
      spam_score: 0.3, // the filter passed it; the operator's mark outranks that
      spam_decided_by: "operator",
      spam_decided_at: new Date("2026-11-27T16:05:09Z"),
    });
    const table = formatLeadsTable([marked], "spam");
    expect(table).toMatch(/ operator +marked spam by the operator 2026-11-27 16:05 UTC /);
    expect(table).not.toMatch(/\d borderline/);
    expect(formatLeadDetail(marked)).toContain("Spam      yes (marked spam by the operator 2026-11-27 16:05 UTC)");
    const released = lead({ spam_score: 1.4, spam_reasons: ["sales-pitch"], spam_decided_by: "operator", spam_decided_at: null });
    expect(formatLeadDetail(released)).toContain("Spam      no (released by the operator)");
    const [header, row] = formatLeadsCsv([marked]).split("\r\n");
    expect(header).toMatch(/,spam_decided_by,spam_decided_at$/);
    expect(row).toMatch(/,operator,2026-11-27T16:05:09\.000Z$/);
  });

  it("warns of each delivery channel whose alarm is raised", () => {
    expect(warningLines({ heldSpam: 0, failing: [] })).toEqual([]);
    expect(warningLines({ heldSpam: 0, failing: [{ channel: "webhook", failingSince: new Date("2026-11-20T09:00:00Z") }] })).toEqual([
      "WARNING: webhook delivery has failed since 2026-11-20 09:00:00 UTC; leads wait for it (once fixed: npm run -s leads -- --redeliver pending)",
    ]);
  });
});
