// What `npm run -s leads` says above and below the list: a warning for each delivery channel whose
// alarm is raised (issue 17.10: every attempt failed for ALERT_AFTER_MINUTES and the operator was
// told), and how many messages wait in the spam folder (issue 16.4).
import type { SqlQueries } from "../db/sql-engine.ts";
import { channelHealth } from "../outbox/delivery-channels-store.ts";
import { countLeadsMissingDeliveries } from "../outbox/outbox-store.ts";

export type FailingChannel = { channel: string; failingSince: Date };
export type LeadsStatus = { heldSpam: number; failing: FailingChannel[] };
/** `leadsMissingDeliveries`: leads stored before a channel was added and never sent to it (`--redeliver missing`). */
export type LeadsStatusWithMissing = LeadsStatus & { leadsMissingDeliveries: number };

export async function leadsStatus(sql: SqlQueries): Promise<LeadsStatusWithMissing> {
  const [spam] = await sql.query<{ n: number }>("select count(*)::int as n from private.lead_screenings where spam");
  // A success clears failing_since and alerted_at (the outbox's recordChannelSuccess), and the warning with them.
  const failing = (await channelHealth(sql)).filter((channel) => channel.active && channel.failingSince && channel.alertedAt);
  return {
    heldSpam: spam?.n ?? 0,
    failing: failing.map((channel) => ({ channel: channel.name, failingSince: channel.failingSince! })),
    leadsMissingDeliveries: await countLeadsMissingDeliveries(sql),
  };
}
