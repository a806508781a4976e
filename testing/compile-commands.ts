// The server tests' global setup: compiles the commands they spawn once per run (why: see
// testing/compiled-commands.ts), into a directory of its own two levels below the repository as
// build/node is (the paths the code finds from import.meta.url then hold), removed at the end.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { buildServer } from "../scripts/build-server.ts";
import { compiledCommands, compiledCommandsVariable } from "./compiled-commands.ts";

const root = new URL("../", import.meta.url).pathname;

export default async function compileCommands(project: TestProject) {
  mkdirSync(join(root, "build"), { recursive: true });
  const dir = mkdtempSync(join(root, "build", "test-commands-"));
  const entryPoints = Object.fromEntries(Object.entries(compiledCommands).map(([source, name]) => [name, source]));
  const compile = () => buildServer(dir, entryPoints);
  await compile();
  // Test processes inherit the environment: this names the directory to testing/compiled-commands.ts.
  process.env[compiledCommandsVariable] = dir;
  // In watch mode the sources change between runs: compile again before each rerun.
  project.onTestsRerun(async () => {
    await compile();
  });
  return () => rmSync(dir, { recursive: true, force: true });
}
