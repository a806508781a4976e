// What an operator verb is (`npm run -s leads -- --not-spam <id>`): its flag, one usage line, its
// arguments' schema, what it does on the database, and what the command prints. The command and
// the running server's socket both check arguments with the same schema, so a bad argument gives
// the same one-line error either way. The verbs themselves: operator-verbs.ts.
import type { z } from "zod";
import type { SqlDatabase } from "../db/sql-database.ts";
import type { Logger } from "../logger.ts";

/** The flags as typed (parseArgs' values): what travels to the server, and what each schema reads. */
export type VerbInput = Record<string, string | boolean | undefined>;

/** What the command's side of a verb can do: run a verb wherever the database is, and talk to the operator. */
export type VerbIo = {
  call<Result>(verb: string, input: VerbInput): Promise<Result>;
  out(text: string): void;
  /** A line for the person (stderr): kept out of the data a command writes. */
  note(line: string): void;
  /** Writes to stdout, or to `file` atomically (saying so on stderr). */
  writeOut(file: string | undefined, text: string, what: string): void;
  /** Whether a person can answer a question (a terminal is attached). */
  canAsk: boolean;
  ask(question: string): Promise<string>;
  /** The database the command reads, in words (databaseName): the listing names it below the table. */
  database: string;
};

export type OperatorVerb<Args = unknown, Result = unknown> = {
  /** The flag that picks it (`not-spam` for `--not-spam`); the listing is the verb with no flag. */
  name: string;
  /** Its `npm run -s leads -- …` usage lines, without the prefix. */
  usage: readonly string[];
  /** Its arguments, from the flags as typed. The first issue's message is the error the operator sees. */
  args: z.ZodType<Args, VerbInput>;
  /** What it does on the database (in the running server, or in the command when none runs). */
  run(db: SqlDatabase, args: Args, context: { logger?: Logger }): Promise<Result>;
  /** What the command does with it: by default, one call and a print. */
  command(args: Args, input: VerbInput, io: VerbIo): Promise<void>;
};

/** An error the operator sees as one line (`leads: …`), with the command's exit code. */
export class OperatorError extends Error {
  override name = "OperatorError";
  constructor(
    message: string,
    readonly exitCode = 1,
    /** Whether the usage text follows (the command line itself was wrong). */
    readonly withUsage = false,
  ) {
    super(message);
  }
}

export const defineVerb = <Args, Result>(verb: OperatorVerb<Args, Result>): OperatorVerb => verb as unknown as OperatorVerb;

/** The verb's arguments, or the one line that says what is wrong. */
export function checkArgs<Args>(verb: OperatorVerb<Args>, input: VerbInput): { args: Args } | { error: string } {
  const parsed = verb.args.safeParse(input);
  return parsed.success ? { args: parsed.data } : { error: parsed.error.issues[0]!.message };
}
