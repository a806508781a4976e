// The two ways a lead reaches the agency. A channel delivers one job or throws a DeliveryFailure
// whose `kind` is safe to log and store: a status or error code, never what the receiver said.
import nodemailer from "nodemailer";
import { Webhook } from "standardwebhooks";
import { leadEmail, slackMessage, webhookEvent } from "./lead-message.ts";
import type { EmailConfig, NotifyConfig, WebhookConfig } from "./notify-config.ts";
import type { ChannelName, ClaimedDelivery } from "./outbox-store.ts";

export class DeliveryFailure extends Error {
  override name = "DeliveryFailure";
  constructor(readonly kind: string) {
    super(kind);
  }
}

export type Channel = {
  name: ChannelName;
  deliver(job: ClaimedDelivery): Promise<void>;
  close(): Promise<void>;
};

/** No answer within this long is a failed attempt, retried later. */
export const webhookTimeoutMs = 10_000;

const errorCode = (error: unknown): string | undefined => {
  const seen = error as { code?: unknown; cause?: { code?: unknown } } | undefined;
  const code = seen?.cause?.code ?? seen?.code;
  return typeof code === "string" && /^[A-Z0-9_]{2,40}$/i.test(code) ? code : undefined;
};

export function createWebhookChannel(config: WebhookConfig): Channel {
  const signer = config.secret ? new Webhook(config.secret) : undefined;
  return {
    name: "webhook",
    async deliver(job) {
      const body = JSON.stringify(config.format === "slack" ? slackMessage(job.lead) : webhookEvent(job.lead));
      const headers: Record<string, string> = { "content-type": "application/json", "user-agent": "agency-site-lead-delivery" };
      if (signer) {
        // The job's id is the stable webhook-id: the same on every retry, so receivers can de-duplicate.
        const timestamp = new Date();
        headers["webhook-id"] = job.id;
        headers["webhook-timestamp"] = String(Math.floor(timestamp.getTime() / 1000));
        headers["webhook-signature"] = signer.sign(job.id, timestamp, body);
      }
      // Redirects are not followed: the signature and the secret are for the configured URL alone.
      let response: Response;
      try {
        response = await fetch(config.url, {
          method: "POST",
          headers,
          body,
          redirect: "manual",
          signal: AbortSignal.timeout(webhookTimeoutMs),
        });
      } catch (error) {
        const name = (error as Error | undefined)?.name;
        throw new DeliveryFailure(name === "TimeoutError" || name === "AbortError" ? "timeout" : `network-${errorCode(error) ?? "error"}`);
      }
      await response.body?.cancel().catch(() => {}); // the body is the receiver's business, not ours (nor our logs')
      if (response.status < 200 || response.status > 299) throw new DeliveryFailure(`http-${response.status}`);
    },
    close: async () => {},
  };
}

export function createEmailChannel(config: EmailConfig): Channel {
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const fromDomain = config.from.split("@")[1] ?? "localhost";
  return {
    name: "email",
    async deliver(job) {
      const mail = leadEmail(job.lead);
      try {
        await transport.sendMail({
          from: config.from,
          to: config.to,
          replyTo: mail.replyTo,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          // Stable across retries, so a mail system that saw it already may drop the copy.
          messageId: `<${job.id}@${fromDomain}>`,
          disableFileAccess: true,
          disableUrlAccess: true,
        });
      } catch (error) {
        const responseCode = (error as { responseCode?: unknown }).responseCode;
        throw new DeliveryFailure(typeof responseCode === "number" ? `smtp-${responseCode}` : `smtp-${errorCode(error) ?? "error"}`);
      }
    },
    close: async () => transport.close(),
  };
}

/** The channels the configuration names, in a fixed order. */
export function createChannels(config: NotifyConfig): Channel[] {
  return [config.webhook && createWebhookChannel(config.webhook), config.email && createEmailChannel(config.email)].filter(
    (channel) => channel !== undefined,
  );
}
