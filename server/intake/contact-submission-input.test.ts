import { describe, expect, it } from "vitest";
import { parseContactSubmissions } from "./contact-submission-input.ts";

const ada = { name: "Ada Lovelace", email: "ada@example.com", company: "Analytical Engines", message: "A booking app" };
const columns = '"name","email","company","message"';
const codeOf = (result: ReturnType<typeof parseContactSubmissions>) =>
  Array.isArray(result) ? "ok" : `${result.status} ${result.error.code}`;

describe("checking a contact insert where it arrives", () => {
  it("accepts what the contact form sends, one row or several", () => {
    expect(parseContactSubmissions([ada], columns)).toEqual([ada]);
    expect(parseContactSubmissions(ada, undefined)).toEqual([ada]);
    expect(parseContactSubmissions([ada, { ...ada, name: "Grace" }], columns)).toHaveLength(2);
  });

  it("stores a blank or missing company as not given", () => {
    expect(parseContactSubmissions([{ ...ada, company: "  " }], columns)).toEqual([{ ...ada, company: null }]);
    expect(parseContactSubmissions([{ name: ada.name, email: ada.email, message: ada.message }], undefined)).toEqual([
      { ...ada, company: null },
    ]);
  });

  it.each([
    ["a missing name", { ...ada, name: undefined }, "400 23502"],
    ["a null message", { ...ada, message: null }, "400 23502"],
    ["a blank name", { ...ada, name: "   " }, "400 23514"],
    ["a blank message", { ...ada, message: "\n\n" }, "400 23514"],
    ["a 201-character name", { ...ada, name: "x".repeat(201) }, "400 23514"],
    ["a 5001-character message", { ...ada, message: "x".repeat(5001) }, "400 23514"],
    ["a 201-character company", { ...ada, company: "x".repeat(201) }, "400 23514"],
    ["an e-mail the browser would refuse", { ...ada, email: "ada@" }, "400 23514"],
    ["an e-mail with spaces", { ...ada, email: "ada lovelace@example.com" }, "400 23514"],
    ["a number for a name", { ...ada, name: 42 }, "400 22P02"],
    ["an object for a message", { ...ada, message: { text: "hi" } }, "400 22P02"],
    ["a NUL character", { ...ada, name: "Ada\u0000" }, "400 23514"],
    ["a control character in the e-mail", { ...ada, email: "ada@example.com\u0007" }, "400 23514"],
    ["a C1 control sequence introducer in a name", { ...ada, name: "Ada\u009b2J" }, "400 23514"],
    ["a C1 operating system command in a company", { ...ada, company: "\u009d0;pwned\u009c" }, "400 23514"],
    ["a C1 control in a message", { ...ada, message: "Hi\u009bm there" }, "400 23514"],
    ["an escape sequence in a message", { ...ada, message: "Hi\u001b[2J" }, "400 23514"],
    ["a carriage return that is not part of CRLF", { ...ada, message: "Total: 100\rTotal: 999" }, "400 23514"],
    // Bidi controls reorder how a line reads (an inbox shows "gpj.exe" as "exe.jpg"): no name,
    // address or company needs one, so the one-line fields refuse them.
    ["a right-to-left override in a name", { ...ada, name: "Ada \u202egnp.exe" }, "400 23514"],
    ["a left-to-right embedding in a company", { ...ada, company: "\u202aAcme\u202c" }, "400 23514"],
    ["a first-strong isolate in an e-mail", { ...ada, email: "ada\u2068@example.com" }, "400 23514"],
    ["a pop directional isolate in a name", { ...ada, name: "Ada\u2069" }, "400 23514"],
    ["a right-to-left mark in a name", { ...ada, name: "Ada\u200f" }, "400 23514"],
    ["a left-to-right mark in a company", { ...ada, company: "Acme\u200e" }, "400 23514"],
  ])("refuses %s", (_, row, expected) => {
    expect(codeOf(parseContactSubmissions([row], columns))).toBe(expected);
  });

  it("keeps line breaks and tabs in a message, and any language or emoji anywhere", () => {
    const row = { ...ada, name: "Zoë 李 ✨", company: "Ωmega GmbH", message: "Line one\nLine two\tindented 🚀" };
    expect(parseContactSubmissions([row], columns)).toEqual([row]);
    const windowsLineEnds = { ...ada, message: "Line one\r\nLine two" };
    // A message may quote right-to-left text with its marks: it is kept, and neutralised where it is shown.
    const quotingHebrew = { ...ada, name: "שרה כהן", message: "The product name \u2067שלום\u2069 and \u202eoverride\u202c, \u200f" };
    expect(parseContactSubmissions([quotingHebrew], columns)).toEqual([quotingHebrew]);
    expect(parseContactSubmissions([windowsLineEnds], columns)).toEqual([windowsLineEnds]);
  });

  it("names an unknown column the way PostgREST does", () => {
    const result = parseContactSubmissions([{ ...ada, is_admin: true }], undefined);
    expect(codeOf(result)).toBe("400 PGRST204");
    expect(Array.isArray(result) ? "" : result.error.message).toContain("'is_admin' column");
    expect(codeOf(parseContactSubmissions([ada], '"name","id"'))).toBe("400 PGRST204");
  });

  it("refuses an empty list, and a list of non-objects", () => {
    expect(codeOf(parseContactSubmissions([], columns))).toBe("400 PGRST102");
    expect(codeOf(parseContactSubmissions(["ada"], columns))).toBe("400 PGRST102");
    expect(codeOf(parseContactSubmissions([[ada]], columns))).toBe("400 PGRST102");
  });

  it("refuses the whole batch when one row is bad", () => {
    expect(codeOf(parseContactSubmissions([ada, { ...ada, email: "nope" }], columns))).toBe("400 23514");
  });
});
