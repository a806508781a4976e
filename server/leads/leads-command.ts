// `npm run -s leads -- …` as a function: argv → one verb of operator-verbs.ts → what it prints, and
// the exit code. scripts/leads.ts is the shell around it (the process's streams, its terminal, its
// settings); the tests run it in their own process with a fake I/O, so checking what the operator
// sees costs a function call rather than a process start.
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { parseArgs } from "node:util";
import { databaseName } from "../settings/database-name.ts";
import { writeFileAtomically } from "../write-file-atomically.ts";
import { exportPathProblem } from "./export-path.ts";
import { checkArgs, OperatorError, type OperatorVerb, type VerbInput, type VerbIo } from "./operator-verb.ts";
import { operatorVerbs, usageText } from "./operator-verbs.ts";
import { verbTransport, type VerbTransport } from "./verb-transport.ts";

/** The command's side of the terminal: its two streams, and a question when a person can answer. */
export type CommandIo = {
  stdout(text: string): void;
  stderr(text: string): void;
  /** Whether a person can answer a question (a terminal is attached). */
  canAsk: boolean;
  ask(question: string): Promise<string>;
};

/** Which database the command opens: what the server's settings say (DATABASE_URL, or DATA_DIR). */
export type CommandDatabase = { databaseUrl: string | undefined; dataDir: string; lessonKey?: string };

export type LeadsCommandOptions = {
  /** The database settings, read only once the arguments are valid (a mistyped flag reads no .env). */
  database: () => CommandDatabase;
  /** Where the verbs run. By default a new verb transport, closed at the end; one given is left open. */
  transport?: VerbTransport;
};

const [listing, ...flagVerbs] = operatorVerbs;

/** A mistake on the command line: one line, then the usage, exit code 2. */
class UsageError extends OperatorError {
  constructor(message: string) {
    super(message, 2, true);
  }
}

// `--spam` alone opens the spam folder; `--spam <id>` marks a lead. parseArgs knows only one of
// the two, so a bare `--spam` becomes `--spam-folder` first.
function normalizeArgs(args: readonly string[]): string[] {
  return args.map((arg, i) => (arg === "--spam" && (args[i + 1] === undefined || args[i + 1]!.startsWith("-")) ? "--spam-folder" : arg));
}

/** argv → the verb its flag names (the listing when none does) and the flags as typed; undefined for --help. */
function readCommand(argv: readonly string[]): { verb: OperatorVerb; input: VerbInput } | undefined {
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
    throw new UsageError((error as Error).message);
  }
  if (values.help) return undefined;
  const given = flagVerbs.filter((verb) => values[verb.name] !== undefined);
  if (given.length > 1) throw new UsageError(`one action at a time: --${given.map((verb) => verb.name).join(" and --")}`);
  return { verb: given[0] ?? listing!, input: values };
}

const verbIo = (io: CommandIo, call: VerbIo["call"], database: string): VerbIo => ({
  call,
  database,
  out: (text) => io.stdout(text),
  note: (line) => io.stderr(`${line}\n`),
  writeOut(file, text, what) {
    if (!file) return io.stdout(text);
    const problem = exportPathProblem(file);
    if (problem) throw new OperatorError(problem, 2);
    mkdirSync(dirname(file), { recursive: true }); // exports/ the first time (owner-only: the shell's umask)
    writeFileAtomically(file, text);
    io.stderr(`leads: wrote ${what} to ${file}\n`);
  },
  canAsk: io.canAsk,
  ask: (question) => io.ask(question),
});

/** Runs the leads command on `argv` (the arguments after `--`); resolves with its exit code. */
export async function runLeadsCommand(argv: readonly string[], io: CommandIo, options: LeadsCommandOptions): Promise<number> {
  let transport: VerbTransport | undefined;
  try {
    const command = readCommand(argv);
    if (!command) {
      io.stdout(`${usageText}\n`);
      return 0;
    }
    const checked = checkArgs(command.verb, command.input);
    if ("error" in checked) throw new UsageError(checked.error);
    const settings = options.database();
    transport = options.transport ?? verbTransport(settings);
    await command.verb.command(
      checked.args,
      command.input,
      verbIo(io, transport.call, databaseName({ url: settings.databaseUrl, dataDir: settings.dataDir })),
    );
    return 0;
  } catch (error) {
    if (error instanceof OperatorError && error.withUsage) {
      io.stderr(`leads: ${error.message}\n${usageText}\n`);
      return 2;
    }
    io.stderr(`leads: ${error instanceof Error ? error.message : String(error)}\n`);
    return error instanceof OperatorError ? error.exitCode : 1;
  } finally {
    if (transport && transport !== options.transport) await transport.close();
  }
}
