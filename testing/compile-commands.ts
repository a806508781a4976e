// Compiles the commands the tests spawn, once per run (why: see testing/compiled-commands.ts). The
// server tests' global setup is this file's default export (the browser tests run the build's
// server, e2e/support/built-server.ts, and spawn no other command of ours). Kept apart from
// testing/compiled-commands.ts, which every spawning test imports, so that no test process loads the bundler.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { buildServer } from "../scripts/build-server.ts";
import { compiledCommands, compiledCommandsVariable } from "./compiled-commands.ts";

/**
 * Compiles every command above into a new directory two levels below the repository, as build/node
 * is (the paths the code finds from import.meta.url then hold), and names it in the variable the
 * test processes inherit. The server tests' global setup calls it.
 */
export async function compileCommandsForTests(prefix: string) {
  const root = new URL("../", import.meta.url).pathname;
  mkdirSync(join(root, "build"), { recursive: true });
  const dir = mkdtempSync(join(root, "build", prefix));
  const entryPoints = Object.fromEntries(Object.entries(compiledCommands).map(([source, name]) => [name, source]));
  const compile = () => buildServer(dir, entryPoints);
  await compile();
  process.env[compiledCommandsVariable] = dir;
  return { compile, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export default async function compileCommands(project: TestProject) {
  const { compile, remove } = await compileCommandsForTests("test-commands-");
  // In watch mode the sources change between runs: compile again before each rerun.
  project.onTestsRerun(async () => {
    await compile();
  });
  return remove;
}
