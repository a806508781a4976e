// The server the browser tests run: the one `npm run build` compiled beside the pages they load
// (build/node/main.js, what `npm run serve` starts in production), so the suite tests one build,
// server and pages together. Plain JavaScript: through tsx, each start spent seconds of CPU
// transforming the server's sources, and a run starts three servers (the suite's, the ALTCHA
// test's and the inbox test's).
import { existsSync } from "node:fs";

const root = new URL("../../", import.meta.url).pathname;
const builtMain = `${root}build/node/main.js`;

/** The program and arguments that start the built server (run it from the repository's root: ./build/client is its default). */
export function builtServerCommand(): string[] {
  if (!existsSync(builtMain)) throw new Error("build/node/main.js is missing: the browser tests need a build (npm run build)");
  return [process.execPath, "--enable-source-maps", builtMain];
}
