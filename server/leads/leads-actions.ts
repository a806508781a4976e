// The operator's spam-folder and channel actions (`--not-spam`, `--spam`, `--remove-channel`) in
// one shape for the direct path and the socket. The SQL is the outbox's: operator-actions.ts and
// delivery-channels-store.ts.
import type { SqlSession } from "../db/sql-engine.ts";
import { channelHealth, removeDeliveryChannel } from "../outbox/delivery-channels-store.ts";
import { markLeadSpam, releaseHeldLead } from "../outbox/operator-actions.ts";
import { deliveryChannelNames, type DeliveryChannelName } from "../outbox/outbox-store.ts";

export type { DeliveryChannelName };
export const isChannelName = (name: string): name is DeliveryChannelName => (deliveryChannelNames as readonly string[]).includes(name);

/** `found`: the lead exists; `deliveries`: its jobs that changed (released to pending, or held). */
export type SpamDecision = { found: boolean; deliveries: number };
/** `servedRecently`: a server or worker served the channel within the last minutes: it re-activates it at its next poll. */
export type ChannelRemoval = { removed: boolean; cancelled: number; servedRecently: boolean };

// Well above any poll interval (a serving worker touches last_served_at on every poll).
const recentlyServedMs = 5 * 60_000;

/** `--not-spam <id>`: delivered at once; the sender's later messages are not held. */
export async function releaseLead(sql: SqlSession, id: string): Promise<SpamDecision> {
  const result = await releaseHeldLead(sql, id);
  return { found: result !== undefined, deliveries: result?.released ?? 0 };
}

/** `--spam <id>`: what is not delivered yet is held; the sender's later messages are held. */
export async function markLeadAsSpam(sql: SqlSession, id: string): Promise<SpamDecision> {
  const result = await markLeadSpam(sql, id);
  return { found: result !== undefined, deliveries: result?.held ?? 0 };
}

export async function removeChannel(sql: SqlSession, name: DeliveryChannelName): Promise<ChannelRemoval> {
  const removal = await removeDeliveryChannel(sql, name);
  const health = (await channelHealth(sql)).find((channel) => channel.name === name);
  const servedRecently = health?.lastServedAt ? Date.now() - health.lastServedAt.getTime() < recentlyServedMs : false;
  return { ...removal, servedRecently };
}
