// The team's decisions, each the same store call as the operator's verb (operator-verbs.ts), then
// recorded in the audit under the signed-in address: Not spam (--not-spam), Spam (--spam),
// Redeliver one failed delivery (--redeliver <delivery id>), Export (the listing's CSV) and Erase
// (--erase). What the spam filter learns from a mark is the stores' business, as it is for the CLI.
import type { SqlDatabase } from "../db/sql-database.ts";
import type { Logger } from "../logger.ts";
import { redeliver } from "../leads/delivery-jobs-store.ts";
import { gaveUp } from "../leads/delivery-status.ts";
import { listLeadsWithDeliveries, type LeadWithDeliveries, type LeadsQuery } from "../leads/lead-listing-store.ts";
import { formatLeadsCsv } from "../leads/leads-format.ts";
import { maxLeadsLimit } from "../leads/leads-query.ts";
import { markLeadSpam, releaseHeldLead } from "../leads/operator-decisions-store.ts";
import { erasePerson } from "../privacy/person-data.ts";
import { recordDecision } from "./decisions-audit-store.ts";

export function inboxDecisions(db: SqlDatabase, now: () => Date, logger?: Logger) {
  const record = (decidedBy: string, action: Parameters<typeof recordDecision>[1]["action"], leadId: string | null, detail?: string) =>
    recordDecision(db.sql, { decidedBy, action, leadId, detail, now: now() });

  return {
    /** A folder's leads (or a search's), as the CLI lists them. */
    listing: (query: LeadsQuery) => listLeadsWithDeliveries(db, query),

    /** One lead with its deliveries, whatever its folder. */
    lead: async (id: string): Promise<LeadWithDeliveries | undefined> =>
      (await listLeadsWithDeliveries(db, { id, limit: 1, folder: "inbox" }))[0],

    /** Resolves with the deliveries queued, or undefined for no such lead. */
    async notSpam(by: string, leadId: string) {
      const result = await releaseHeldLead(db.sql, leadId);
      if (result) await record(by, "not-spam", leadId);
      return result?.released;
    },

    /** Resolves with the deliveries held, or undefined for no such lead. */
    async spam(by: string, leadId: string) {
      const result = await markLeadSpam(db.sql, leadId);
      if (result) await record(by, "spam", leadId);
      return result?.held;
    },

    /** One delivery of the lead queued again; resolves with how many were (0: not the lead's, or not failed). */
    async redeliver(by: string, lead: LeadWithDeliveries, deliveryId: string) {
      if (!lead.deliveries.some((state) => state.id === deliveryId && gaveUp(state.status))) return 0;
      const requeued = await redeliver(db.sql, deliveryId);
      if (requeued > 0) await record(by, "redeliver", lead.id);
      return requeued;
    },

    /** The folder's leads (or a search's) as the CLI's CSV: its columns and its formula guard. */
    async exportCsv(by: string, query: Omit<LeadsQuery, "limit">) {
      const leads = await listLeadsWithDeliveries(db, { ...query, limit: maxLeadsLimit });
      await record(by, "export", null, `${leads.length} ${query.folder === "spam" ? "held as spam" : "leads"}`);
      return { csv: formatLeadsCsv(leads), count: leads.length };
    },

    /** Everything held on the lead's address, as --erase does; the audit keeps counts only. */
    async erase(by: string, lead: LeadWithDeliveries) {
      const counts = await erasePerson(db.sql, lead.email);
      logger?.info({ erased: counts }, "personal data erased from the inbox");
      await record(by, "erase", null, `${counts.leads} leads, ${counts.deliveries} delivery records, ${counts.senderRules} sender rules`);
      return counts;
    },
  };
}
