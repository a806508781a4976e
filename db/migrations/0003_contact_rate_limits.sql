-- Abuse limits for the contact form: per client address, and a global burst budget for everyone
-- together. They live in the database so that they hold however a row arrives (our server or
-- hosted Supabase's REST API) and however many server instances share it.

-- Things the API roles must never reach. PostgREST exposes only the schemas it is configured for
-- (public); the revokes at the end keep everyone else out even if that changes.
create schema if not exists private;

-- One row, so the operator can change the limits with plain SQL (or Database.setRateLimits):
--   update private.contact_rate_limits set per_client = 10;
-- A null limit is no limit (when a CDN in front limits already, or for a load test).
create table private.contact_rate_limits (
  singleton                 boolean primary key default true
    constraint contact_rate_limits_one_row check (singleton),
  per_client                integer default 5
    constraint contact_rate_limits_per_client_positive check (per_client > 0),
  per_client_window_seconds integer not null default 600
    constraint contact_rate_limits_window_positive check (per_client_window_seconds > 0),
  global_per_minute         integer default 60
    constraint contact_rate_limits_global_positive check (global_per_minute > 0)
);
insert into private.contact_rate_limits default values;

-- Recent submissions (who and when), the evidence the limits are counted from. The trigger prunes
-- rows older than any window as it goes, so the table stays small.
create table private.contact_submission_events (
  client_address text        not null,
  submitted_at   timestamptz not null
);
create index contact_submission_events_client_idx on private.contact_submission_events (client_address, submitted_at desc);
create index contact_submission_events_time_idx on private.contact_submission_events (submitted_at desc);

-- Runs for every row inserted into contact_submissions, as the role that owns it (security
-- definer: anon may not read the events itself). An empty search_path and qualified names keep a
-- caller's objects from standing in for ours; built-ins always resolve in pg_catalog first.
create function private.enforce_contact_rate_limits() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  limits private.contact_rate_limits;
  client text;
  now_at timestamptz;
  frees_at timestamptz;
  retry_after integer;
begin
  select * into limits from private.contact_rate_limits;
  if not found then -- someone deleted the row: fall back to the defaults, and put them back
    insert into private.contact_rate_limits default values on conflict do nothing;
    select * into limits from private.contact_rate_limits;
  end if;
  if limits.per_client is null and limits.global_per_minute is null then
    return new;
  end if;

  -- The client address as PostgREST hands over the request: headers as JSON, lower-case names.
  -- Our server sends the one address it trusts; behind proxies the first entry is the client's.
  -- (A setting set earlier in the session reads back as '' once its transaction ended.)
  client := left(btrim(split_part(
    nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ',', 1)), 100);
  client := coalesce(nullif(client, ''), 'unknown');

  -- One client's inserts take turns, so two at once cannot both take the last free slot.
  -- Different clients do not wait for each other.
  if limits.per_client is not null then
    perform pg_advisory_xact_lock(hashtextextended(client, 0));
  end if;
  now_at := clock_timestamp(); -- after the wait: what we count must be what others committed meanwhile

  if limits.per_client is not null then
    -- If the client already has `per_client` submissions inside the window, the oldest of those
    -- (the per_client-th newest) is the one whose expiry frees a slot. Reading stops there, so a
    -- check costs at most `per_client` index entries.
    select e.submitted_at into frees_at
      from private.contact_submission_events e
     where e.client_address = client
       and e.submitted_at > now_at - make_interval(secs => limits.per_client_window_seconds)
     order by e.submitted_at desc
    offset limits.per_client - 1 limit 1;
    if found then
      retry_after := greatest(1, ceil(extract(epoch from
        frees_at + make_interval(secs => limits.per_client_window_seconds) - now_at)));
      -- PostgREST turns a 'PGRST' error into this HTTP status, headers and JSON body; our server does the same.
      raise sqlstate 'PGRST' using
        message = json_build_object('code', 'PT429', 'message', 'Too many contact messages from this address. Please try again later.', 'details', null, 'hint', null)::text,
        detail = json_build_object('status', 429, 'headers', json_build_object('Retry-After', retry_after::text))::text;
    end if;
  end if;

  if limits.global_per_minute is not null then
    -- Not serialized (that would make every insert wait for every other), so concurrent inserts
    -- may overshoot the budget by the number running at once: it is approximate.
    select e.submitted_at into frees_at
      from private.contact_submission_events e
     where e.submitted_at > now_at - interval '1 minute'
     order by e.submitted_at desc
    offset limits.global_per_minute - 1 limit 1;
    if found then
      retry_after := greatest(1, ceil(extract(epoch from frees_at + interval '1 minute' - now_at)));
      raise sqlstate 'PGRST' using
        message = json_build_object('code', 'PT429', 'message', 'Too many contact messages right now. Please try again in a minute.', 'details', null, 'hint', null)::text,
        detail = json_build_object('status', 429, 'headers', json_build_object('Retry-After', retry_after::text))::text;
    end if;
  end if;

  -- Rolled back with the insert if anything later refuses the row, so only stored rows count.
  insert into private.contact_submission_events (client_address, submitted_at) values (client, now_at);

  -- Prune a bounded batch of rows that no window can see any more; rows another transaction is
  -- pruning are skipped rather than waited for.
  delete from private.contact_submission_events
   where ctid = any (array(
     select ctid from private.contact_submission_events
      where submitted_at < now_at - make_interval(secs => greatest(limits.per_client_window_seconds, 60))
      limit 100
        for update skip locked));

  return new;
end
$$;

-- `private` is for its owner alone. Functions are executable by PUBLIC by default, and a
-- project's default privileges may have granted the schema, its tables or its functions to API
-- roles (anon, authenticated, ...): take back every grant to anyone but the owner.
revoke all on schema private from public;
revoke all on all tables in schema private from public;
revoke all on all functions in schema private from public;
do $$
declare
  grant_to_revoke record;
begin
  for grant_to_revoke in
    select format('revoke all on schema private from %I', r.rolname) as statement
      from pg_catalog.pg_namespace n
      cross join lateral aclexplode(n.nspacl) a
      join pg_catalog.pg_roles r on r.oid = a.grantee
     where n.nspname = 'private' and a.grantee <> n.nspowner
    union
    select format('revoke all on table private.%I from %I', c.relname, r.rolname)
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

create trigger contact_submissions_rate_limits
  before insert on public.contact_submissions
  for each row execute function private.enforce_contact_rate_limits();
