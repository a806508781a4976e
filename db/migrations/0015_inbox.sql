-- The team's inbox at /inbox (server/inbox/): sign-in links, sessions, the sign-in attempts the
-- rate limits count, and the audit of every decision taken there. In the database, so that every
-- replica shares them. Secrets (a link's token, a session's id) are stored only as their SHA-256:
-- a copy of the database signs no one in.

-- One e-mailed sign-in link: single use (used_at), short-lived (expires_at).
create table private.inbox_sign_in_links (
  token_hash  bytea       primary key,
  email_lower text        not null,
  created_at  timestamptz not null,
  expires_at  timestamptz not null,
  used_at     timestamptz
);
create index inbox_sign_in_links_expires_idx on private.inbox_sign_in_links (expires_at);

-- Sign-in requests, the evidence the per-address and per-client limits are counted from. The key
-- is a hash ("address:<sha256>" or "client:<sha256>"): no address anyone typed is kept.
create table private.inbox_sign_in_attempts (
  key          text        not null,
  attempted_at timestamptz not null
);
create index inbox_sign_in_attempts_key_idx on private.inbox_sign_in_attempts (key, attempted_at desc);

-- A signed-in team member's session: idle expiry (last_seen_at) and an absolute one (expires_at).
-- csrf_token is the synchroniser token every form of the session carries.
create table private.inbox_sessions (
  id_hash      bytea       primary key,
  email_lower  text        not null,
  csrf_token   text        not null,
  created_at   timestamptz not null,
  last_seen_at timestamptz not null,
  expires_at   timestamptz not null
);
create index inbox_sessions_email_idx on private.inbox_sessions (email_lower);

-- Every decision taken in the inbox: who (the team member's address), what, when, which lead.
-- Nothing of the lead is copied; the row goes with the lead (on delete cascade), so erasing a
-- person (or the retention schedule) takes the decisions that name their leads with them.
create table private.inbox_decisions (
  id         bigint      generated always as identity primary key,
  decided_at timestamptz not null,
  decided_by text        not null,
  action     text        not null
    constraint inbox_decisions_action check (action in ('not-spam', 'spam', 'redeliver', 'export', 'erase')),
  lead_id    uuid        references public.contact_submissions (id) on delete cascade,
  -- What a decision without one lead touched, in counts only (an export's rows, an erasure's leads).
  detail     text
);
create index inbox_decisions_time_idx on private.inbox_decisions (decided_at desc);
create index inbox_decisions_lead_idx on private.inbox_decisions (lead_id);

-- As in 0006: `private` belongs to its owner. Take back whatever PUBLIC or a project's default
-- privileges gave anyone else on the new tables.
revoke all on all tables in schema private from public;
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
  loop
    execute grant_to_revoke.statement;
  end loop;
end
$$;
