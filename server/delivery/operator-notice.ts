// What the operator is told through the agency's own delivery channels when delivery goes wrong:
// a channel failing for a while, its recovery, a lead given up on. Ids and channel
// names only: nothing a visitor typed, nothing a receiver said.
import { randomUUID } from "node:crypto";
import type { DeliveryChannelName } from "../leads/delivery-channels.ts";

export type OperatorNotice = {
  /** Stable per notice: the webhook-id, the Message-ID. */
  id: string;
  kind: "channel-failing" | "channel-recovered" | "delivery-failed" | "receipt-cap-reached" | "global-budget-passed";
  /** The channel it is about (not told through it); null: about the pipeline as a whole, told through every channel. */
  channel: DeliveryChannelName | null;
  /** One line for a person. */
  summary: string;
  at: Date;
};

const minutesSince = (since: Date, now: Date) => Math.max(1, Math.round((now.getTime() - since.getTime()) / 60_000));

export function channelFailingNotice(channel: DeliveryChannelName, failingSince: Date, now = new Date()): OperatorNotice {
  return {
    id: randomUUID(),
    kind: "channel-failing",
    channel,
    at: now,
    summary: `Lead delivery by ${channel} has failed every attempt for ${minutesSince(failingSince, now)} minutes (since ${failingSince.toISOString()}); leads wait and are retried. See npm run -s leads.`,
  };
}

export function channelRecoveredNotice(channel: DeliveryChannelName, failingSince: Date, now = new Date()): OperatorNotice {
  return {
    id: randomUUID(),
    kind: "channel-recovered",
    channel,
    at: now,
    summary: `Lead delivery by ${channel} works again after ${minutesSince(failingSince, now)} minutes; the leads that waited are being delivered now.`,
  };
}

export function deliveryFailedNotice(channel: DeliveryChannelName, deliveryId: string, leadId: string, errorKind: string): OperatorNotice {
  return {
    id: randomUUID(),
    kind: "delivery-failed",
    channel,
    at: new Date(),
    summary: `Gave up delivering lead ${leadId} by ${channel} (delivery ${deliveryId}, last error ${errorKind}). Queue it again with: npm run -s leads -- --redeliver failed`,
  };
}

/** The visitor's receipts reached their hourly cap: someone may be using the form to send mail. */
export function receiptCapNotice(perHour: number): OperatorNotice {
  return {
    id: randomUUID(),
    kind: "receipt-cap-reached",
    channel: "receipt",
    at: new Date(),
    summary: `The visitors' receipts reached their cap of ${perHour} an hour; further receipts this hour are skipped (leads are still delivered). If this is not a busy day, someone may be using the form to send mail: see npm run -s leads. The cap is AUTOREPLY_MAX_PER_HOUR.`,
  };
}

/** The Standard Webhooks event for a notice (type `lead_delivery.<kind>`). */
export const noticeEvent = (notice: OperatorNotice) => ({
  type: `lead_delivery.${notice.kind}`,
  timestamp: notice.at.toISOString(),
  data: { channel: notice.channel, summary: notice.summary },
});

export const noticeSlackMessage = (notice: OperatorNotice) => ({ text: `:warning: ${notice.summary}` });

export const noticeEmail = (notice: OperatorNotice) => ({
  subject:
    notice.kind === "channel-recovered"
      ? `Lead delivery by ${notice.channel} works again`
      : notice.kind === "receipt-cap-reached"
        ? "Visitors' receipts reached their hourly cap"
        : notice.kind === "global-budget-passed"
          ? "Contact messages arrived past the global budget"
          : notice.kind === "channel-failing"
            ? `Lead delivery by ${notice.channel} is failing`
            : `A lead could not be delivered by ${notice.channel}`,
  text: `${notice.summary}\n`,
});
