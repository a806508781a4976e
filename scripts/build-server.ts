// Part of `npm run build` (called by postbuild.ts). Compiles the server's entry points to plain
// JavaScript in build/node/, so production runs them with `node` alone: no TypeScript loader at
// run time (faster start, less memory; bench/RESULTS.md).
// Dependencies stay in node_modules (not bundled): the compiled files are our code only.
//
// build/node/ sits two levels below the repository, as server/db/ does, so the paths the server
// finds by `import.meta.url` (db/migrations) are the same from the sources and from the build.
import { join, relative } from "node:path";
import { build } from "esbuild";

const repoDir = new URL("../", import.meta.url).pathname;

export const serverEntryPoints = { main: "server/main.ts", worker: "scripts/worker.ts" } as const;

/**
 * `outDir`: two levels below the repository, as build/node is (a test builds into one of its own).
 * `entryPoints`: name → source; the tests also compile the operator commands this way (testing/compiled-commands.ts).
 */
export async function buildServer(outDir = join(repoDir, "build/node"), entryPoints: Record<string, string> = serverEntryPoints) {
  await build({
    entryPoints,
    absWorkingDir: repoDir,
    outdir: outDir,
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: "node20.19",
    sourcemap: "linked",
    logLevel: "warning",
  });
  return Object.keys(entryPoints).map((name) => join(relative(repoDir, outDir), `${name}.js`));
}
