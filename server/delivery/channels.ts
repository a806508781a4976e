// The delivery channels: how a lead reaches the agency (webhook, e-mail) and how the visitor's
// receipt reaches them. A channel delivers one job within the attempt's deadline (the signal) or
// throws a DeliveryFailure whose `kind` is safe to log and store: a status or error code, never
// what the receiver said. The agency's channels also carry the operator's notices (the alarm).
import nodemailer from "nodemailer";
import type { Mail } from "nodemailer";
import { Webhook } from "standardwebhooks";
import { leadEmail, slackMessage, webhookEvent } from "./lead-message.ts";
import { configuredChannels, type EmailConfig, type NotifyConfig, type WebhookConfig } from "../settings/notifications.ts";
import type { DeliveryChannelName } from "../leads/delivery-channels.ts";
import type { ClaimedDelivery } from "../leads/delivery-jobs-store.ts";
import { receiptEmail, type ReceiptBrand } from "./receipt-message.ts";
import { noticeEmail, noticeEvent, noticeSlackMessage, type OperatorNotice } from "./operator-notice.ts";

export class DeliveryFailure extends Error {
  override name = "DeliveryFailure";
  constructor(readonly kind: string) {
    super(kind);
  }
}

export type DeliveryChannel = {
  name: DeliveryChannelName;
  /** Delivers one job; gives up when `signal` aborts (the attempt's deadline). */
  deliver(job: ClaimedDelivery, signal: AbortSignal): Promise<void>;
  /** Tells the agency something about the delivery itself (absent on the visitor's receipt). */
  notify?(notice: OperatorNotice, signal: AbortSignal): Promise<void>;
  /**
   * Attempts in flight at once on this channel at most: an SMTP pool of two connections gets
   * no more than two, so no send waits in the pool's queue while its lease runs.
   */
  maxInFlight?: number;
  close(): Promise<void>;
};

const errorCode = (error: unknown): string | undefined => {
  const seen = error as { code?: unknown; cause?: { code?: unknown } } | undefined;
  const code = seen?.cause?.code ?? seen?.code;
  return typeof code === "string" && /^[A-Z0-9_]{2,40}$/i.test(code) ? code : undefined;
};

const isAbort = (error: unknown) => {
  const name = (error as Error | undefined)?.name;
  return name === "TimeoutError" || name === "AbortError" || errorCode(error) === "EABORT";
};

export function createWebhookChannel(config: WebhookConfig): DeliveryChannel {
  const signer = config.secret ? new Webhook(config.secret) : undefined;
  const post = async (id: string, payload: unknown, signal: AbortSignal) => {
    const body = JSON.stringify(payload);
    const headers: Record<string, string> = { "content-type": "application/json", "user-agent": "agency-site-lead-delivery" };
    if (signer) {
      // The job's id is the stable webhook-id: the same on every retry, so receivers can de-duplicate.
      const timestamp = new Date();
      headers["webhook-id"] = id;
      headers["webhook-timestamp"] = String(Math.floor(timestamp.getTime() / 1000));
      headers["webhook-signature"] = signer.sign(id, timestamp, body);
    }
    // Redirects are not followed: the signature and the secret are for the configured URL alone.
    let response: Response;
    try {
      response = await fetch(config.url, { method: "POST", headers, body, redirect: "manual", signal });
    } catch (error) {
      throw new DeliveryFailure(isAbort(error) ? "timeout" : `network-${errorCode(error) ?? "error"}`);
    }
    await response.body?.cancel().catch(() => {}); // the body is the receiver's business, not ours (nor our logs')
    if (response.status < 200 || response.status > 299) throw new DeliveryFailure(`http-${response.status}`);
  };
  return {
    name: "webhook",
    deliver: (job, signal) => post(job.id, config.format === "slack" ? slackMessage(job.lead) : webhookEvent(job.lead), signal),
    notify: (notice, signal) => post(notice.id, config.format === "slack" ? noticeSlackMessage(notice) : noticeEvent(notice), signal),
    close: async () => {},
  };
}

/** The pool's connections: also the e-mail channels' attempts in flight at once (see maxInFlight). */
const smtpConnections = 2;

