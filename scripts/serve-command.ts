// How `npm run serve` and `npm run worker` start node (package.json; serve-command.test.ts keeps
// the two in step), so that tests and benches start the compiled server exactly the same way.
//
// The three memory settings (--v8-pool-size=1, MALLOC_TRIM_THRESHOLD_, --max-old-space-size=512)
// bring PGlite's server from a 311-365 MB peak to about 225 MB under sustained load, at the same
// throughput: bench/ANALYSIS.md ("PGlite server memory under sustained load") has the measurements.

/** The node flags of `npm run serve` and `npm run worker`, before the script. */
export const serverNodeArgs = ["--enable-source-maps", "--v8-pool-size=1", "--max-old-space-size=512"] as const;

/** The environment `npm run serve` and `npm run worker` set for node (glibc reads it at start). */
export const serverNodeEnv = { MALLOC_TRIM_THRESHOLD_: "131072" } as const;

/** The package.json script that runs `file` (build/node/main.js or build/node/worker.js) this way. */
export const packageScriptFor = (file: string) =>
  `${Object.entries(serverNodeEnv)
    .map(([name, value]) => `${name}=${value} `)
    .join("")}exec node ${serverNodeArgs.join(" ")} ${file}`;

/** The command and environment to start the compiled server (or worker) as `npm run serve` does, without npm. */
export const compiledServerCommand = (file = "build/node/main.js") => ({
  command: [process.execPath, ...serverNodeArgs, file],
  env: { ...serverNodeEnv },
});
