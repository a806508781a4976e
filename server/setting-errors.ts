// How a bad setting is told to the operator: one line, in plain words, naming the variable, what it
// must be and what was given (`PORT must be a whole number from 1 to 65535; got "abc"`), never a
// password, a token-bearing URL or a secret. Every settings schema (server/config.ts, the site's
// PUBLIC_* values, notify-config.ts) reports through settingErrorLine.
import { z } from "zod";

export const settingErrorPrefix = "Invalid configuration: ";

/** A whole number in a range, with the rule in plain words as its only error message. */
export function wholeNumber(
  min: number,
  max?: number,
  { rule = `must be a whole number ${max === undefined ? `of ${min} or more` : `from ${min} to ${max}`}` } = {},
) {
  const number = z.coerce.number({ error: rule }).int({ error: rule }).min(min, { error: rule });
  return max === undefined ? number : number.max(max, { error: rule });
}

/** A number of seconds in a range (fractions allowed). */
export function seconds(min: number, max: number) {
  const rule = `must be a number of seconds from ${min} to ${max}`;
  return z.coerce.number({ error: rule }).min(min, { error: rule }).max(max, { error: rule });
}

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

/** The one line for the first problem zod found in `env`. */
export function settingErrorLine(error: z.ZodError, env: Record<string, string | undefined>): string {
  const [issue] = error.issues;
  const name = String(issue?.path[0] ?? "a setting");
  return `${settingErrorPrefix}${name} ${issue ? plainRule(issue) : "is not valid"}; got ${shownValue(name, env[name])}`;
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
