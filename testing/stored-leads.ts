// What the database holds, read straight from the table as its owner: the tests' own view of what
// was stored, independent of the operator's listing (server/leads/lead-listing-store.ts), which
// they test separately. Newest first.
import type { SqlDatabase } from "../server/db/sql-database.ts";
import type { Lead, LeadRow } from "../server/leads/lead.ts";

export async function storedLeads(db: SqlDatabase, { limit, since }: { limit: number; since?: Date }): Promise<Lead[]> {
  const rows = await db.sql.query<LeadRow>(
    `select id, created_at, name, email, company, message
       from public.contact_submissions
      where created_at >= coalesce($1::timestamptz, '-infinity')
      order by created_at desc, id desc
      limit $2`,
    [since ?? null, limit],
  );
  return rows.map(({ created_at, ...lead }) => ({ ...lead, createdAt: created_at }));
}
