import { describe, expect, it } from "vitest";
import { configuredChannels } from "./notifications.ts";
import { readSettings } from "./schema.ts";

const readNotifyConfig = (env: Record<string, string>) => readSettings(env, ["notify"]).notify;

const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

describe("lead notification settings", () => {
  it("configures no channel when nothing is set (or only blanks, as a copied .env.example has)", () => {
    expect(configuredChannels(readNotifyConfig({}))).toEqual([]);
    expect(configuredChannels(readNotifyConfig({ NOTIFY_WEBHOOK_URL: "", SMTP_URL: " ", NOTIFY_WEBHOOK_FORMAT: "" }))).toEqual([]);
  });

  it("reads a signed webhook, a Slack webhook without a secret, and e-mail to several recipients", () => {
    const config = readNotifyConfig({
      NOTIFY_WEBHOOK_URL: "https://hooks.example.com/leads",
      NOTIFY_WEBHOOK_SECRET: secret,
      SMTP_URL: "smtps://user:pass@smtp.example.com:465",
      NOTIFY_EMAIL_TO: "team@example.com, sales@example.com",
      NOTIFY_EMAIL_FROM: "site@example.com",
    });
    expect(configuredChannels(config)).toEqual(["webhook", "email"]);
    expect(config.webhook).toEqual({ url: "https://hooks.example.com/leads", secret, format: "standard" });
    expect(config.email?.to).toEqual(["team@example.com", "sales@example.com"]);
    expect(
      readNotifyConfig({ NOTIFY_WEBHOOK_URL: "https://hooks.slack.com/services/x", NOTIFY_WEBHOOK_FORMAT: "slack" }).webhook?.format,
    ).toBe("slack");
  });

  it("refuses incomplete or malformed settings in one line, without echoing a secret or an SMTP password", () => {
    const problem = (env: Record<string, string>) => {
      try {
        readNotifyConfig(env);
        return "accepted";
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(problem({ NOTIFY_WEBHOOK_URL: "https://hooks.example.com/leads" })).toMatch(
      /^Invalid configuration: NOTIFY_WEBHOOK_SECRET \(a whsec_… secret\) is required with NOTIFY_WEBHOOK_URL; make one with: node -e /,
    );
    const badSecret = problem({ NOTIFY_WEBHOOK_URL: "https://hooks.example.com/leads", NOTIFY_WEBHOOK_SECRET: "hunter2-plain" });
    expect(badSecret).toContain("NOTIFY_WEBHOOK_SECRET must be a whsec_");
    expect(badSecret).not.toContain("hunter2");
    const badSmtp = problem({
      SMTP_URL: "http://user:s3cret@smtp.example.com",
      NOTIFY_EMAIL_TO: "a@example.com",
      NOTIFY_EMAIL_FROM: "b@example.com",
    });
    expect(badSmtp).toContain("SMTP_URL must start with smtp:// or smtps://");
    expect(badSmtp).not.toContain("s3cret");
    expect(problem({ SMTP_URL: "smtp://smtp.example.com" })).toBe(
      "Invalid configuration: SMTP_URL needs NOTIFY_EMAIL_TO and NOTIFY_EMAIL_FROM",
    );
    expect(
      problem({ SMTP_URL: "smtp://smtp.example.com", NOTIFY_EMAIL_TO: "team@example.com, nobody", NOTIFY_EMAIL_FROM: "b@example.com" }),
    ).toContain("NOTIFY_EMAIL_TO");
    expect(problem({ NOTIFY_EMAIL_TO: "team@example.com" })).toBe(
      "Invalid configuration: NOTIFY_EMAIL_TO and NOTIFY_EMAIL_FROM need SMTP_URL",
    );
    expect(problem({ NOTIFY_WEBHOOK_FORMAT: "teams" })).toContain("NOTIFY_WEBHOOK_FORMAT");
  });
});
