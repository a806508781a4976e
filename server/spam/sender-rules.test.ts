// Sender rules lapse (issue 42, finding 7): anyone can send spam in someone's name and get their
// messages held by the operator's --spam; a rule counts for senderRuleDays after the decision.
// On both engines, screened as a worker screens.
import { beforeAll, beforeEach, expect, it } from "vitest";
import { describeOnPostgres } from "../../testing/database-engines.ts";
import { insertLead, resetOutbox, screenAsWorker } from "../../testing/outbox-kit.ts";
import { senderRuleDays } from "./sender-rules.ts";

describeOnPostgres("sender rules", (engine) => {
  const db = () => engine().db;
  const ruleDecidedDaysAgo = (email: string, rule: "allow" | "deny", days: number) =>
    db().sql.query(
      "insert into private.sender_rules (email_lower, rule, decided_at) values (lower($1), $2, now() - make_interval(days => $3::int))",
      [email, rule, days],
    );
  const screened = async (email: string) => {
    const id = await insertLead(db(), { email, message: "Could you quote a small booking site for our dental practice?" });
    return (await screenAsWorker(db().sql)).find((lead) => lead.leadId === id)!.verdict;
  };

  beforeAll(() => db().setRateLimits({ perClient: Infinity, perClientWindowSeconds: 600, globalPerMinute: Infinity }));
  beforeEach(() => resetOutbox(db()));

  it(`hold a sender's leads for ${senderRuleDays} days after the --spam, then no longer`, async () => {
    await ruleDecidedDaysAgo("recent@example.org", "deny", senderRuleDays - 1);
    await ruleDecidedDaysAgo("lapsed@example.org", "deny", senderRuleDays + 1);
    expect(await screened("recent@example.org")).toMatchObject({ spam: true, reasons: expect.arrayContaining(["sender-marked-spam"]) });
    const lapsed = await screened("lapsed@example.org");
    expect(lapsed.spam).toBe(false);
    expect(lapsed.reasons).not.toContain("sender-marked-spam");
  });

  it("count a recent allow rule as a weight (sender-trusted), and a lapsed one not at all", async () => {
    await ruleDecidedDaysAgo("trusted@example.org", "allow", 1);
    await ruleDecidedDaysAgo("once-trusted@example.org", "allow", senderRuleDays + 1);
    expect((await screened("trusted@example.org")).reasons).toContain("sender-trusted");
    expect((await screened("once-trusted@example.org")).reasons).not.toContain("sender-trusted");
  });
});
