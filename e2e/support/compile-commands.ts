// The browser tests' global setup (playwright.config.ts): compiles the commands they spawn (the
// leads listing after each stored message, the altcha test's own server) once per run, as the
// server tests' setup does (testing/compiled-commands.ts says why). Through `npm run leads`, each
// listing started npm, then tsx, then node, and transformed the import graph: 3-6 s on two busy
// cores, twice per stored message. Workers inherit the variable that names the directory.
import { compileCommandsForTests } from "../../testing/compile-commands.ts";

export default async function compileCommands() {
  const { remove } = await compileCommandsForTests("e2e-commands-");
  return remove;
}
