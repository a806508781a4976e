// Where lead notifications go, read from the environment: a webhook (Standard Webhooks or a
// Slack-style `{"text"}` body), e-mail over SMTP, both or neither. Self-contained so that the
// server's config and `npm run worker` read it the same way.
import { z } from "zod";
import { readSiteConfig } from "../../app/site-config.ts";
import { settingErrorLine, wholeNumber } from "../setting-errors.ts";
import type { DeliveryChannelName } from "./outbox-store.ts";
import type { ReceiptBrand } from "./receipt-message.ts";

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
  // Credentials in SMTP_URL need TLS (smtps://, or STARTTLS the relay must offer); "1" allows a
  // plain connection, for a relay on the same host only.
  SMTP_ALLOW_PLAINTEXT: optional(z.enum(["0", "1"])),
  // The visitor's receipt (issue 18.4): "on" sends one per delivered lead; needs the e-mail settings.
  AUTOREPLY: optional(z.enum(["on", "off"])),
  // Receipts sent per hour by every process together; past it they are skipped and the operator is told.
  AUTOREPLY_MAX_PER_HOUR: optional(wholeNumber(1, 100_000)),
  // Minutes a delivery channel fails every attempt before the operator is told (issue 17.10).
  ALERT_AFTER_MINUTES: optional(z.coerce.number().positive().max(10_080)),
  // The same setting the server's HTTP shutdown reads (server/config.ts): how long deliveries in
  // flight may finish on SIGTERM, here also for `npm run worker`.
  SHUTDOWN_GRACE_SECONDS: optional(z.coerce.number().min(0).max(600)),
  // Tuning, mostly for tests: how long a claimed job is a worker's own, how often workers look
  // for due jobs when no wake-up came, and the first retry's delay (doubling from there).
  OUTBOX_LEASE_SECONDS: optional(seconds),
  OUTBOX_POLL_SECONDS: optional(seconds),
  OUTBOX_RETRY_BASE_SECONDS: optional(seconds),
  // The deadline of one delivery attempt; the lease must be at least twice as long.
  OUTBOX_ATTEMPT_TIMEOUT_SECONDS: optional(seconds),
});

export type WebhookConfig = { url: string; secret: string | undefined; format: "standard" | "slack" };
export type EmailConfig = { smtpUrl: string; to: string[]; from: string; allowPlaintext?: boolean };
export type OutboxTuning = {
  leaseMs?: number;
  pollMs?: number;
  retryBaseMs?: number;
  attemptTimeoutMs?: number;
  alertAfterMs: number;
  stopGraceMs: number;
};
export type NotifyConfig = {
  webhook?: WebhookConfig;
  email?: EmailConfig;
  /** Set when AUTOREPLY=on: the brand the visitor's receipt is written in. */
  receipt?: ReceiptBrand;
  /** AUTOREPLY_MAX_PER_HOUR: receipts per hour from every worker together. */
  receiptsPerHour: number;
  tuning: OutboxTuning;
};

/** Defaults of the tuning: 15 minutes before the alarm, 10 s of stop grace (as the server's). */
export const defaultAlertAfterMs = 15 * 60_000;
export const defaultStopGraceMs = 10_000;
/** The lease must outlast the attempt's deadline this many times over: the mark needs time too. */
export const leasePerAttemptTimeout = 2;
export const defaultAttemptTimeoutMs = 30_000;
export const defaultLeaseMs = 120_000;
/** Receipts per hour from every worker together (AUTOREPLY_MAX_PER_HOUR): a busy day's worth. */
export const defaultReceiptsPerHour = 20;

export class NotifyConfigError extends Error {
  override name = "NotifyConfigError";
}

export const configuredChannels = (config: NotifyConfig): DeliveryChannelName[] =>
  [config.webhook && ("webhook" as const), config.email && ("email" as const), config.receipt && ("receipt" as const)].filter(
    (channel) => channel !== undefined,
  );

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
  if (e.AUTOREPLY === "on" && !e.SMTP_URL)
    throw new NotifyConfigError(
      "Invalid configuration: AUTOREPLY=on needs the e-mail settings (SMTP_URL, NOTIFY_EMAIL_TO, NOTIFY_EMAIL_FROM)",
    );
  const ms = (value: number | undefined) => (value === undefined ? undefined : value * 1000);
  const attemptTimeoutMs = ms(e.OUTBOX_ATTEMPT_TIMEOUT_SECONDS) ?? defaultAttemptTimeoutMs;
  const leaseMs = ms(e.OUTBOX_LEASE_SECONDS) ?? defaultLeaseMs;
  if (leaseMs < attemptTimeoutMs * leasePerAttemptTimeout)
    throw new NotifyConfigError(
      `Invalid configuration: OUTBOX_LEASE_SECONDS (${leaseMs / 1000}) must be at least ${leasePerAttemptTimeout} × OUTBOX_ATTEMPT_TIMEOUT_SECONDS (${attemptTimeoutMs / 1000})`,
    );
  const site = readSiteConfig(env);
  return {
    webhook: e.NOTIFY_WEBHOOK_URL ? { url: e.NOTIFY_WEBHOOK_URL, secret: e.NOTIFY_WEBHOOK_SECRET, format } : undefined,
    email: e.SMTP_URL
      ? { smtpUrl: e.SMTP_URL, to: e.NOTIFY_EMAIL_TO!, from: e.NOTIFY_EMAIL_FROM!, allowPlaintext: e.SMTP_ALLOW_PLAINTEXT === "1" }
      : undefined,
    receipt: e.AUTOREPLY === "on" ? { name: site.brand, contactEmail: site.email, siteUrl: site.siteUrl } : undefined,
    receiptsPerHour: e.AUTOREPLY_MAX_PER_HOUR ?? defaultReceiptsPerHour,
    tuning: {
      leaseMs,
      pollMs: ms(e.OUTBOX_POLL_SECONDS),
      retryBaseMs: ms(e.OUTBOX_RETRY_BASE_SECONDS),
      attemptTimeoutMs,
      alertAfterMs: e.ALERT_AFTER_MINUTES === undefined ? defaultAlertAfterMs : e.ALERT_AFTER_MINUTES * 60_000,
      stopGraceMs: ms(e.SHUTDOWN_GRACE_SECONDS) ?? defaultStopGraceMs,
    },
  };
}
