// Part of `npm run build` (called by postbuild.ts). Compiles the server's entry points to plain
// JavaScript in build/node/, so production runs them with `node` alone: no TypeScript loader at
// run time (faster start, less memory; bench/RESULTS.md).
// Dependencies stay in node_modules (not bundled): the compiled files are our code only.
//
// build/node/ sits two levels below the repository, as server/db/ does, so the paths the server
// finds by `import.meta.url` (db/migrations) are the same from the sources and from the build.
import { join } from "node:path";
import { build } from "esbuild";

const repoDir = new URL("../", import.meta.url).pathname;

export const serverEntryPoints = { main: "server/main.ts", worker: "scripts/worker.ts" } as const;

export async function buildServer() {
  await build({
    entryPoints: serverEntryPoints,
    absWorkingDir: repoDir,
    outdir: join(repoDir, "build/node"),
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: "node20.19",
    sourcemap: "linked",
    logLevel: "warning",
  });
  return Object.keys(serverEntryPoints).map((name) => `build/node/${name}.js`);
}
