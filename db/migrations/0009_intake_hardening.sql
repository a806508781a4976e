-- Intake hardening: what the database itself refuses or holds, so the rules stand however a row
-- arrives (our server or hosted Supabase's REST API).
--
-- 1. No control characters in a lead. A terminal acts on C0 and C1 controls (ESC, CSI U+009B,
-- OSC U+009D, ...): the operator reads leads in one. Tab and line feed may stay in the message,
-- and a carriage return only as part of CRLF; the one-line fields take none. (NUL cannot be
-- stored in text at all.) The server refuses the same with a 400 naming the field
-- (server/rest/contact-submission-input.ts). NOT VALID: old rows stay as they were; `leads`
-- shows any control character in them visibly (server/leads/visible-controls.ts).
alter table public.contact_submissions
  add constraint contact_submissions_name_no_controls check (name !~ '[\u0001-\u001f\u007f-\u009f]') not valid,
  add constraint contact_submissions_email_no_controls check (email !~ '[\u0001-\u001f\u007f-\u009f]') not valid,
  add constraint contact_submissions_company_no_controls check (company !~ '[\u0001-\u001f\u007f-\u009f]') not valid,
  add constraint contact_submissions_message_no_controls
    check (replace(message, E'\r\n', E'\n') !~ '[\u0001-\u0008\u000b-\u001f\u007f-\u009f]') not valid;

-- 2. The key a client's submissions are counted under: an IPv4 address as it is, an IPv6 address
-- by its /64 (one subscriber's allocation, which they can rotate through freely), an IPv4 address
-- written as IPv6 (::ffff:a.b.c.d) as the IPv4 address. Anything else as it was given.
create function private.contact_client_key(address text) returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  parsed inet;
begin
  if address !~ '^[0-9A-Fa-f:.]+(/[0-9]+)?$' or position(':' in address) = 0 then
    return address;
  end if;
  begin
    parsed := address::inet;
  exception when others then
    return address;
  end;
  if parsed <<= '::ffff:0.0.0.0/96'::inet then
    return host(('0.0.0.0'::inet + (parsed - '::ffff:0.0.0.0'::inet)));
  end if;
  return network(set_masklen(parsed, 64))::text;
end
$$;

-- 3. The limits. Per client: as in 0003, a 429 with Retry-After, now keyed by contact_client_key.
-- The global budget no longer refuses anyone: one actor with a dozen addresses could spend it in
-- seconds and lock every genuine visitor out. Past it, a message is stored and held for the
-- operator's review (reason 'over-global-budget'), so nothing a visitor was told "sent" is lost
-- and a flood reaches no one's inbox. The decision is handed to the queueing trigger below
-- through a transaction-local setting: a batch that crosses the budget is held whole.
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
  now_at := clock_timestamp();

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

-- 4. Queueing, as in 0006, except for a lead to hold for review: its screening is written as
-- decided (held, with the reason) and its jobs as held, so no worker delivers it and no receipt
-- goes out; the operator releases it with `leads --not-spam <id>`. Reasons: the global budget was
-- spent (above), or the server says why (request header x-hold-for-review, e.g.
-- 'no-proof-of-work' for a form posted without the CAPTCHA's proof). A caller of hosted
-- Supabase's API can set that header too, which only holds its own message.
create or replace function private.queue_lead_deliveries() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  hold text;
begin
  hold := nullif(current_setting('lead.hold_reason', true), '');
  if hold is null then
    hold := substring(nullif(current_setting('request.headers', true), '')::json ->> 'x-hold-for-review' from '^[a-z-]{1,40}$');
  end if;
  if hold is null then
    insert into private.lead_screenings (submission_id) values (new.id);
    insert into private.lead_deliveries (submission_id, channel, status)
    select new.id, c.name, 'new' from private.delivery_channels c where c.removed_at is null;
  else
    insert into private.lead_screenings (submission_id, screened_at, spam, reasons, decided_by)
    values (new.id, now(), true, array[hold], 'filter');
    insert into private.lead_deliveries (submission_id, channel, status)
    select new.id, c.name, 'held' from private.delivery_channels c where c.removed_at is null;
  end if;
  perform pg_notify('lead_outbox_wakeup', '');
  return null;
end
$$;

-- 5. The visitor's receipts (AUTOREPLY=on): which mailboxes got one, for "once a day per
-- mailbox" and the global hourly cap. A mailbox is kept only as a SHA-256 of its canonical form
-- (server/outbox/receipt-address.ts), and only for a day.
create table private.receipts_sent (
  mailbox_hash text        not null,
  sent_at      timestamptz not null default now()
);
create index receipts_sent_mailbox_idx on private.receipts_sent (mailbox_hash, sent_at);
create index receipts_sent_time_idx on private.receipts_sent (sent_at);

-- When the operator was last told the hourly cap was reached: one notice an hour at most,
-- claimed by one worker.
create table private.receipt_cap_alert (
  singleton  boolean primary key default true constraint receipt_cap_alert_one_row check (singleton),
  alerted_at timestamptz
);
insert into private.receipt_cap_alert default values;

-- As in 0003 and later: `private` belongs to its owner. Take back whatever PUBLIC or a project's
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
