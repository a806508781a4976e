// `npm run -s leads -- [--format table|csv|json] [--since 7d|2026-11-01] [--limit 50] [--out FILE]`
// and the operator's verbs (`--redeliver`, `--not-spam`, `--spam`, `--remove-channel`, `--person`,
// `--erase`): argv → one verb of server/leads/operator-verbs.ts → what it prints. With
// DATABASE_URL it uses PostgreSQL directly; on the embedded database it asks the running server
// over its local socket, and opens the data directory itself only when no server runs
// (server/leads/verb-transport.ts).
import "../server/owner-only-umask.ts";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { exportPathProblem } from "../server/leads/export-path.ts";
import { checkArgs, OperatorError, type OperatorVerb, type VerbInput, type VerbIo } from "../server/leads/operator-verb.ts";
import { operatorVerbs, usageText } from "../server/leads/operator-verbs.ts";
import { verbTransport } from "../server/leads/verb-transport.ts";
import { databaseName } from "../server/settings/database-name.ts";
import { loadSettings } from "../server/settings/load-settings.ts";
import { writeFileAtomically } from "../server/write-file-atomically.ts";

const [listing, ...flagVerbs] = operatorVerbs;

function fail(message: string): never {
  console.error(`leads: ${message}\n${usageText}`);
  process.exit(2);
}

// `--spam` alone opens the spam folder; `--spam <id>` marks a lead. parseArgs knows only one of
// the two, so a bare `--spam` becomes `--spam-folder` first.
function normalizeArgs(args: string[]): string[] {
  return args.map((arg, i) => (arg === "--spam" && (args[i + 1] === undefined || args[i + 1]!.startsWith("-")) ? "--spam-folder" : arg));
}

/** argv → the verb its flag names (the listing when none does) and the flags as typed. */
function readCommand(argv: string[]): { verb: OperatorVerb; input: VerbInput } {
  let values: VerbInput;
  try {
    ({ values } = parseArgs({
      args: normalizeArgs(argv),
      options: {
        format: { type: "string" },
        since: { type: "string" },
        limit: { type: "string" },
        id: { type: "string" },
        out: { type: "string" },
        "spam-folder": { type: "boolean" },
        yes: { type: "boolean" },
        help: { type: "boolean" },
        ...Object.fromEntries(flagVerbs.map((verb) => [verb.name, { type: "string" as const }])),
      },
      strict: true,
    }));
  } catch (error) {
    fail((error as Error).message);
  }
  if (values.help) {
    console.log(usageText);
    process.exit(0);
  }
  const given = flagVerbs.filter((verb) => values[verb.name] !== undefined);
  if (given.length > 1) fail(`one action at a time: --${given.map((verb) => verb.name).join(" and --")}`);
  return { verb: given[0] ?? listing!, input: values };
}

const io = (call: VerbIo["call"], database: string): VerbIo => ({
  call,
  database,
  out: (text) => void process.stdout.write(text),
  note: (line) => console.error(line),
  writeOut(file, text, what) {
    if (!file) return void process.stdout.write(text);
    const problem = exportPathProblem(file);
    if (problem) throw new OperatorError(problem, 2);
    mkdirSync(dirname(file), { recursive: true }); // exports/ the first time (owner-only: the umask above)
    writeFileAtomically(file, text);
    console.error(`leads: wrote ${what} to ${file}`);
  },
  canAsk: process.stdin.isTTY === true,
  async ask(question) {
    const prompt = createInterface({ input: process.stdin, output: process.stdout });
    try {
      return await prompt.question(question);
    } finally {
      prompt.close();
    }
  },
});

async function main() {
  const { verb, input } = readCommand(process.argv.slice(2));
  const checked = checkArgs(verb, input);
  if ("error" in checked) fail(checked.error);
  // The same schema and .env as the server, so both open the same database.
  const { url: databaseUrl, dataDir, lessonKey } = loadSettings("database").database;
  const transport = verbTransport({ databaseUrl, dataDir, lessonKey });
  try {
    await verb.command(checked.args, input, io(transport.call, databaseName({ url: databaseUrl, dataDir })));
  } finally {
    await transport.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof OperatorError && error.withUsage) fail(error.message);
  console.error(`leads: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(error instanceof OperatorError ? error.exitCode : 1);
});
