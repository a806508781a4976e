// Applies db/migrations to the PostgreSQL at DATABASE_URL and exits: for a hosted Supabase project
// (its direct connection string), or to migrate before starting new server versions. Records what
// it applied in private.schema_migrations, as the server does at start-up, so the two never clash.
//   DATABASE_URL=postgresql://… npm run migrate
import "../server/owner-only-umask.ts";
import { migratePostgres } from "../server/db/migrate.ts";
import { loadSettings } from "../server/settings/load-settings.ts";

const databaseUrl = readDatabaseUrl();
if (!databaseUrl) {
  console.error("DATABASE_URL is not set: point it at the PostgreSQL to migrate (the embedded database migrates itself at start-up).");
  process.exit(2);
}

function readDatabaseUrl() {
  try {
    return loadSettings("database").database.url;
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

try {
  const applied = await migratePostgres(databaseUrl);
  console.log(applied.length > 0 ? `Applied ${applied.join(", ")}.` : "Nothing to apply: the database is up to date.");
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
