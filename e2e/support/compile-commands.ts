// The browser tests' global setup (playwright.config.ts): compiles the commands they spawn (the
// leads listing after each stored message, the altcha test's own server) once per run, as the
// server tests' setup does (testing/compile-commands.ts says why). Through `npm run leads`, each
// listing started npm, then tsx, then node, and transformed the import graph: 3-6 s on two busy
// cores, twice per stored message. Workers inherit the variable that names the directory.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { buildServer } from "../../scripts/build-server.ts";
import { compiledCommands, compiledCommandsVariable } from "../../testing/compiled-commands.ts";

const root = new URL("../../", import.meta.url).pathname;

export default async function compileCommands() {
  mkdirSync(join(root, "build"), { recursive: true });
  // Two levels below the repository, as build/node is: the paths the code finds from import.meta.url hold.
  const dir = mkdtempSync(join(root, "build", "e2e-commands-"));
  const entryPoints = Object.fromEntries(Object.entries(compiledCommands).map(([source, name]) => [name, source]));
  await buildServer(dir, entryPoints);
  process.env[compiledCommandsVariable] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
