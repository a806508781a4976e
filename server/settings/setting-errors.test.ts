// Every setting error is one line in plain words, and never shows a password, a token-bearing URL
// or the webhook secret: the operator pastes these lines into tickets and chats.
import { describe, expect, it } from "vitest";
import { readServerConfig } from "./server-settings.ts";
import { maskUrlSecrets, unexpectedFailureLine } from "../startup-failure.ts";

const problem = (env: Record<string, string>) => {
  try {
    readServerConfig(env);
    return "accepted";
  } catch (error) {
    return (error as Error).message;
  }
};

describe("setting errors", () => {
  it("say what a setting must be and what was given, in one line", () => {
    expect(problem({ PORT: "abc" })).toBe('Invalid configuration: PORT must be a whole number from 1 to 65535; got "abc"');
    expect(problem({ PORT: "70000" })).toBe('Invalid configuration: PORT must be a whole number from 1 to 65535; got "70000"');
    expect(problem({ LOG_LEVEL: "loud" })).toBe(
      'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; got "loud"',
    );
    expect(problem({ RATE_LIMIT_PER_CLIENT: "0" })).toBe(
      'Invalid configuration: RATE_LIMIT_PER_CLIENT must be a whole number of 1 or more, or off; got "0"',
    );
    expect(problem({ SHUTDOWN_GRACE_SECONDS: "soon" })).toBe(
      'Invalid configuration: SHUTDOWN_GRACE_SECONDS must be a number of seconds from 0 to 600; got "soon"',
    );
    expect(problem({ PUBLIC_SITE_URL: "example.com" })).toBe(
      'Invalid configuration: PUBLIC_SITE_URL must be an absolute http(s) origin such as https://studio.example; got "example.com"',
    );
    expect(problem({ PORT: "" })).toBe("accepted"); // an empty line in .env means the default
  });

  it("never show a database password", () => {
    for (const url of ["mysql://leads:hunter2@db.example.com/site", "postgres://leads:hunt@er2@db.example.com:x/site"]) {
      const line = problem({ DATABASE_URL: url });
      expect(line).toMatch(/^Invalid configuration: DATABASE_URL must .*; got a (mysql|postgres): URL \(the rest is not shown/);
      expect(line).not.toMatch(/hunt|leads|db\.example/);
    }
  });

  it("never show a webhook URL (a Slack or Discord hook URL is the credential), an SMTP password or the webhook secret", () => {
    const hook = problem({ NOTIFY_WEBHOOK_URL: "ftp://hooks.slack.com/services/T0001/B0001/XXXXsecretXXXX" });
    expect(hook).toMatch(/^Invalid configuration: NOTIFY_WEBHOOK_URL must start with http:\/\/ or https:\/\/; got a ftp: URL/);
    expect(hook).not.toMatch(/secret|T0001|slack/);
    const schemeless = problem({ NOTIFY_WEBHOOK_URL: "discord.com/api/webhooks/123/tokentoken" });
    expect(schemeless).toMatch(/^Invalid configuration: NOTIFY_WEBHOOK_URL .*; got a value that is not shown/);
    expect(schemeless).not.toMatch(/token|discord/);
    const smtp = problem({
      SMTP_URL: "http://mailer:s3cret@smtp.example.com",
      NOTIFY_EMAIL_TO: "a@example.com",
      NOTIFY_EMAIL_FROM: "b@example.com",
    });
    expect(smtp).toContain("SMTP_URL must start with smtp:// or smtps://");
    expect(smtp).not.toMatch(/s3cret|mailer/);
    const secret = problem({ NOTIFY_WEBHOOK_URL: "https://hooks.example.com/leads", NOTIFY_WEBHOOK_SECRET: "whsec_short!" });
    expect(secret).toContain("NOTIFY_WEBHOOK_SECRET must be a whsec_");
    expect(secret).not.toContain("short");
  });

  it("tell how to make the webhook secret that is missing", () => {
    const line = problem({ NOTIFY_WEBHOOK_URL: "https://hooks.example.com/leads" });
    expect(line).toBe(
      "Invalid configuration: NOTIFY_WEBHOOK_SECRET (a whsec_… secret) is required with NOTIFY_WEBHOOK_URL; make one with: " +
        `node -e "console.log('whsec_'+require('crypto').randomBytes(32).toString('base64'))"`,
    );
  });
});

describe("an unexpected failure at start", () => {
  it("is one line with any password in a URL masked", () => {
    const error = new Error("connect to postgres://leads:hunter2@db.example.com/site failed\n    at somewhere (file.js:1:1)");
    expect(unexpectedFailureLine(error)).toBe("Server failed to start: connect to postgres://leads:***@db.example.com/site failed");
    expect(maskUrlSecrets("see https://hooks.example.com/x?token=abc")).toBe("see https://hooks.example.com/x?…");
  });
});
