// The operator's view of leads with how far each got on its way to the agency (spam verdict and
// each channel's delivery), written once for the direct path and the running server's socket.
import type { SqlDatabase } from "../db/sql-database.ts";
import type { Lead } from "./lead.ts";
import { deliveryStates, type DeliveryState } from "./delivery-jobs-store.ts";
import { borderlineSpamScore } from "../spam/reads-as-genuine.ts";

/**
 * A lead as `leads` shows it. `spam` and `spam_reasons` are the JSON output's
 * names (the operator's scripts read them): the spam check's verdict, or the operator's.
 */
export type LeadWithDeliveries = Lead & {
  spam: boolean;
  spam_reasons: string[];
  /** The filter's score (its weights added up; 1 holds a lead), null when it did not screen the lead. */
  spam_score: number | null;
  /** Whose verdict `spam` is: the filter's, the operator's (`--spam` / `--not-spam`), or none yet. */
  spam_decided_by: "filter" | "operator" | null;
  /** When the operator decided (null for the filter's verdict, or a decision older than the record of its time). */
  spam_decided_at: Date | null;
  deliveries: DeliveryState[];
};

/** Which leads a listing shows: the inbox (not spam: the default), or the spam folder (`--spam`). */
export type LeadsFolder = "inbox" | "spam";
/**
 * `id`: that one lead only (a uuid), whatever its folder. `search`: words that must each appear
 * in the name, e-mail, company or message (any letter case).
 */
export type LeadsQuery = { since?: Date; limit: number; id?: string; folder: LeadsFolder; search?: string };

/** Each word of a search as an ILIKE pattern (its % _ and \\ taken literally); null for no words. */
const searchPatterns = (search: string | undefined) => {
  const words = (search ?? "").split(/\s+/).filter(Boolean);
  return words.length === 0 ? null : words.map((word) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
};

export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/**
 * `--redeliver`: "failed", "pending" (every waiting job due now), "missing" (leads stored before
 * a channel was added, to that channel), or the id of a lead or of one delivery.
 */
export const isRedeliverTarget = (value: string) => ["failed", "pending", "missing"].includes(value) || isUuid(value);

type LeadRow = {
  id: string;
  created_at: Date;
  name: string;
  email: string;
  company: string | null;
  message: string;
  spam: boolean;
  spam_reasons: string[];
  spam_score: number | null;
  spam_decided_by: "filter" | "operator" | null;
  spam_decided_at: Date | null;
};

// A held lead's score under borderlineSpamScore is the filter's least certain verdict: the spam
// folder lists those first, so the operator reads them before the sure ones (and the filter
// delivers such a lead marked when it reads as a genuine kind: server/spam/reads-as-genuine.ts).
export { borderlineSpamScore };

/**
 * Newest first; in the spam folder, the borderline verdicts first (newest first among them), so
 * that a limit never cuts them off behind sure ones (the operator's own marks are sure, whatever the filter scored).
 * `id` shows that one lead whatever its folder. A lead not screened yet is in the inbox.
 */
export async function listLeadsWithDeliveries(
  db: SqlDatabase,
  { since, limit, id, folder, search }: LeadsQuery,
): Promise<LeadWithDeliveries[]> {
  const rows = await db.sql.query<LeadRow>(
    `select s.id, s.created_at, s.name, s.email, s.company, s.message,
            coalesce(sc.spam, false) as spam, coalesce(sc.reasons, '{}'::text[]) as spam_reasons,
            round(sc.score::numeric, 2)::float8 as spam_score, sc.decided_by as spam_decided_by, sc.decided_at as spam_decided_at
       from public.contact_submissions s
       left join private.lead_screenings sc on sc.submission_id = s.id
      where s.created_at >= coalesce($1::timestamptz, '-infinity')
        and ($3::uuid is null or s.id = $3::uuid)
        and ($3::uuid is not null or coalesce(sc.spam, false) = $4::boolean)
        and ($6::text[] is null or concat_ws(' ', s.name, s.email, s.company, s.message) ilike all ($6::text[]))
      order by ($4::boolean and coalesce(sc.score < $5::float8 and sc.decided_by is distinct from 'operator', false)) desc, s.created_at desc, s.id desc
      limit $2`,
    [since ?? null, limit, id ?? null, folder === "spam", borderlineSpamScore, searchPatterns(search)],
  );
  const states = await deliveryStates(
    db.sql,
    rows.map((row) => row.id),
  );
  return rows.map(({ created_at, ...lead }) => ({ ...lead, createdAt: created_at, deliveries: states.get(lead.id) ?? [] }));
}
