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

-- Past the global budget, a lead is no longer held silently. It used to be held without a look at
-- its words (0009), so a flood of a few dozen messages from a dozen addresses held every genuine
-- visitor's lead behind it, and nobody was told. Now it is queued as any lead, with the mark
-- 'over-global-budget' among its screening's reasons; the screening step (the worker) holds it
-- when anything in it looks like spam, and delivers it with the mark otherwise; and the worker
-- warns in the log, counts it, and tells the operator once per episode
-- (server/delivery/global-budget.ts). Replaces 0009's function; other reasons hold as before
-- (a form posted without proof of work past the budget is held, with both reasons).
create or replace function private.queue_lead_deliveries() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  hold text;
  marks text[] := '{}';
begin
  hold := nullif(current_setting('lead.hold_reason', true), '');
  -- Past the global budget: not a reason to hold, a mark for the screening.
  if hold = 'over-global-budget' then
    marks := array[hold];
    hold := null;
  end if;
  if hold is null then
    hold := substring(nullif(current_setting('request.headers', true), '')::json ->> 'x-hold-for-review' from '^[a-z-]{1,40}$');
  end if;
  if hold is null then
    insert into private.lead_screenings (submission_id, reasons) values (new.id, marks);
    insert into private.lead_deliveries (submission_id, channel, status)
    select new.id, c.name, 'new' from private.delivery_channels c where c.removed_at is null;
  else
    insert into private.lead_screenings (submission_id, screened_at, spam, reasons, decided_by)
    values (new.id, now(), true, array[hold] || marks, 'filter');
    insert into private.lead_deliveries (submission_id, channel, status)
    select new.id, c.name, 'held' from private.delivery_channels c where c.removed_at is null;
  end if;
  perform pg_notify('lead_outbox_wakeup', '');
  return null;
end
$$;

-- One notice per episode of leads past the global budget: when the last such lead was screened,
-- and when the operator was told. An episode ends after an hour without one.
create table private.global_budget_alert (
  singleton    boolean primary key default true constraint global_budget_alert_one_row check (singleton),
  last_seen_at timestamptz,
  alerted_at   timestamptz
);
insert into private.global_budget_alert default values;
revoke all on private.global_budget_alert from public;
