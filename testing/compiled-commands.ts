// Which program a test runs for one of the repository's commands (scripts/leads.ts, server/main.ts...).
//
// Why compiled: through tsx, every start of a command spent 1-2 s of CPU loading the TypeScript
// loader and transforming its import graph, and the slowest test files start the leads command or
// the server dozens of times. testing/compile-commands.ts (the server tests' global setup) compiles
// them once per test run, from the current sources, the way `npm run build` compiles the server
// (scripts/build-server.ts), and names the directory in the variable below; the tests then spawn
// plain JavaScript. Outside that setup (bench/, a script importing the helpers) they run through tsx.
// The entry points as an operator types them stay covered: some tests run `npm run -s leads`,
// `npm run backup`... or pass `{ loader: "tsx" }` (see the tests that say so).
import { join } from "node:path";

export const compiledCommandsVariable = "TEST_COMPILED_COMMANDS_DIR";

/** The commands compiled for the tests: the output file's name for each source. */
export const compiledCommands: Record<string, string> = {
  "server/main.ts": "main",
  "scripts/leads.ts": "leads",
  "scripts/worker.ts": "worker",
  "scripts/backup.ts": "backup",
};

export type Loader = "compiled" | "tsx";

/** The program and arguments that run `script` (a path from the repository's root). */
export function commandLine(script: string, loader: Loader = "compiled"): string[] {
  const dir = process.env[compiledCommandsVariable];
  const name = compiledCommands[script];
  if (loader === "compiled" && dir && name) return [process.execPath, "--enable-source-maps", join(dir, `${name}.js`)];
  return [process.execPath, "--import", "tsx", script];
}

/**
 * The run's compiled commands as a production build lays out build/node (main.js, worker.js): for
 * the tests that run the compiled server as production does. They share the global setup's output
 * rather than bundling the server again; it is the run's, so they must not change or remove it.
 */
export function compiledServerDir(): string {
  const dir = process.env[compiledCommandsVariable];
  if (!dir) throw new Error(`${compiledCommandsVariable} is not set: run this test through vitest, whose global setup compiles the server`);
  return dir;
}
