-- Contact-form leads. Browsers write here with the public anon key, so anon may insert the four
-- form columns and nothing else: grants say which commands it may run, the policy which rows.
create table public.contact_submissions (
  id         uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  -- "Present" means at least one character that is not white space (tabs and newlines included).
  name       text not null
    constraint contact_submissions_name_present check (name ~ '[^[:space:]]')
    constraint contact_submissions_name_length check (char_length(name) <= 200),
  email      text not null
    constraint contact_submissions_email_length check (char_length(email) <= 254)
    -- Deliberately loose (one @, something on each side, no white space): the browser's e-mail
    -- input accepts `name@host` without a dot, and the server's validation judges the details.
    constraint contact_submissions_email_shape check (email ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
  company    text
    constraint contact_submissions_company_length check (char_length(company) <= 200),
  message    text not null
    constraint contact_submissions_message_present check (message ~ '[^[:space:]]')
    constraint contact_submissions_message_length check (char_length(message) <= 5000)
);

-- The operator's view lists the newest leads first.
create index contact_submissions_created_at_idx on public.contact_submissions (created_at desc);

alter table public.contact_submissions enable row level security;

-- Hosted projects may grant every new table in public to their API roles by default
-- (ALTER DEFAULT PRIVILEGES), so take everything back before granting the one thing anon needs.
revoke all on public.contact_submissions from public, anon;
do $$
begin
  -- Supabase's signed-in role gets the same defaults; it does not exist elsewhere.
  if exists (select from pg_catalog.pg_roles where rolname = 'authenticated') then
    revoke all on public.contact_submissions from authenticated;
  end if;
end
$$;
-- No RETURNING, no SELECT: an insert answers 201 with an empty body, as PostgREST does for anon.
grant insert (name, email, company, message) on public.contact_submissions to anon;

-- Permissive policies are OR-ed: limits go in a trigger (0003) or a restrictive policy, never beside this one.
create policy "Visitors can send a contact message" on public.contact_submissions
  for insert to anon with check (true);
