-- The time the rate limits count by, from one function: private.clock(). It is the wall clock
-- (clock_timestamp(), read when asked, so a wait for a client's lock is not counted as past), unless
-- the session set `app.now` to a timestamp: the tests do, to step past a window instead of sleeping
-- through it. Production never sets it. A session that cannot administer the private schema (anon
-- through PostgREST, say) is not believed, so no caller can move the window to escape a limit.
create function private.clock() returns timestamptz
language plpgsql
set search_path = ''
as $$
declare
  pretended text := nullif(current_setting('app.now', true), '');
begin
  if pretended is not null and pg_catalog.pg_has_role(session_user,
       (select n.nspowner from pg_catalog.pg_namespace n where n.nspname = 'private'), 'usage') then
    return pretended::timestamptz;
  end if;
  return pg_catalog.clock_timestamp();
end
$$;

-- The limits of 0009, counted by private.clock(); nothing else changed.
create or replace function private.enforce_contact_rate_limits() returns trigger
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
  client := left(btrim(split_part(
    nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ',', 1)), 100);
  client := coalesce(private.contact_client_key(nullif(client, '')), 'unknown');

  if limits.per_client is not null then
    perform pg_advisory_xact_lock(hashtextextended(client, 0));
  end if;
  now_at := private.clock(); -- after the wait, as in 0003: what we count must be what others committed meanwhile

  if limits.per_client is not null then
    select e.submitted_at into frees_at
      from private.contact_submission_events e
     where e.client_address = client
       and e.submitted_at > now_at - make_interval(secs => limits.per_client_window_seconds)
     order by e.submitted_at desc
    offset limits.per_client - 1 limit 1;
    if found then
      retry_after := greatest(1, ceil(extract(epoch from
        frees_at + make_interval(secs => limits.per_client_window_seconds) - now_at)));
      raise sqlstate 'PGRST' using
        message = json_build_object('code', 'PT429', 'message', 'Too many contact messages from this address. Please try again later.', 'details', null, 'hint', null)::text,
        detail = json_build_object('status', 429, 'headers', json_build_object('Retry-After', retry_after::text))::text;
    end if;
  end if;

  if limits.global_per_minute is not null then
    perform 1
      from private.contact_submission_events e
     where e.submitted_at > now_at - interval '1 minute'
     order by e.submitted_at desc
    offset limits.global_per_minute - 1 limit 1;
    if found then
      perform set_config('lead.hold_reason', 'over-global-budget', true);
    end if;
  end if;

  insert into private.contact_submission_events (client_address, submitted_at) values (client, now_at);

  delete from private.contact_submission_events
   where ctid = any (array(
     select ctid from private.contact_submission_events
      where submitted_at < now_at - make_interval(secs => greatest(limits.per_client_window_seconds, 60))
      limit 100
        for update skip locked));

  return new;
end
$$;

revoke all on function private.clock() from public;