/**
 * A nodemailer pool for SMTP_URL. With credentials in the URL, TLS is required (smtps://, or
 * STARTTLS that the relay must offer: nodemailer alone would log in in clear when it does not),
 * unless `allowPlaintext` (SMTP_ALLOW_PLAINTEXT=1, for a relay on the same host).
 */
export function createSmtpTransport(config: EmailConfig) {
  const url = new URL(config.smtpUrl);
  const hasCredentials = url.username !== "" || url.password !== "";
  return nodemailer.createTransport({
    url: config.smtpUrl,
    pool: true,
    maxConnections: smtpConnections,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    requireTLS: hasCredentials && url.protocol === "smtp:" && !config.allowPlaintext,
  });
}

const smtpFailure = (error: unknown) => {
  if (isAbort(error)) return new DeliveryFailure("timeout");
  // The relay offers no STARTTLS (or it failed) while TLS is required: say so, not "smtp-502".
  if (errorCode(error) === "ETLS") return new DeliveryFailure("smtp-tls-required");
  const responseCode = (error as { responseCode?: unknown }).responseCode;
  return new DeliveryFailure(typeof responseCode === "number" ? `smtp-${responseCode}` : `smtp-${errorCode(error) ?? "error"}`);
};

export function createEmailChannel(config: EmailConfig): DeliveryChannel {
  const transport = createSmtpTransport(config);
  const fromDomain = config.from.split("@")[1] ?? "localhost";
  const send = async (mail: Omit<Parameters<Mail["sendMail"]>[0], "from" | "to">, signal: AbortSignal) => {
    try {
      // The signal covers the pool's queue as well as the send (nodemailer ≥ 10.6).
      await transport.sendMail({ ...mail, from: config.from, to: config.to, signal, disableFileAccess: true, disableUrlAccess: true });
    } catch (error) {
      throw smtpFailure(error);
    }
  };
  return {
    name: "email",
    maxInFlight: smtpConnections,
    async deliver(job, signal) {
      const mail = leadEmail(job.lead);
      // The Message-ID is stable across retries, so a mail system that saw it already may drop the copy.
      await send(
        { replyTo: mail.replyTo, subject: mail.subject, text: mail.text, html: mail.html, messageId: `<${job.id}@${fromDomain}>` },
        signal,
      );
    },
    async notify(notice, signal) {
      await send({ ...noticeEmail(notice), messageId: `<${notice.id}@${fromDomain}>` }, signal);
    },
    close: async () => transport.close(),
  };
}

/** The visitor's receipt (AUTOREPLY=on): one short confirmation to the address the lead gave. */
export function createReceiptChannel(config: EmailConfig, brand: ReceiptBrand): DeliveryChannel {
  const transport = createSmtpTransport(config);
  const fromDomain = config.from.split("@")[1] ?? "localhost";
  return {
    name: "receipt",
    maxInFlight: smtpConnections,
    async deliver(job, signal) {
      const mail = receiptEmail(job.lead, brand);
      if (!mail) throw new DeliveryFailure("receipt-unusable-address");
      try {
        await transport.sendMail({
          from: { name: brand.name, address: config.from },
          to: mail.to,
          replyTo: brand.contactEmail,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: `<${job.id}@${fromDomain}>`,
          // RFC 3834: an automatic reply, which other robots must not answer.
          headers: { "Auto-Submitted": "auto-replied", "X-Auto-Response-Suppress": "All" },
          signal,
          disableFileAccess: true,
          disableUrlAccess: true,
        });
      } catch (error) {
        throw smtpFailure(error);
      }
    },
    close: async () => transport.close(),
  };
}

/** How each channel is made from the configuration that turns it on (configuredChannels), keyed by channel. */
const channelMakers: Record<DeliveryChannelName, (config: NotifyConfig) => DeliveryChannel> = {
  webhook: (config) => createWebhookChannel(config.webhook!),
  email: (config) => createEmailChannel(config.email!),
  receipt: (config) => createReceiptChannel(config.email!, config.receipt!),
};

/** The channels the configuration turns on, in the order of deliveryChannelNames. */
export const createChannels = (config: NotifyConfig): DeliveryChannel[] =>
  configuredChannels(config).map((name) => channelMakers[name](config));
