-- The role every public request runs as. Hosted Supabase already has it (PostgREST switches to it
-- for requests made with the anon key); elsewhere this creates it. It cannot log in: our server
-- switches to it with SET LOCAL ROLE inside each insert's transaction, as PostgREST does.
do $$
begin
  if not exists (select from pg_catalog.pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
    -- Switching to a role takes membership, which superusers have anyway. A non-superuser owner
    -- (a managed PostgreSQL) that just created the role may grant it to itself.
    if not (select rolsuper from pg_catalog.pg_roles where rolname = current_user) then
      execute format('grant anon to %I', current_user);
    end if;
  end if;
end
$$;

-- Lets anon name objects in public; what it may do with each one is granted table by table.
grant usage on schema public to anon;
