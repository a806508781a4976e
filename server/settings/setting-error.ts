// How a bad setting is told to the operator: one line, in plain words, naming the variable, what it
// must be and what was given (`PORT must be a whole number from 1 to 65535; got "abc"`), never a
// password, a token-bearing URL or a secret. Every part of the schema reports through SettingError.
import type { z } from "zod";

export const settingErrorPrefix = "Invalid configuration: ";

/** A setting that cannot be used; its message is the whole line the operator reads. */
export class SettingError extends Error {
  override name = "SettingError";
}

/** The error for a rule about one setting: `NAME <rule>; got <what was given>`. */
export const settingError = (name: string, rule: string, env: Record<string, string | undefined>) =>
  new SettingError(`${settingErrorPrefix}${name} ${rule}; got ${shownValue(name, env[name])}`);

/** The error for a rule about several settings together, in its own words. */
export const settingsError = (problem: string) => new SettingError(`${settingErrorPrefix}${problem}`);

// Settings whose value may hold a secret: a password in a connection URL, a token in a hook URL
// (Slack's and Discord's incoming-webhook URLs are the credential), the signing secret itself.
const secretSettings = /(SECRET|PASSWORD|TOKEN|_KEY)$|^(DATABASE_URL|SMTP_URL|NOTIFY_WEBHOOK_URL)$/;
const publicKeys = new Set(["PUBLIC_ANON_KEY"]); // public by design: it ships in every page

export const isSecretSetting = (name: string): boolean => secretSettings.test(name) && !publicKeys.has(name);

/** What was given, as it may be shown: the value itself, or only its scheme for a secret. */
export function shownValue(name: string, value: string | undefined): string {
  if (value === undefined) return "nothing";
  if (!isSecretSetting(name)) return JSON.stringify(value);
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value.trim())?.[1];
  return scheme
    ? `a ${scheme}: URL (the rest is not shown: it may hold a password or a token)`
    : "a value that is not shown (it may hold a secret)";
}

/** The error for the first problem zod found in `env`. */
export function settingErrorFrom(error: z.ZodError, env: Record<string, string | undefined>): SettingError {
  const [issue] = error.issues;
  return settingError(String(issue?.path[0] ?? "a setting"), issue ? plainRule(issue) : "is not valid", env);
}

// zod's own messages ("Invalid input: expected number, received NaN") in the words of the rule;
// a message written in a schema is kept as it is.
function plainRule(issue: z.core.$ZodIssue): string {
  if (!/^(Invalid|Too (small|big)|Expected)/.test(issue.message)) return issue.message;
  switch (issue.code) {
    case "invalid_type":
      return issue.expected === "int" ? "must be a whole number" : `must be a ${issue.expected === "string" ? "text" : issue.expected}`;
    case "too_small":
      if (issue.origin === "string") return "must not be empty";
      return issue.inclusive === false ? `must be more than ${String(issue.minimum)}` : `must be at least ${String(issue.minimum)}`;
    case "too_big":
      return issue.inclusive === false ? `must be less than ${String(issue.maximum)}` : `must be at most ${String(issue.maximum)}`;
    case "invalid_value":
      return `must be one of ${issue.values.map((value) => String(value)).join(", ")}`;
    case "invalid_format":
      return issue.format === "url"
        ? "must be a URL"
        : issue.format === "email"
          ? "must be an e-mail address"
          : `must be a ${issue.format}`;
    default:
      return "is not valid";
  }
}
