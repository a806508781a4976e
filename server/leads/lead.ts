// A lead: what a visitor wrote in the contact form, and the same lead once stored
// (public.contact_submissions). Declared once: the intake's checks produce LeadFields, the
// database stores them, the stores and the operator's commands read Lead.

/** What a visitor writes: the form's four fields (company null when not given). */
export type LeadFields = { name: string; email: string; company: string | null; message: string };

/** A stored lead. */
export type Lead = LeadFields & { id: string; createdAt: Date };

/** A stored lead as SQL returns it: `select id, created_at, name, email, company, message`. */
export type LeadRow = LeadFields & { id: string; created_at: Date };
