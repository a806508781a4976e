// The operator's rule for a sender's address (`--not-spam` allows, `--spam` denies), as the
// screening reads it. Nobody verified the address a lead names: anyone can write in a trusted
// client's name, or send spam in someone's name to get their messages held. So a rule is a
// weight, not a verdict (classify-lead.ts: an allow rule takes off one strong rule's weight and
// never skips the rules), and it lapses `senderRuleDays` after the operator's decision.
import type { SqlQueries } from "../db/sql-engine.ts";

/** How long a sender rule counts after the operator's decision (the documented default; a new mark renews it). */
export const senderRuleDays = 90;

/** What an allow rule takes off a lead's score: one strong rule's weight, not everything. */
export const allowRuleWeight = -1;

/** The address's rule, if the operator decided it in the last `senderRuleDays` days. */
export async function currentSenderRule(tx: SqlQueries, email: string): Promise<"allow" | "deny" | null> {
  const [rule] = await tx.query<{ rule: "allow" | "deny" }>(
    "select rule from private.sender_rules where email_lower = lower($1) and decided_at > now() - make_interval(days => $2::int)",
    [email, senderRuleDays],
  );
  return rule?.rule ?? null;
}
