-- Lead delivery: every stored lead is told to the agency on each configured channel (webhook,
-- e-mail), at least once. The jobs are written by the database in the insert's own transaction,
-- so they exist however the row arrived (our server or hosted Supabase's REST API) and are never
-- lost between "stored" and "queued". Workers (server/delivery) claim, deliver and mark them.

-- The channels that get a job for each new lead. Written by the server or `npm run worker` at
-- start from NOTIFY_* settings (the trigger cannot read environment variables), like the rate
-- limits in 0003. Several processes on one database should share one configuration: the last
-- one to start wins.
create table private.lead_channels (
  channel text primary key
    constraint lead_channels_known check (channel in ('webhook', 'email'))
);

-- One row per lead and channel. `id` is the delivery's stable id: the webhook's `webhook-id` and
-- the e-mail's Message-ID are made from it, so a receiver can drop a duplicate.
create table private.lead_deliveries (
  id              uuid primary key default gen_random_uuid(),
  -- Deleting a lead (a visitor's erasure request) deletes its deliveries with it (and TRUNCATE of
  -- contact_submissions needs CASCADE).
  submission_id   uuid not null references public.contact_submissions (id) on delete cascade,
  channel         text not null,
  status          text not null default 'pending'
    constraint lead_deliveries_status check (status in ('pending', 'delivered', 'failed')),
  -- Attempts started so far (counted at claim, so a worker that died mid-way counts too).
  attempts        integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- A claim is a lease: the claiming worker's token and how long the job is its own. A worker
  -- that dies leaves the job to whoever claims it after locked_until.
  lease           uuid,
  locked_until    timestamptz,
  -- The kind of the last failure (http-500, timeout, smtp-550, ...), never the receiver's words.
  last_error_kind text,
  delivered_at    timestamptz,
  created_at      timestamptz not null default now(),
  -- Retries stop (status failed) once a failure happens this long after queued_at: the job's
  -- creation, or the operator's last redelivery.
  queued_at       timestamptz not null default now(),
  constraint lead_deliveries_one_per_channel unique (submission_id, channel)
);
-- What workers scan: pending jobs by due time. Small, as delivered jobs leave it.
create index lead_deliveries_due_idx on private.lead_deliveries (next_attempt_at) where status = 'pending';

-- Runs after each stored lead, as the owner (anon may not see the outbox). An empty search_path
-- and qualified names, as in 0003. The notification wakes listening workers when the insert
-- commits; it carries nothing (no personal data goes through the notification system).
create function private.queue_lead_deliveries() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.lead_deliveries (submission_id, channel)
  select new.id, c.channel from private.lead_channels c;
  if found then
    perform pg_notify('lead_deliveries', '');
  end if;
  return null;
end
$$;

create trigger contact_submissions_queue_deliveries
  after insert on public.contact_submissions
  for each row execute function private.queue_lead_deliveries();

-- As in 0003: `private` belongs to its owner. Take back whatever PUBLIC or a project's default
-- privileges gave anyone else on the new tables and function.
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
