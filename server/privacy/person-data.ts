// A visitor's rights over what the contact form stored about them: access (everything
// held on one address) and erasure (all of it, in one transaction). Same SQL on both engines.
//
// An address matches case-insensitively and whole: `Ann@X.com` is `ann@x.com`, but `ann@x.com`
// never matches `joann@x.com`. Both sides go through the database's lower(), as the sender
// rules' `email_lower` does, so the command and the stored rules agree on every address.
import type { SqlQueries, SqlSession } from "../db/sql-engine.ts";
import { lessonKeyOf } from "../spam/lesson-key.ts";
import { forgetSender, lessonsOfSender } from "../leads/spam-lessons-store.ts";

/** One lead with everything derived from it, as stored (column names as in the database). */
export type PersonLead = {
  id: string;
  created_at: string;
  name: string;
  email: string;
  company: string | null;
  message: string;
  /** The spam check's verdict (null: not screened yet). */
  screening: Record<string, unknown> | null;
  /** Every delivery job of the lead: channel, status, attempts, times, the last error's kind. */
  deliveries: Record<string, unknown>[];
};

/** `npm run -s leads -- --person <email>`: everything held on one address. */
export type PersonData = {
  email: string;
  leads: PersonLead[];
  /** The operator's allow (`--not-spam`) or deny (`--spam`) decisions about the address. */
  sender_rules: Record<string, unknown>[];
  /**
   * What the operator's marks of the address's leads taught the spam filter, found by the
   * sender's HMAC (server/leads/spam-lessons-store.ts): the label, when, and how many keyed words.
   */
  spam_lessons: Record<string, unknown>[];
};

/** What an erasure removed (or, before it, would remove): row counts, nothing personal. */
export type ErasureCounts = { leads: number; deliveries: number; screenings: number; senderRules: number; lessons: number };

/** Loose on purpose (as the table's check): one @, something on each side, no white space. */
export const isEmailAddress = (value: string) => value.length <= 254 && /^[^@\s]+@[^@\s]+$/.test(value);

const ofAddress = "lower(s.email) = lower($1)";

export async function personData(sql: SqlQueries, email: string): Promise<PersonData> {
  const key = lessonKeyOf(sql);
  // Lease fields are the worker's bookkeeping, not data about the person.
  const leads = await sql.query<{
    lead: Omit<PersonLead, "screening" | "deliveries">;
    screening: PersonLead["screening"];
    deliveries: PersonLead["deliveries"];
  }>(
    `select to_jsonb(s) as lead,
            (select to_jsonb(sc) - 'submission_id' from private.lead_screenings sc where sc.submission_id = s.id) as screening,
            coalesce((select jsonb_agg(to_jsonb(d) - 'submission_id' - 'lease' - 'locked_until' order by d.created_at, d.channel)
                        from private.lead_deliveries d where d.submission_id = s.id), '[]'::jsonb) as deliveries
       from public.contact_submissions s
      where ${ofAddress}
      order by s.created_at, s.id`,
    [email],
  );
  const rules = await sql.query<{ rule: Record<string, unknown> }>(
    "select to_jsonb(r) as rule from private.sender_rules r where r.email_lower = lower($1)",
    [email],
  );
  return {
    email,
    leads: leads.map((row) => ({ ...row.lead, screening: row.screening, deliveries: row.deliveries })),
    sender_rules: rules.map((row) => row.rule),
    spam_lessons: await lessonsOfSender(sql, key, email),
  };
}

/** The counts `erasePerson` would report now (for the confirmation question). */
export function erasureCounts(data: PersonData): ErasureCounts {
  return {
    leads: data.leads.length,
    deliveries: data.leads.reduce((sum, lead) => sum + lead.deliveries.length, 0),
    screenings: data.leads.filter((lead) => lead.screening !== null).length,
    senderRules: data.sender_rules.length,
    lessons: data.spam_lessons.length,
  };
}

/**
 * Deletes every lead of the address and everything derived from it (delivery jobs, spam
 * screenings, the sender rule, what the spam model learned from their messages), in one transaction: all of it or, on any failure, none. A worker
 * delivering one of those leads at that moment finds its job gone and leaves it (lease lost).
 */
export function erasePerson(sql: SqlSession, email: string): Promise<ErasureCounts> {
  const key = lessonKeyOf(sql);
  return sql.transaction(async (tx) => {
    const count = async (statement: string) => {
      const [row] = await tx.query<{ n: number }>(`with gone as (${statement} returning 1) select count(*)::int as n from gone`, [email]);
      return row?.n ?? 0;
    };
    // Lock the leads first, so a delivery or screening written meanwhile waits for this erasure.
    await tx.query(`select s.id from public.contact_submissions s where ${ofAddress} for update`, [email]);
    // Derived rows first, counted (the leads' own delete would cascade them uncounted).
    const deliveries = await count(
      `delete from private.lead_deliveries d using public.contact_submissions s where d.submission_id = s.id and ${ofAddress}`,
    );
    const screenings = await count(
      `delete from private.lead_screenings sc using public.contact_submissions s where sc.submission_id = s.id and ${ofAddress}`,
    );
    const senderRules = await count("delete from private.sender_rules where email_lower = lower($1)");
    // What their messages taught the spam model: by the sender's key, whether or not the lead is still here.
    const lessons = await forgetSender(tx, key, email);
    const leads = await count(`delete from public.contact_submissions s where ${ofAddress}`);
    return { leads, deliveries, screenings, senderRules, lessons };
  });
}
