// `DATABASE_URL=postgres://… npm run migrate` — applies db/migrations to a PostgreSQL (for example
// a hosted Supabase project's database) without starting the server. The server applies them
// itself at start; this is for a database the server does not own.
import { migrate } from "../server/db/migrate.ts";
import { openPostgresEngine } from "../server/db/postgres-database.ts";

const databaseUrl = process.env.DATABASE_URL?.trim();
if (!databaseUrl) {
  console.error("migrate: set DATABASE_URL to the PostgreSQL to migrate (the embedded database is migrated by the server at start)");
  process.exit(2);
}
const sql = await openPostgresEngine(databaseUrl);
try {
  const applied = await migrate(sql);
  console.log(applied.length ? `migrate: applied ${applied.join(", ")}` : "migrate: already up to date");
} catch (error) {
  console.error(`migrate: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await sql.close();
}
