// The inbox's audit (private.inbox_decisions): every decision taken there, who took it (the
// signed-in address), what, when and on which lead, without a word of the lead itself. A row goes
// with its lead (on delete cascade): erasing a person takes the decisions that name their leads.
// The operator's command lists the same rows (`npm run -s leads -- --decisions`).
import type { SqlQueries } from "../db/sql-engine.ts";

export const decisionActions = ["not-spam", "spam", "redeliver", "export", "erase"] as const;
export type DecisionAction = (typeof decisionActions)[number];

export type InboxDecision = {
  id: number;
  decidedAt: Date;
  decidedBy: string;
  action: DecisionAction;
  /** The lead decided on; null when it was none or many (an export), or is gone (an erasure). */
  leadId: string | null;
  /** Counts only (an export's rows, an erasure's leads), never personal data. */
  detail: string | null;
};

export async function recordDecision(
  sql: SqlQueries,
  decision: { decidedBy: string; action: DecisionAction; leadId?: string | null; detail?: string | null; now: Date },
): Promise<void> {
  await sql.query(
    `insert into private.inbox_decisions (decided_at, decided_by, action, lead_id, detail)
     select $1, $2, $3, $4::uuid, $5
      where $4::uuid is null or exists (select 1 from public.contact_submissions where id = $4::uuid)`,
    [decision.now, decision.decidedBy, decision.action, decision.leadId ?? null, decision.detail ?? null],
  );
}

/** The latest decisions first; with `leadId`, that lead's only. */
export async function listDecisions(sql: SqlQueries, limit = 200, leadId?: string): Promise<InboxDecision[]> {
  const rows = await sql.query<{
    id: string | number;
    decided_at: Date;
    decided_by: string;
    action: DecisionAction;
    lead_id: string | null;
    detail: string | null;
  }>(
    `select id, decided_at, decided_by, action, lead_id, detail from private.inbox_decisions
      where $2::uuid is null or lead_id = $2::uuid
      order by decided_at desc, id desc limit $1`,
    [limit, leadId ?? null],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    decidedAt: new Date(row.decided_at),
    decidedBy: row.decided_by,
    action: row.action,
    leadId: row.lead_id,
    detail: row.detail,
  }));
}

/** The operator's table of decisions (`--decisions`): one line each, latest first. */
export function formatDecisions(decisions: readonly InboxDecision[]): string {
  const lines = decisions.map((decision) =>
    [
      `${new Date(decision.decidedAt).toISOString().slice(0, 19).replace("T", " ")}`,
      decision.decidedBy.padEnd(30),
      decision.action.padEnd(10),
      (decision.leadId ?? "-").padEnd(36),
      decision.detail ?? "",
    ]
      .join("  ")
      .trimEnd(),
  );
  const header = ["decided (UTC)      ", "by".padEnd(30), "action".padEnd(10), "lead".padEnd(36), "detail"].join("  ");
  return `${[header, "-".repeat(header.length), ...lines, "", `${decisions.length} decision${decisions.length === 1 ? "" : "s"} taken in the inbox, latest first`].join("\n")}\n`;
}
