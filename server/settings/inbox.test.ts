import { describe, expect, it } from "vitest";
import { readSettings } from "./schema.ts";

const readInboxSettings = (env: Record<string, string>) => readSettings(env, ["inbox"]).inbox;
const email = { SMTP_URL: "smtp://127.0.0.1:2525", NOTIFY_EMAIL_TO: "leads@agency.example", NOTIFY_EMAIL_FROM: "inbox@agency.example" };

describe("the inbox's settings", () => {
  it("is off unless INBOX_USERS names someone", () => {
    expect(readInboxSettings({})).toBeUndefined();
    expect(readInboxSettings({ INBOX_USERS: " " })).toBeUndefined();
  });

  it("needs the e-mail settings the sign-in links go out with", () => {
    expect(() => readInboxSettings({ INBOX_USERS: "sam@agency.example" })).toThrow(/INBOX_USERS needs the e-mail settings \(SMTP_URL/);
  });

  it("reads the addresses lower-cased, once each, and the session lifetimes with their defaults", () => {
    const inbox = readInboxSettings({ ...email, INBOX_USERS: "Sam@Agency.example, kim@agency.example,sam@agency.example" });
    expect(inbox).toMatchObject({
      users: ["sam@agency.example", "kim@agency.example"],
      sessionIdleMs: 12 * 3_600_000,
      sessionMaxMs: 7 * 86_400_000,
    });
    expect(readInboxSettings({ ...email, INBOX_USERS: "sam@agency.example", INBOX_SESSION_IDLE_HOURS: "1" })?.sessionIdleMs).toBe(
      3_600_000,
    );
    expect(() => readInboxSettings({ ...email, INBOX_USERS: "sam, kim" })).toThrow(/INBOX_USERS must be e-mail addresses/);
  });
});
