-- The lead pipeline (spam screening, delivery channels and their alarm, the receipt, retention):
-- every stored lead is screened for spam before it is delivered, delivery channels are a registry
-- that processes only add to, the receipt to the visitor is a delivery channel of its own, and
-- every query a worker makes is backed by an index whatever the history or the backlog.

-- 1. Delivery channels. "Channel" now means only this: where a lead is delivered. A process adds
-- (or re-activates) the channels it serves and touches last_served_at while it serves them; only
-- the operator removes one (removed_at), and the settings of one process never remove another's.
alter table private.lead_channels rename to delivery_channels;
alter table private.delivery_channels rename column channel to name;
alter table private.delivery_channels rename constraint lead_channels_pkey to delivery_channels_pkey;
alter table private.delivery_channels drop constraint lead_channels_known;
alter table private.delivery_channels
  add constraint delivery_channels_known check (name in ('webhook', 'email', 'receipt')),
  add column added_at        timestamptz not null default now(),
  -- Null while active. Set by the operator (`leads --remove-channel`); its waiting jobs are cancelled.
  add column removed_at      timestamptz,
  -- Heartbeat: a worker serving this channel touches it every poll.
  add column last_served_at  timestamptz,
  -- The alarm: since when every attempt failed (null after a success), when the
  -- operator was told (claimed by one worker), and the last success.
  add column failing_since   timestamptz,
  add column alerted_at      timestamptz,
  add column last_success_at timestamptz;

-- 2. Delivery jobs. New statuses: 'new' (awaiting the spam screening), 'held' (spam), 'skipped'
-- (a receipt not sent, with its reason in last_error_kind), 'cancelled' (its channel removed).
alter table private.lead_deliveries drop constraint lead_deliveries_status;
alter table private.lead_deliveries
  add constraint lead_deliveries_status
    check (status in ('new', 'pending', 'held', 'skipped', 'delivered', 'failed', 'cancelled')),
  alter column status set default 'new',
  -- Giving up is counted from the first attempt (and the number of attempts), not from queueing:
  -- a worker that was down for a day must not fail every queued lead on its first 5xx.
  add column first_attempt_at timestamptz;
update private.lead_deliveries set first_attempt_at = queued_at where attempts > 0;
alter table private.lead_deliveries drop column queued_at;
-- A claim moves next_attempt_at to the lease's end, so "due" is one range on one index and a
-- claimed job is not due again until its lease ran out. Kept for what `leads` shows.
update private.lead_deliveries set next_attempt_at = locked_until where status = 'pending' and locked_until > next_attempt_at;

-- What workers claim: a channel's due jobs, oldest due first (created_at breaks ties in order).
drop index private.lead_deliveries_due_idx;
create index lead_deliveries_due_idx on private.lead_deliveries (channel, next_attempt_at, created_at) where status = 'pending';
-- What the screening step moves on: one lead's jobs awaiting it.
create index lead_deliveries_new_idx on private.lead_deliveries (submission_id) where status = 'new';
-- What `--redeliver failed` takes (few, and the operator's).
create index lead_deliveries_failed_idx on private.lead_deliveries (channel) where status = 'failed';

-- 3. The spam screening of each lead: one row per lead, written by the insert's trigger with
-- screened_at null, filled in by a worker (classifyLead in server/spam/classify-lead.ts).
create table private.lead_screenings (
  submission_id uuid primary key references public.contact_submissions (id) on delete cascade,
  screened_at   timestamptz,
  spam          boolean,
  score         real,
  reasons       text[] not null default '{}',
  -- messageFingerprint(message): "the same message from other addresses within a day".
  fingerprint   text,
  decided_by    text constraint lead_screenings_decided_by check (decided_by in ('filter', 'operator'))
);
create index lead_screenings_fingerprint_idx on private.lead_screenings (fingerprint, screened_at);
create index lead_screenings_unscreened_idx on private.lead_screenings (submission_id) where screened_at is null;

-- 4. The operator's decisions about a sender (`leads --not-spam` / `--spam`), by lower-cased address.
create table private.sender_rules (
  email_lower          text primary key,
  rule                 text not null constraint sender_rules_rule check (rule in ('allow', 'deny')),
  decided_at           timestamptz not null default now(),
  source_submission_id uuid references public.contact_submissions (id) on delete set null
);

-- A sender's leads by address, whatever its case: the screening's "receipt sent recently" and
-- "same message from other addresses", and the operator's access and erasure by address.
create index contact_submissions_email_lower_idx on public.contact_submissions (lower(email), created_at);

-- 5. The trigger: a screening row and one 'new' job per active delivery channel, in the insert's
-- transaction; then the wake-up topic (renamed: it is no "channel"). Always notified: every
-- worker screens, with or without delivery channels. The notification carries nothing.
create or replace function private.queue_lead_deliveries() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.lead_screenings (submission_id) values (new.id);
  insert into private.lead_deliveries (submission_id, channel, status)
  select new.id, c.name, 'new' from private.delivery_channels c where c.removed_at is null;
  perform pg_notify('lead_outbox_wakeup', '');
  return null;
end
$$;

-- As in 0003 and 0004: `private` belongs to its owner. Take back whatever PUBLIC or a project's
-- default privileges gave anyone else on the new tables and functions.
revoke all on all tables in schema private from public;
revoke all on all functions in schema private from public;
do $$
declare
  grant_to_revoke record;
begin
  for grant_to_revoke in
    select format('revoke all on table private.%I from %I', c.relname, r.rolname) as statement
      from pg_catalog.pg_class c
      cross join lateral aclexplode(c.relacl) a
      join pg_catalog.pg_roles r on r.oid = a.grantee
     where c.relnamespace = 'private'::regnamespace and a.grantee <> c.relowner
    union
    select format('revoke all on function private.%I(%s) from %I', p.proname, pg_get_function_identity_arguments(p.oid), r.rolname)
      from pg_catalog.pg_proc p
      cross join lateral aclexplode(p.proacl) a
      join pg_catalog.pg_roles r on r.oid = a.grantee
     where p.pronamespace = 'private'::regnamespace and a.grantee <> p.proowner
  loop
    execute grant_to_revoke.statement;
  end loop;
end
$$;
