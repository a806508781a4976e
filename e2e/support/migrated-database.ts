// A fresh embedded database for a server the browser tests start: a copy of the migrated PGlite
// data directory the server tests keep (testing/pglite-template.ts, cached in the temporary folder
// per PGlite version and set of migrations). Creating one from nothing took the suite's server
// seconds of CPU on an idle machine and over two minutes on two busy cores, and the ALTCHA test's
// server paid it again; a copy takes a fraction of a second. What the first start does (creating
// and migrating the database) is the server tests' subject, not the browser's.
import { cpSync } from "node:fs";
import { pgliteTemplate } from "../../testing/pglite-template.ts";

/** Fills `dataDir` (which must not exist yet) with a newly migrated, empty database. */
export async function copyMigratedDatabase(dataDir: string) {
  cpSync(await pgliteTemplate(), dataDir, { recursive: true });
}
