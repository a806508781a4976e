// The operator's leads command (`npm run -s leads`), run inside the test process: the same verbs
// (server/leads/operator-verbs.ts) and the same transport as scripts/leads.ts, so what a test reads
// is what the command prints. On the embedded database that transport asks the running server over
// its local socket (PGlite cannot be opened by a second process while the server holds it); on
// PostgreSQL it queries the database directly.
//
// Why not the command itself: a process per read started node and loaded the whole command, about
// a second of CPU on two busy cores, and the contact tests read the stored leads after every message.
// The command's argv parsing is covered by the server tests that run it (server/leads/leads-command.test.ts).
import { checkArgs, type VerbInput, type VerbIo } from "../../server/leads/operator-verb.ts";
import { operatorVerbs } from "../../server/leads/operator-verbs.ts";
import { verbTransport } from "../../server/leads/verb-transport.ts";
import { databaseName } from "../../server/settings/database-name.ts";

/** Which database the command reads: an embedded one (served by a running server), or PostgreSQL. */
export type LeadsDatabase =
  { dataDir: string; databaseUrl?: undefined; lessonKey?: undefined } | { databaseUrl: string; lessonKey: string };

export type LeadsCommand = {
  /**
   * Runs the command with these flags, as parseArgs reads them from the command line: `{ format: "json",
   * "spam-folder": true }` is `--format json --spam`, `{ decisions: "all" }` is `--decisions all`.
   * Resolves with what it printed; rejects with the line the command would print on failure.
   */
  run(input: VerbInput): Promise<{ stdout: string; stderr: string }>;
  close(): Promise<void>;
};

const [listing, ...flagVerbs] = operatorVerbs;

/** The verb the flags pick, as scripts/leads.ts picks it: the one whose flag is given, else the listing. */
function verbFor(input: VerbInput) {
  const given = flagVerbs.filter((verb) => input[verb.name] !== undefined);
  if (given.length > 1) throw new Error(`one action at a time: --${given.map((verb) => verb.name).join(" and --")}`);
  return given[0] ?? listing!;
}

export function openLeadsCommand(database: LeadsDatabase): LeadsCommand {
  const dataDir = database.databaseUrl === undefined ? database.dataDir : "unused";
  const transport = verbTransport({ databaseUrl: database.databaseUrl, dataDir, lessonKey: database.lessonKey });
  return {
    async run(input) {
      const verb = verbFor(input);
      const checked = checkArgs(verb, input);
      if ("error" in checked) throw new Error(`leads: ${checked.error}`);
      const printed = { stdout: "", stderr: "" };
      const io: VerbIo = {
        call: transport.call,
        database: databaseName({ url: database.databaseUrl, dataDir }),
        out: (text) => void (printed.stdout += text),
        note: (line) => void (printed.stderr += `${line}\n`),
        writeOut(file, text) {
          // A test reads what the command prints; a file would be the operator's export, not wanted here.
          if (file) throw new Error("leads: the tests' command prints, it does not write --out files");
          printed.stdout += text;
        },
        canAsk: false,
        ask: () => Promise.reject(new Error("leads: no one to answer in a test (pass --yes)")),
      };
      await verb.command(checked.args, input, io);
      return printed;
    },
    close: () => transport.close(),
  };
}
