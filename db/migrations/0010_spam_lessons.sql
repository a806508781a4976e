-- What the operator's `leads --spam <id>` and `--not-spam <id>` teach this site's spam model.
--
-- A lesson is one lead the operator labelled, kept as the model reads it: the hashed feature
-- buckets of its message (word and character n-grams hashed to 2^16 numbers:
-- server/spam/spam-features.ts), no text and no address. It outlives the lead (held spam is
-- deleted after SPAM_RETENTION_DAYS; what it taught stays useful), so it names its sender only
-- by a SHA-256 of the lower-cased address: erasing a person (`leads --erase`) deletes their
-- lessons by it, and the trigger below takes their buckets out of the counts. Marking a lead the
-- other way replaces its lesson, so the first mark's contribution is undone.
create table private.spam_lessons (
  submission_id uuid primary key,
  sender_sha256 text not null,
  spam          boolean not null,
  buckets       integer[] not null,
  learned_at    timestamptz not null default now()
);
create index spam_lessons_sender_idx on private.spam_lessons (sender_sha256);

-- Per bucket, in how many of this site's lessons it occurs, of each label: what the screening
-- reads for a lead's buckets (one primary-key lookup each). Derived from spam_lessons only.
create table private.spam_learned_counts (
  bucket  integer primary key,
  spam    integer not null default 0,
  genuine integer not null default 0
);

create or replace function private.count_spam_lesson() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update private.spam_learned_counts c
       set spam = c.spam - case when old.spam then 1 else 0 end,
           genuine = c.genuine - case when old.spam then 0 else 1 end
     where c.bucket = any (old.buckets);
    delete from private.spam_learned_counts c where c.bucket = any (old.buckets) and c.spam = 0 and c.genuine = 0;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into private.spam_learned_counts (bucket, spam, genuine)
    select distinct b, case when new.spam then 1 else 0 end, case when new.spam then 0 else 1 end from unnest(new.buckets) b
    on conflict (bucket) do update
      set spam = private.spam_learned_counts.spam + excluded.spam,
          genuine = private.spam_learned_counts.genuine + excluded.genuine;
  end if;
  return null;
end
$$;

create trigger spam_lessons_counted
  after insert or update or delete on private.spam_lessons
  for each row execute function private.count_spam_lesson();

-- As in 0006: `private` belongs to its owner. Take back whatever PUBLIC or a project's default
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
