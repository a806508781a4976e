-- Bidi controls in a lead's one-line fields. An embedding, override or isolate (U+202A-U+202E,
-- U+2066-U+2069) or a direction mark (U+200E, U+200F) changes how the rest of a line reads: a
-- name of "Ada <U+202E>gnp.exe" shows in an e-mail subject as "Ada exe.png". No name, address or
-- company needs one, so the database refuses them there, whoever inserts the row (hosted
-- Supabase's REST API has no server of ours in front); the server refuses the same with a 400
-- naming the field (server/intake/contact-submission-input.ts). A message may quote
-- right-to-left text with them: it keeps them, and every place that shows it writes them as
-- visible codes. NOT VALID: old rows stay as they were, and are shown the same way.
alter table public.contact_submissions
  add constraint contact_submissions_name_no_bidi check (name !~ '[\u200e\u200f\u202a-\u202e\u2066-\u2069]') not valid,
  add constraint contact_submissions_email_no_bidi check (email !~ '[\u200e\u200f\u202a-\u202e\u2066-\u2069]') not valid,
  add constraint contact_submissions_company_no_bidi check (company !~ '[\u200e\u200f\u202a-\u202e\u2066-\u2069]') not valid;

-- Each recipient domain's share of the visitors' receipts. The hourly cap (AUTOREPLY_MAX_PER_HOUR)
-- counted every receipt alike, so one sender typing twenty addresses at one domain spent the
-- hour's receipts for every visitor. A receipt now records its mailbox's domain too, as a
-- SHA-256 like the mailbox (server/delivery/receipt-address.ts), and a domain gets at most a
-- quarter of the hour's receipts (server/delivery/lead-screening.ts). Rows of the last day only.
alter table private.receipts_sent add column domain_hash text;
create index receipts_sent_domain_idx on private.receipts_sent (domain_hash, sent_at);
