// Leads past the global budget (RATE_LIMIT_GLOBAL_PER_MINUTE). The database marks such a lead
// 'over-global-budget' (migration 0014) instead of refusing anyone: a flood from a dozen addresses
// must not lock genuine visitors out. Here the mark is used: the lead is held if anything in it
// looks like spam, delivered with the mark otherwise, and the operator hears of it once per
// episode, in the log, the metrics and a notice through the agency's channels.
import { randomUUID } from "node:crypto";
import type { SqlQueries } from "../db/sql-engine.ts";
import type { Logger } from "../logger.ts";
import type { SpamVerdict } from "../spam/classify-lead.ts";
import type { OperatorAlarms } from "./operator-alarms.ts";
import type { OperatorNotice } from "./operator-notice.ts";

export const overGlobalBudget = "over-global-budget";

/**
 * The verdict for a lead that came past the global budget: held when the filter holds it or any
 * rule saw something (a link, a shortener, a pitch: the `model …` reason alone is not a rule),
 * delivered otherwise; either way its reasons say it came past the budget.
 */
export function verdictPastGlobalBudget(verdict: SpamVerdict): SpamVerdict {
  const ruleFired = verdict.reasons.some((reason) => !reason.startsWith("model"));
  return { ...verdict, spam: verdict.spam || ruleFired, reasons: [...verdict.reasons, overGlobalBudget] };
}

/**
 * Records that leads past the budget were screened now. For the one worker that should tell the
 * operator (the first such lead after an hour without any starts an episode), the budget per
 * minute to name; undefined for every other.
 */
export async function claimGlobalBudgetNotice(sql: SqlQueries): Promise<{ perMinute: number | undefined } | undefined> {
  const [row] = await sql.query<{ tell: boolean; per_minute: number | null }>(
    `update private.global_budget_alert
        set alerted_at = case when last_seen_at is null or last_seen_at < now() - interval '1 hour' then now() else alerted_at end,
            last_seen_at = now()
      returning alerted_at = now() as tell, (select global_per_minute from private.contact_rate_limits limit 1) as per_minute`,
  );
  return row?.tell ? { perMinute: row.per_minute ?? undefined } : undefined;
}

/** The notice: what happened and what the operator can do. */
export function globalBudgetNotice(perMinute: number | undefined): OperatorNotice {
  return {
    id: randomUUID(),
    kind: "global-budget-passed",
    channel: null,
    at: new Date(),
    summary: `More contact messages arrived than the global budget${perMinute ? ` of ${perMinute} a minute` : ""} allows: someone may be flooding the form. Messages past it are delivered marked over-global-budget when nothing in them looks like spam, and held otherwise (npm run -s leads -- --spam). The budget is RATE_LIMIT_GLOBAL_PER_MINUTE.`,
  };
}

/**
 * After a screening batch: leads that came past the budget are a warning in the log (each batch),
 * and a notice to the operator's channels at the start of an episode (one worker of all sends it).
 */
export async function reportPastGlobalBudget(
  sql: SqlQueries,
  screened: readonly { verdict: SpamVerdict; overGlobalBudget: boolean }[],
  logger: Logger,
  alarms: Pick<OperatorAlarms, "tell">,
): Promise<void> {
  const past = screened.filter((lead) => lead.overGlobalBudget);
  if (past.length === 0) return;
  const held = past.filter((lead) => lead.verdict.spam).length;
  logger.warn({ leads: past.length, delivered: past.length - held, held }, "leads arrived past the global budget");
  const claim = await claimGlobalBudgetNotice(sql);
  if (claim) await alarms.tell(globalBudgetNotice(claim.perMinute));
}
