// Imported first by the server and by every operator command (worker, leads, backup, migrate,
// check), so that whatever they create is their user's only: the embedded database's directories,
// exports and backups of personal data, the leads socket. Files that must be owner-only are also
// created with an explicit 0600 mode, and the database directory is repaired at every start
// (server/db/owner-only-data-dir.ts), since PGlite sets some modes itself whatever the umask.
process.umask(0o077);
