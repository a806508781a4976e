// Every setting of the site, the server, the worker and the operator's commands, in one schema.
// Each is an environment variable (or a line of .env: load-settings.ts), checked when a program
// starts; a bad one stops it with one line naming the variable, the rule and what was given.
// A blank value is unset (blank-is-unset.ts), for every setting, before its rule sees it.
//
// To add a setting:
//   1. add one entry to the `variables` of the part it belongs to (its zod rule, with the rule in
//      plain words as the error message, and its default), and return it from that part's `read`;
//   2. add it to .env.example with its default and a comment (schema.test.ts compares the two).
// A new part: a file like metrics.ts, plus one line in `settingsParts` below.
// A program reads only the parts it needs: `const { database } = loadSettings("database");`
import { z } from "zod";
import { altchaSettings } from "./altcha.ts";
import { databaseSettings } from "./database.ts";
import { httpSettings } from "./http.ts";
import { inboxSettings } from "./inbox.ts";
import { metricsSettings } from "./metrics.ts";
import { notificationSettings } from "./notifications.ts";
import { retentionSettings } from "./retention.ts";
import { readPart, type Env, type SettingsPart } from "./rules.ts";
import { runtimeSettings } from "./runtime.ts";
import { siteSettings } from "./site.ts";

export const settingsParts = {
  /** PUBLIC_*: baked into the pages by the build; the server and the receipt read them too. */
  site: siteSettings,
  /** Where the server listens and whom it serves. */
  http: httpSettings,
  /** Which database: PostgreSQL (DATABASE_URL) or the embedded one (DATA_DIR). */
  database: databaseSettings,
  /** LOG_LEVEL and SHUTDOWN_GRACE_SECONDS, for the server and the worker. */
  runtime: runtimeSettings,
  /** Lead notifications (webhook, e-mail, receipt) and the outbox's tuning. */
  notify: notificationSettings,
  /** How long leads and held spam are kept. */
  retention: retentionSettings,
  /** /metrics: a token, a loopback port, or off. */
  metrics: metricsSettings,
  /** CAPTCHA=altcha and its key. */
  altcha: altchaSettings,
  /** The team's inbox at /inbox: INBOX_USERS and its sessions. */
  inbox: inboxSettings,
} as const satisfies Record<string, { variables: z.ZodRawShape; read: (...args: never[]) => unknown }>;

export type SettingsPartName = keyof typeof settingsParts;
export type Settings = { [Name in SettingsPartName]: ReturnType<(typeof settingsParts)[Name]["read"]> };

/** The parts named, read from `env`; throws SettingError (one line) for the first bad setting. */
export function readSettings<const Names extends readonly SettingsPartName[]>(env: Env, names: Names): Pick<Settings, Names[number]> {
  return Object.fromEntries(names.map((name) => [name, readPart(settingsParts[name] as unknown as SettingsPart, env)])) as Pick<
    Settings,
    Names[number]
  >;
}

/** The whole schema as one object of variables, e.g. to compare with .env.example. */
export const settingsSchema = z.object(Object.assign({}, ...Object.values(settingsParts).map((part) => part.variables)) as z.ZodRawShape);

/** Every variable the schema knows. */
export const settingNames = (): string[] => Object.keys(settingsSchema.shape);
