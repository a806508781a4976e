// The server tests' global setup: compiles the commands they spawn once per run (why: see
// testing/compiled-commands.ts), removed at the end.
import type { TestProject } from "vitest/node";
import { compileCommandsForTests } from "./compiled-commands.ts";

export default async function compileCommands(project: TestProject) {
  const { compile, remove } = await compileCommandsForTests("test-commands-");
  // In watch mode the sources change between runs: compile again before each rerun.
  project.onTestsRerun(async () => {
    await compile();
  });
  return remove;
}
