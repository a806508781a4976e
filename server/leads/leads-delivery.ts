// The operator's view of leads with how far each got on its way to the agency, and the
// redelivery command, written once for the direct path and the running server's socket.
import type { SqlDatabase } from "../db/sql-database.ts";
import type { Lead, ListLeadsOptions } from "../db/types.ts";
import { deliveryStates, redeliver, type DeliveryState } from "../outbox/outbox-store.ts";

export type LeadWithDeliveries = Lead & { deliveries: DeliveryState[] };

export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** `--redeliver`: "failed", or the id of a lead or of one delivery. */
export type RedeliverTarget = "failed" | string;
export const isRedeliverTarget = (value: string) => value === "failed" || isUuid(value);

export async function listLeadsWithDeliveries(db: SqlDatabase, query: ListLeadsOptions): Promise<LeadWithDeliveries[]> {
  const leads = await db.listLeads(query);
  const states = await deliveryStates(
    db.sql,
    leads.map((lead) => lead.id),
  );
  return leads.map((lead) => ({ ...lead, deliveries: states.get(lead.id) ?? [] }));
}

export const redeliverLeads = (db: SqlDatabase, target: RedeliverTarget) => redeliver(db.sql, target);

/** The same leads after a trip through JSON (the socket's answer, `--format json`). */
export function leadsFromJson(json: string): LeadWithDeliveries[] {
  const date = (value: string | null) => (value === null ? null : new Date(value));
  type Wire = Omit<LeadWithDeliveries, "createdAt" | "deliveries"> & {
    createdAt: string;
    deliveries: (Omit<DeliveryState, "nextAttemptAt" | "deliveredAt"> & { nextAttemptAt: string | null; deliveredAt: string | null })[];
  };
  return (JSON.parse(json) as Wire[]).map((lead) => ({
    ...lead,
    createdAt: new Date(lead.createdAt),
    deliveries: lead.deliveries.map((state) => ({
      ...state,
      nextAttemptAt: date(state.nextAttemptAt),
      deliveredAt: date(state.deliveredAt),
    })),
  }));
}
