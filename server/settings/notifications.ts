// Where lead notifications go: a webhook (Standard Webhooks or a Slack-style `{"text"}` body),
// e-mail over SMTP, both or neither; the visitor's receipt; and the outbox's tuning. Read by the
// server and by `npm run worker`.
import { z } from "zod";
import { deliveryChannelNames, type DeliveryChannelName } from "../leads/delivery-channels.ts";
import { readPart, settingsPart, wholeNumber } from "./rules.ts";
import { runtimeSettings } from "./runtime.ts";
import { settingsError } from "./setting-error.ts";
import { siteSettings } from "./site.ts";

/** A command that prints a new Standard Webhooks secret (README and the missing-secret error). */
export const makeWebhookSecretCommand = `node -e "console.log('whsec_'+require('crypto').randomBytes(32).toString('base64'))"`;

const emailAddress = z.string().trim().email({ message: "must be an e-mail address" });
const tuningSeconds = z.coerce.number().positive().max(86_400);

/** Defaults of the tuning: 15 minutes before the alarm, a 30 s attempt under a 2 min lease, a look every 10 s, a first retry after 10 s. */
export const defaultAlertAfterMs = 15 * 60_000;
export const defaultPollMs = 10_000;
export const defaultRetryBaseMs = 10_000;
export const defaultAttemptTimeoutMs = 30_000;
export const defaultLeaseMs = 120_000;
/** Receipts per hour from every worker together (AUTOREPLY_MAX_PER_HOUR): a busy day's worth. */
export const defaultReceiptsPerHour = 20;
/** The lease must outlast the attempt's deadline this many times over: the mark needs time too. */
export const leasePerAttemptTimeout = 2;

/** The one lease rule, for the settings and for a worker built with other numbers (tests). */
export function checkOutboxLease(leaseMs: number, attemptTimeoutMs: number) {
  // An attempt that outlives its lease runs beside the next worker's attempt of the same job.
  if (leaseMs < attemptTimeoutMs * leasePerAttemptTimeout)
    throw settingsError(
      `OUTBOX_LEASE_SECONDS (${leaseMs / 1000}) must be at least ${leasePerAttemptTimeout} × OUTBOX_ATTEMPT_TIMEOUT_SECONDS (${attemptTimeoutMs / 1000})`,
    );
}

