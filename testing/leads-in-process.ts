// The operator's leads command run in the test's own process (server/leads/leads-command.ts) with
// a fake terminal: what it printed on each stream and its exit code, the shape runScript gives for
// the real command. Starting the compiled command costs a process per call; the tests that poll the
// listing call it dozens of times. A few smoke tests still spawn the real command
// (leads-command.test.ts, privacy-command.test.ts, server-process.test.ts).
import { runLeadsCommand, type CommandDatabase } from "../server/leads/leads-command.ts";
import { verbTransport } from "../server/leads/verb-transport.ts";

export type LeadsResult = { code: number; stdout: string; stderr: string };

export type LeadsInProcess = {
  /** Runs `npm run -s leads -- <args>`; `answer` is typed at its question, as if a terminal were attached. */
  run(args: readonly string[], terminal?: { answer: string }): Promise<LeadsResult & { asked: string[] }>;
  /** Closes the database connection the runs shared (PostgreSQL, or the data directory when no server runs). */
  close(): Promise<void>;
};

/** The command on one database, with one verb transport kept open across runs, as one long-lived command would. */
export function leadsInProcess(database: CommandDatabase): LeadsInProcess {
  const transport = verbTransport(database);
  return {
    async run(args, terminal) {
      const result = { code: 0, stdout: "", stderr: "", asked: [] as string[] };
      result.code = await runLeadsCommand(
        args,
        {
          stdout: (text) => void (result.stdout += text),
          stderr: (text) => void (result.stderr += text),
          canAsk: terminal !== undefined,
          ask: async (question) => (result.asked.push(question), terminal?.answer ?? ""),
        },
        { database: () => database, transport },
      );
      return result;
    },
    close: () => transport.close(),
  };
}
