// Where lead notifications go, read from the environment: a webhook (Standard Webhooks or a
// Slack-style `{"text"}` body), e-mail over SMTP, both or neither. Self-contained so that the
// server's config and `npm run worker` read it the same way.
import { z } from "zod";
import { settingErrorLine } from "../setting-errors.ts";
import type { ChannelName } from "./outbox-store.ts";

/** A command that prints a new Standard Webhooks secret (README and the missing-secret error). */
export const makeWebhookSecretCommand = `node -e "console.log('whsec_'+require('crypto').randomBytes(32).toString('base64'))"`;

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());

const emailAddress = z.string().trim().email({ message: "must be an e-mail address" });
const seconds = z.coerce.number().positive().max(86_400);

const NotifyEnv = z.object({
  NOTIFY_WEBHOOK_URL: optional(
    z
      .string()
      .trim()
      .url()
      .regex(/^https?:\/\//, "must start with http:// or https://"),
  ),
  // Standard Webhooks secrets are base64 after the prefix (24 to 64 random bytes).
  NOTIFY_WEBHOOK_SECRET: optional(
    z
      .string()
      .trim()
      .regex(/^whsec_[A-Za-z0-9+/]{16,}={0,2}$/, "must be a whsec_… secret (base64 after the prefix)"),
  ),
  NOTIFY_WEBHOOK_FORMAT: optional(z.enum(["standard", "slack"])),
  SMTP_URL: optional(
    z
      .string()
      .trim()
      .url()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://"),
  ),
  NOTIFY_EMAIL_TO: optional(
    z
      .string()
      .transform((list) =>
        list
          .split(",")
          .map((address) => address.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().email({ message: "must be e-mail addresses, comma-separated" })).min(1)),
  ),
  NOTIFY_EMAIL_FROM: optional(emailAddress),
  // Tuning, mostly for tests: how long a claimed job is a worker's own, how often workers look
  // for due jobs when no wake-up came, and the first retry's delay (doubling from there).
  OUTBOX_LEASE_SECONDS: optional(seconds),
  OUTBOX_POLL_SECONDS: optional(seconds),
  OUTBOX_RETRY_BASE_SECONDS: optional(seconds),
});

export type WebhookConfig = { url: string; secret: string | undefined; format: "standard" | "slack" };
export type EmailConfig = { smtpUrl: string; to: string[]; from: string };
export type OutboxTuning = { leaseMs?: number; pollMs?: number; retryBaseMs?: number };
export type NotifyConfig = { webhook?: WebhookConfig; email?: EmailConfig; tuning: OutboxTuning };

export class NotifyConfigError extends Error {
  override name = "NotifyConfigError";
}

export const configuredChannels = (config: NotifyConfig): ChannelName[] =>
  [config.webhook && ("webhook" as const), config.email && ("email" as const)].filter((channel) => channel !== undefined);

/** Parses the NOTIFY_*, SMTP_URL and OUTBOX_* variables; throws NotifyConfigError with one line. */
export function readNotifyConfig(env: Record<string, string | undefined>): NotifyConfig {
  const parsed = NotifyEnv.safeParse(env);
  if (!parsed.success) {
    // Never echoes a secret or a URL that may hold a password or a token (a Slack hook URL is one).
    throw new NotifyConfigError(settingErrorLine(parsed.error, env));
  }
  const e = parsed.data;
  const format = e.NOTIFY_WEBHOOK_FORMAT ?? "standard";
  if (e.NOTIFY_WEBHOOK_URL && format === "standard" && !e.NOTIFY_WEBHOOK_SECRET)
    throw new NotifyConfigError(
      `Invalid configuration: NOTIFY_WEBHOOK_SECRET (a whsec_… secret) is required with NOTIFY_WEBHOOK_URL; make one with: ${makeWebhookSecretCommand}`,
    );
  if (e.SMTP_URL && (!e.NOTIFY_EMAIL_TO || !e.NOTIFY_EMAIL_FROM))
    throw new NotifyConfigError("Invalid configuration: SMTP_URL needs NOTIFY_EMAIL_TO and NOTIFY_EMAIL_FROM");
  if (!e.SMTP_URL && (e.NOTIFY_EMAIL_TO || e.NOTIFY_EMAIL_FROM))
    throw new NotifyConfigError("Invalid configuration: NOTIFY_EMAIL_TO and NOTIFY_EMAIL_FROM need SMTP_URL");
  const ms = (value: number | undefined) => (value === undefined ? undefined : value * 1000);
  return {
    webhook: e.NOTIFY_WEBHOOK_URL ? { url: e.NOTIFY_WEBHOOK_URL, secret: e.NOTIFY_WEBHOOK_SECRET, format } : undefined,
    email: e.SMTP_URL ? { smtpUrl: e.SMTP_URL, to: e.NOTIFY_EMAIL_TO!, from: e.NOTIFY_EMAIL_FROM! } : undefined,
    tuning: { leaseMs: ms(e.OUTBOX_LEASE_SECONDS), pollMs: ms(e.OUTBOX_POLL_SECONDS), retryBaseMs: ms(e.OUTBOX_RETRY_BASE_SECONDS) },
  };
}
