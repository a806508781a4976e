// The database refuses control characters in a lead, whoever inserts it (hosted Supabase's REST
// API has no server of ours in front): a terminal would act on them when the operator reads it.
import { beforeEach, expect, it } from "vitest";
import { describeEachEngine } from "../../testing/database-engines.ts";
import { DatabaseError } from "./types.ts";
import type { LeadFields } from "../leads/lead.ts";
import { storedLeads } from "../../testing/stored-leads.ts";

const ada: LeadFields = { name: "Ada", email: "ada@example.com", company: "Engines", message: "Hello" };

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "stored",
    (error: unknown) => (error instanceof DatabaseError ? error.code : error),
  );

describeEachEngine("control characters in a lead", (engine) => {
  beforeEach(async () => {
    const { db } = engine();
    await db.sql.exec("truncate public.contact_submissions cascade; truncate private.contact_submission_events;");
    await db.setRateLimits({ perClient: Infinity, perClientWindowSeconds: 600, globalPerMinute: Infinity });
  });

  it("refuses C0 and C1 controls (ESC, CSI U+009B, OSC U+009D) in every field", async () => {
    const { db } = engine();
    for (const control of ["\u001b[2J", "\u009b2J", "\u009d0;title\u0007", "\u0085", "\u007f"]) {
      for (const field of ["name", "company", "message"] as const) {
        const row = { ...ada, [field]: `x${control}y` };
        expect({ field, control, code: await codeOf(db.insertContactSubmissions([row], { clientAddress: "192.0.2.1" })) }).toEqual({
          field,
          control,
          code: "23514",
        });
      }
    }
    expect(await codeOf(db.insertContactSubmissions([{ ...ada, email: "a\u009b@example.com" }], { clientAddress: "192.0.2.1" }))).toBe(
      "23514",
    );
    expect(await storedLeads(db, { limit: 10 })).toEqual([]);
  });

  it("keeps tabs and line breaks in a message (CRLF too), but no carriage return alone and none in a name", async () => {
    const { db } = engine();
    const visitor = { clientAddress: "192.0.2.2" };
    expect(await codeOf(db.insertContactSubmissions([{ ...ada, message: "Line one\r\nLine two\n\tindented" }], visitor))).toBe("stored");
    expect(await codeOf(db.insertContactSubmissions([{ ...ada, message: "overwrite\rthis" }], visitor))).toBe("23514");
    expect(await codeOf(db.insertContactSubmissions([{ ...ada, name: "Ada\tLovelace" }], visitor))).toBe("23514");
    expect(await codeOf(db.insertContactSubmissions([{ ...ada, name: "Ada\nLovelace" }], visitor))).toBe("23514");
  });

  it("refuses bidi controls and direction marks in the one-line fields, and keeps them in a message", async () => {
    const { db } = engine();
    const visitor = { clientAddress: "192.0.2.3" };
    for (const format of ["\u202e", "\u202a", "\u202b", "\u202c", "\u202d", "\u2066", "\u2067", "\u2068", "\u2069", "\u200e", "\u200f"]) {
      for (const field of ["name", "company"] as const) {
        const row = { ...ada, [field]: `Ada${format}gnp.exe` };
        expect({ field, format, code: await codeOf(db.insertContactSubmissions([row], visitor)) }).toEqual({
          field,
          format,
          code: "23514",
        });
      }
      expect({ format, code: await codeOf(db.insertContactSubmissions([{ ...ada, email: `ada${format}@example.com` }], visitor)) }).toEqual(
        {
          format,
          code: "23514",
        },
      );
    }
    expect(await storedLeads(db, { limit: 10 })).toEqual([]);
    expect(await codeOf(db.insertContactSubmissions([{ ...ada, message: "Quoting \u2067שלום\u2069 \u202eevil\u202c" }], visitor))).toBe(
      "stored",
    );
  });
});