export const notificationSettings = settingsPart(
  {
    NOTIFY_WEBHOOK_URL: z
      .string()
      .trim()
      .url()
      .regex(/^https?:\/\//, "must start with http:// or https://")
      .optional(),
    // Standard Webhooks secrets are base64 after the prefix (24 to 64 random bytes).
    NOTIFY_WEBHOOK_SECRET: z
      .string()
      .trim()
      .regex(/^whsec_[A-Za-z0-9+/]{16,}={0,2}$/, "must be a whsec_… secret (base64 after the prefix)")
      .optional(),
    NOTIFY_WEBHOOK_FORMAT: z.enum(["standard", "slack"]).default("standard"),
    SMTP_URL: z
      .string()
      .trim()
      .url()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
    NOTIFY_EMAIL_TO: z
      .string()
      .transform((list) =>
        list
          .split(",")
          .map((address) => address.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().email({ message: "must be e-mail addresses, comma-separated" })).min(1))
      .optional(),
    NOTIFY_EMAIL_FROM: emailAddress.optional(),
    // Credentials in SMTP_URL need TLS (smtps://, or STARTTLS the relay must offer); "1" allows a
    // plain connection, for a relay on the same host only.
    SMTP_ALLOW_PLAINTEXT: z.enum(["0", "1"]).default("0"),
    // The visitor's receipt: "on" sends one per delivered lead; needs the e-mail settings.
    AUTOREPLY: z.enum(["on", "off"]).default("off"),
    // Receipts sent per hour by every process together; past it they are skipped and the operator is told.
    AUTOREPLY_MAX_PER_HOUR: wholeNumber(1, 100_000).default(defaultReceiptsPerHour),
    // Minutes a delivery channel fails every attempt before the operator is told.
    ALERT_AFTER_MINUTES: z.coerce.number().positive().max(10_080).optional(),
    // Tuning, mostly for tests: how long a claimed job is a worker's own, how often workers look
    // for due jobs when no wake-up came, and the first retry's delay (doubling from there).
    OUTBOX_LEASE_SECONDS: tuningSeconds.optional(),
    OUTBOX_POLL_SECONDS: tuningSeconds.optional(),
    OUTBOX_RETRY_BASE_SECONDS: tuningSeconds.optional(),
    // The deadline of one delivery attempt; the lease must be at least twice as long.
    OUTBOX_ATTEMPT_TIMEOUT_SECONDS: tuningSeconds.optional(),
  },
  (s, env) => {
    const format = s.NOTIFY_WEBHOOK_FORMAT;
    if (s.NOTIFY_WEBHOOK_URL && format === "standard" && !s.NOTIFY_WEBHOOK_SECRET)
      throw settingsError(
        `NOTIFY_WEBHOOK_SECRET (a whsec_… secret) is required with NOTIFY_WEBHOOK_URL; make one with: ${makeWebhookSecretCommand}`,
      );
    if (s.SMTP_URL && (!s.NOTIFY_EMAIL_TO || !s.NOTIFY_EMAIL_FROM))
      throw settingsError("SMTP_URL needs NOTIFY_EMAIL_TO and NOTIFY_EMAIL_FROM");
    if (!s.SMTP_URL && (s.NOTIFY_EMAIL_TO || s.NOTIFY_EMAIL_FROM))
      throw settingsError("NOTIFY_EMAIL_TO and NOTIFY_EMAIL_FROM need SMTP_URL");
    if (s.AUTOREPLY === "on" && !s.SMTP_URL)
      throw settingsError("AUTOREPLY=on needs the e-mail settings (SMTP_URL, NOTIFY_EMAIL_TO, NOTIFY_EMAIL_FROM)");
    const ms = (value: number | undefined) => (value === undefined ? undefined : value * 1000);
    const attemptTimeoutMs = ms(s.OUTBOX_ATTEMPT_TIMEOUT_SECONDS) ?? defaultAttemptTimeoutMs;
    const leaseMs = ms(s.OUTBOX_LEASE_SECONDS) ?? defaultLeaseMs;
    checkOutboxLease(leaseMs, attemptTimeoutMs);
    const site = s.AUTOREPLY === "on" ? readPart(siteSettings, env) : undefined;
    const notify: NotifyConfig = {
      webhook: s.NOTIFY_WEBHOOK_URL ? { url: s.NOTIFY_WEBHOOK_URL, secret: s.NOTIFY_WEBHOOK_SECRET, format } : undefined,
      email:
        s.SMTP_URL && s.NOTIFY_EMAIL_TO && s.NOTIFY_EMAIL_FROM
          ? { smtpUrl: s.SMTP_URL, to: s.NOTIFY_EMAIL_TO, from: s.NOTIFY_EMAIL_FROM, allowPlaintext: s.SMTP_ALLOW_PLAINTEXT === "1" }
          : undefined,
      receipt: site && { name: site.brand, contactEmail: site.email, siteUrl: site.siteUrl },
      receiptsPerHour: s.AUTOREPLY_MAX_PER_HOUR,
      tuning: {
        leaseMs,
        pollMs: ms(s.OUTBOX_POLL_SECONDS) ?? defaultPollMs,
        retryBaseMs: ms(s.OUTBOX_RETRY_BASE_SECONDS) ?? defaultRetryBaseMs,
        attemptTimeoutMs,
        alertAfterMs: s.ALERT_AFTER_MINUTES === undefined ? defaultAlertAfterMs : s.ALERT_AFTER_MINUTES * 60_000,
        // The same grace the server's HTTP shutdown has (SHUTDOWN_GRACE_SECONDS).
        stopGraceMs: readPart(runtimeSettings, env).shutdownGraceMs,
      },
    };
    return notify;
  },
);

export type WebhookConfig = { url: string; secret: string | undefined; format: "standard" | "slack" };
export type EmailConfig = { smtpUrl: string; to: string[]; from: string; allowPlaintext?: boolean };
export type OutboxTuning = {
  leaseMs: number;
  pollMs: number;
  retryBaseMs: number;
  attemptTimeoutMs: number;
  alertAfterMs: number;
  stopGraceMs: number;
};
export type NotifyConfig = {
  webhook?: WebhookConfig;
  email?: EmailConfig;
  /** Set when AUTOREPLY=on: the brand the visitor's receipt is written in. */
  receipt?: { name: string; contactEmail: string; siteUrl: string };
  /** AUTOREPLY_MAX_PER_HOUR: receipts per hour from every worker together. */
  receiptsPerHour: number;
  tuning: OutboxTuning;
};

/** Whether the configuration turns each channel on, keyed by channel: a new channel does not compile without its line. */
const channelIsConfigured: Record<DeliveryChannelName, (config: NotifyConfig) => boolean> = {
  webhook: (config) => config.webhook !== undefined,
  email: (config) => config.email !== undefined,
  // The receipt is sent through the e-mail relay.
  receipt: (config) => config.email !== undefined && config.receipt !== undefined,
};

/** The channels the configuration turns on, in the order of deliveryChannelNames. */
export const configuredChannels = (config: NotifyConfig): DeliveryChannelName[] =>
  deliveryChannelNames.filter((name) => channelIsConfigured[name](config));
