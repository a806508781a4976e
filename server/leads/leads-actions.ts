// The operator's spam-folder and channel actions (`--not-spam`, `--spam`, `--remove-channel`) in
// one shape for the direct path and the socket. The SQL is the outbox's: operator-actions.ts and
// delivery-channels-store.ts.
import type { SqlSession } from "../db/sql-engine.ts";
import { removeDeliveryChannel } from "../outbox/delivery-channels-store.ts";
import { markLeadSpam, releaseHeldLead } from "../outbox/operator-actions.ts";
import { deliveryChannelNames, type DeliveryChannelName } from "../outbox/outbox-store.ts";

export type { DeliveryChannelName };
export const isChannelName = (name: string): name is DeliveryChannelName => (deliveryChannelNames as readonly string[]).includes(name);

/** `found`: the lead exists; `deliveries`: its jobs that changed (released to pending, or held). */
export type SpamDecision = { found: boolean; deliveries: number };
export type ChannelRemoval = { removed: boolean; cancelled: number };

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

export const removeChannel = (sql: SqlSession, name: DeliveryChannelName): Promise<ChannelRemoval> => removeDeliveryChannel(sql, name);
