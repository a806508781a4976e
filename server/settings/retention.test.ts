import { describe, expect, it } from "vitest";
import { readSettings } from "./schema.ts";

const readRetentionConfig = (env: Record<string, string>) => readSettings(env, ["retention"]).retention;

describe("the retention settings", () => {
  it("keep leads for ever and held spam 30 days unless told otherwise (an empty value is unset)", () => {
    expect(readRetentionConfig({})).toEqual({ leadRetentionDays: undefined, spamRetentionDays: 30 });
    expect(readRetentionConfig({ LEAD_RETENTION_DAYS: " ", SPAM_RETENTION_DAYS: "" })).toEqual({
      leadRetentionDays: undefined,
      spamRetentionDays: 30,
    });
    expect(readRetentionConfig({ LEAD_RETENTION_DAYS: "180", SPAM_RETENTION_DAYS: "14" })).toEqual({
      leadRetentionDays: 180,
      spamRetentionDays: 14,
    });
  });

  it("refuse anything but a whole number of days from 1, in one line naming the setting", () => {
    expect(() => readRetentionConfig({ LEAD_RETENTION_DAYS: "0" })).toThrow(
      'Invalid configuration: LEAD_RETENTION_DAYS must be at least 1 (a day); got "0"',
    );
    expect(() => readRetentionConfig({ SPAM_RETENTION_DAYS: "2.5" })).toThrow(
      'Invalid configuration: SPAM_RETENTION_DAYS must be a whole number of days; got "2.5"',
    );
    expect(() => readRetentionConfig({ LEAD_RETENTION_DAYS: "6 months" })).toThrow(
      'Invalid configuration: LEAD_RETENTION_DAYS must be a whole number of days; got "6 months"',
    );
  });
});
