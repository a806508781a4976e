// How `npm run serve` and `npm run worker` start node (package.json; serve-command.test.ts keeps
// the two in step), so that tests and benches start the compiled server exactly the same way.
//
// Memory (issue 23.4). Six rounds of 3,000 leads inserted through the REST API and delivered to a
// webhook (`npx tsx bench/outbox-scale.ts memory`, 2-core machine with 24 GB) peaked at 311 and
// 323 MB resident under `node --enable-source-maps build/node/main.js` (npm run serve before these
// settings; BENCH_MEMORY_PLAIN=1), and at 355 MB in a run while other work shared the machine: the
// 346-365 MB of the issue. Not a leak: a full GC forced after each round (node --expose-gc) left 24-31 MB of
// JavaScript heap in use through 12,000 leads. Three defaults sized for a big machine, not for this
// process, made up the difference (node build/node/main.js, each setting alone over the six rounds):
//
// - --v8-pool-size: Node starts 4 V8 background threads. At start they compile PGlite's
//   WebAssembly, each in its own glibc malloc arena, and the arenas keep what the compiler freed:
//   about 25 MB a thread, 62-107 MB at start. One thread: arenas 30-41 MB, peak 249 MB.
// - MALLOC_TRIM_THRESHOLD_: once a large block is freed glibc raises its mmap and trim thresholds
//   (up to 32 and 64 MB), after which freed memory stays in the process. A fixed threshold (which
//   also fixes the mmap threshold at 128 KB) returns it: main malloc heap 28 -> 9 MB, arenas -20
//   MB, peak 264 MB. Read by glibc only (musl and macOS ignore it).
// - --max-old-space-size: V8 derives the heap limit from the machine's memory (4 GB on 24 GB), and
//   with a limit of 2 GB or more lets the old space grow to 4x what survived the last full GC
//   before the next one (`--trace-gc-verbose`: "factor 4.0"). A 512 MB limit sets that factor to
//   1.4: the JavaScript heap levelled at 76-82 MB instead of swinging 55-133 MB, peak 282 MB. Far
//   above what the server holds (about 30 MB live); past it V8 would stop the process, as with any
//   heap limit.
//
// Together, as npm run serve runs them: peak 223-229 MB in four runs, 203-215 MB after each round
// (bench/RESULTS.md, "PGlite memory"). Throughput: two rounds each, alternated on a quiet machine,
// delivered 6,000 leads in 69.2 and 70.1 s with them against 74.5 and 70.6 s without, on 75-76
// against 76-80 CPU seconds; what they add is 35 full GCs instead of 19-23 (215 against 140-170
// ms of pauses), with half the page faults. Three back-to-back six-round pairs while other work
// shared the machine came out 7-16% slower with them; the quiet runs did not repeat that, and the
// GC and page-fault counts do not account for it.
//
// A smaller young generation (--max-semi-space-size=2 instead of 16 MB semi-spaces) made it worse
// (peak 318 MB: more objects promoted, the old space grew faster). PGlite's WebAssembly memory
// (about 22 MB resident of 128 MiB reserved) did not grow under load.

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
