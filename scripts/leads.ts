// `npm run -s leads -- [--format table|csv|json] [--since 7d|2026-11-01] [--limit 50] [--out FILE]`
// and the operator's verbs (`--redeliver`, `--not-spam`, `--spam`, `--remove-channel`, `--person`,
// `--erase`). What the command does is server/leads/leads-command.ts; this is its shell: the
// process's streams and terminal, and the same settings (schema and .env) as the server, so both
// open the same database. With DATABASE_URL it uses PostgreSQL directly; on the embedded database
// it asks the running server over its local socket, and opens the data directory itself only when
// no server runs (server/leads/verb-transport.ts).
import "../server/owner-only-umask.ts";
import { createInterface } from "node:readline/promises";
import { runLeadsCommand } from "../server/leads/leads-command.ts";
import { loadSettings } from "../server/settings/load-settings.ts";

process.exitCode = await runLeadsCommand(
  process.argv.slice(2),
  {
    stdout: (text) => void process.stdout.write(text),
    stderr: (text) => void process.stderr.write(text),
    canAsk: process.stdin.isTTY === true,
    async ask(question) {
      const prompt = createInterface({ input: process.stdin, output: process.stdout });
      try {
        return await prompt.question(question);
      } finally {
        prompt.close();
      }
    },
  },
  {
    database: () => {
      const { url: databaseUrl, dataDir, lessonKey } = loadSettings("database").database;
      return { databaseUrl, dataDir, lessonKey };
    },
  },
);
