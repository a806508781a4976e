// The migrations applied to a PostgreSQL set up the way a hosted Supabase project is: the API
// roles already exist, the migration owner is not a superuser, and default privileges hand every
// new table, function and schema to anon. anon must still be able to insert and nothing more.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgresCluster, type PostgresCluster } from "../../testing/postgres-cluster.ts";
import { replyForDatabaseFailure } from "../intake/postgrest-error.ts";
import { actAsAnonSql, requestHeadersJson } from "./insert-sql.ts";
import { openDatabase } from "./open-database.ts";
import { serveDeliveryChannels } from "../leads/delivery-channels-store.ts";
import type { SqlDatabase } from "./sql-database.ts";
import { DatabaseError } from "./types.ts";
import { statusSql } from "../leads/delivery-status.ts";
import { storedLeads } from "../../testing/stored-leads.ts";

// Roughly what Supabase's images set up before any project migration runs.
const supabaseLikeSetup = `
  create role anon nologin noinherit;
  create role authenticated nologin noinherit;
  create role service_role nologin noinherit bypassrls;
  create role authenticator login noinherit;
  grant anon, authenticated, service_role to authenticator;

  -- The project's "postgres" role: owns the database and the migrations, is no superuser,
  -- and may act as the API roles.
  create role project_owner login createrole;
  grant anon, authenticated, service_role to project_owner;
  alter database postgres owner to project_owner;
  grant usage on schema public to anon, authenticated, service_role;

  -- Generous defaults, in public and (worse) in every schema.
  alter default privileges for role project_owner in schema public grant all on tables to anon, authenticated, service_role;
  alter default privileges for role project_owner in schema public grant all on functions to anon, authenticated, service_role;
  alter default privileges for role project_owner in schema public grant all on sequences to anon, authenticated, service_role;
  alter default privileges for role project_owner grant all on tables to anon, authenticated;
  alter default privileges for role project_owner grant all on functions to anon, authenticated;
  alter default privileges for role project_owner grant usage on schemas to anon, authenticated;
`;

const message = { name: "Ada", email: "ada@example.com", company: null, message: "Hello from a hosted project" };

describe("migrations on a Supabase-like PostgreSQL", () => {
  let cluster: PostgresCluster;
  let db: SqlDatabase;
  beforeAll(async () => {
    cluster = await startPostgresCluster({ setupSql: supabaseLikeSetup });
    db = await openDatabase({ databaseUrl: cluster.urlFor("project_owner"), dataDir: "unused" });
  });
  afterAll(async () => {
    await db?.close();
    await cluster?.stop();
  });

  /** One statement as `role`, the way PostgREST runs a request with that role's key. */
  const as = (role: string, text: string) =>
    db.sql
      .transaction(async (tx) => {
        await tx.query(actAsAnonSql.replace("'anon'", `'${role}'`), [requestHeadersJson({ clientAddress: "198.51.100.50" })]);
        return tx.query(text);
      })
      .then(
        () => "allowed",
        (error: unknown) => (error instanceof DatabaseError ? error.code : error),
      );

  it("uses the existing anon role, and the owner that ran them is no superuser", async () => {
    const [owner] = await db.sql.query("select current_user as name, rolsuper as superuser from pg_roles where rolname = current_user");
    expect(owner).toEqual({ name: "project_owner", superuser: false });
    const [anon] = await db.sql.query("select rolcanlogin, rolinherit from pg_roles where rolname = 'anon'");
    expect(anon).toEqual({ rolcanlogin: false, rolinherit: false });
  });

  it("lets anon insert a message, and not read, change or delete any", async () => {
    await db.insertContactSubmissions([message], { clientAddress: "198.51.100.50" });
    expect(await as("anon", "insert into public.contact_submissions (name, email, message) values ('B', 'b@example.com', 'Hi')")).toBe(
      "allowed",
    );
    expect(await as("anon", "select * from public.contact_submissions")).toBe("42501");
    expect(await as("anon", "update public.contact_submissions set message = 'x'")).toBe("42501");
    expect(await as("anon", "delete from public.contact_submissions")).toBe("42501");
    expect(await as("anon", "truncate public.contact_submissions")).toBe("42501");
    expect(await storedLeads(db, { limit: 10 })).toHaveLength(2);
  });

  it("takes back what the default privileges gave anon and authenticated", async () => {
    for (const role of ["anon", "authenticated"]) {
      expect(await as(role, "select * from private.contact_rate_limits")).toBe("42501");
      expect(await as(role, "update private.contact_rate_limits set per_client = 1000")).toBe("42501");
      expect(await as(role, "select * from private.contact_submission_events")).toBe("42501");
    }
    expect(await as("authenticated", "select * from public.contact_submissions")).toBe("42501");
    expect(await as("authenticated", "insert into public.contact_submissions (name, email, message) values ('B', 'b@e', 'Hi')")).toBe(
      "42501",
    );
    const [access] = await db.sql.query(`
      select has_schema_privilege('anon', 'private', 'USAGE') as private_usage,
             has_function_privilege('anon', 'private.enforce_contact_rate_limits()', 'EXECUTE') as trigger_execute,
             has_table_privilege('anon', 'public.contact_submissions', 'SELECT,UPDATE,DELETE,TRUNCATE,REFERENCES,TRIGGER') as other_table_rights,
             has_column_privilege('anon', 'public.contact_submissions', 'id', 'INSERT') as insert_id,
             has_column_privilege('anon', 'public.contact_submissions', 'message', 'INSERT') as insert_message`);
    expect(access).toEqual({
      private_usage: false,
      trigger_execute: false,
      other_table_rights: false,
      insert_id: false,
      insert_message: true,
    });
  });

  it("queues lead deliveries for anon's insert, and keeps the outbox out of the API roles' reach", async () => {
    await serveDeliveryChannels(db.sql, ["webhook"]);
    expect(await as("anon", "insert into public.contact_submissions (name, email, message) values ('Queued', 'q@example.com', 'Hi')")).toBe(
      "allowed",
    );
    const [queued] = await db.sql.query(
      "select count(*)::int as jobs from private.lead_deliveries d join public.contact_submissions s on s.id = d.submission_id where s.name = 'Queued'",
    );
    expect(queued).toEqual({ jobs: 1 });
    for (const role of ["anon", "authenticated"]) {
      expect(await as(role, "select * from private.lead_deliveries")).toBe("42501");
      expect(await as(role, `update private.lead_deliveries set status = ${statusSql.delivered}`)).toBe("42501");
      expect(await as(role, "delete from private.delivery_channels")).toBe("42501");
      expect(await as(role, "insert into private.delivery_channels (name) values ('email')")).toBe("42501");
    }
    const [access] = await db.sql.query(
      "select has_function_privilege('anon', 'private.queue_lead_deliveries()', 'EXECUTE') as anon_execute, has_table_privilege('authenticated', 'private.lead_deliveries', 'SELECT') as authenticated_select",
    );
    expect(access).toEqual({ anon_execute: false, authenticated_select: false });
  });

  it("enforces the rate limit with a trigger owned by a role that is no superuser", async () => {
    await db.setRateLimits({ perClient: 1, perClientWindowSeconds: 600, globalPerMinute: 1000 });
    await db.insertContactSubmissions([message], { clientAddress: "198.51.100.77" });
    const failure = await db.insertContactSubmissions([message], { clientAddress: "198.51.100.77" }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DatabaseError);
    expect(replyForDatabaseFailure(failure)).toMatchObject({ status: 429, headers: { "Retry-After": expect.any(String) } });
  });
});
