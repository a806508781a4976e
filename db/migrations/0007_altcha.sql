-- ALTCHA solutions already used (CAPTCHA=altcha): a solved challenge is accepted once.
-- In the database rather than in each process, so every replica refuses a solution another one
-- has accepted. The key is a hash of the challenge's signature (unique per challenge); rows are
-- kept until the challenge expires, after which the signature check refuses it anyway, and are
-- purged then (server/intake/altcha-guard.ts).
create table private.altcha_spent (
  signature_hash text primary key,
  expires_at     timestamptz not null
);
create index altcha_spent_expires_at on private.altcha_spent (expires_at);

-- As in 0003/0004: `private` belongs to its owner. Take back whatever PUBLIC or a project's
-- default privileges gave anyone else on the new table.
revoke all on table private.altcha_spent from public;
do $$
declare
  grant_to_revoke record;
begin
  for grant_to_revoke in
    select format('revoke all on table private.altcha_spent from %I', r.rolname) as statement
      from pg_catalog.pg_class c
      cross join lateral aclexplode(c.relacl) a
      join pg_catalog.pg_roles r on r.oid = a.grantee
     where c.oid = 'private.altcha_spent'::regclass and a.grantee <> c.relowner
  loop
    execute grant_to_revoke.statement;
  end loop;
end
$$;
