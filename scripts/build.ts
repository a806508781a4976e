// `npm run build`: the case studies checked (check-work.ts), the site (react-router build: the client bundle and the prerendered pages), the
// favicon and social card (render-brand-files.ts), then postbuild.ts (sitemap, robots.txt, precompressed copies, the compiled server). It prints what a
// person needs: a line as each stage begins and one every 10 s while it runs (build-progress.ts), warnings and errors as they
// come (stderr), then one line saying where everything went. The bundler's progress and its hundred lines of chunk sizes
// (stdout) are kept back (in build/build.log), and shown whole if the build fails, when they may help.
//   tsx scripts/build.ts [--if-changed]
// --if-changed (what `npm start` passes): no build when the last one was made from the same sources and PUBLIC_* settings
// (build-inputs.ts).
import { writeFile } from "node:fs/promises";
import { loadEnvFile } from "../server/settings/env-file.ts";
import { buildInputsHash, forgetBuildInputs, isBuildCurrent, rememberBuildInputs } from "./build-inputs.ts";
import { bundlerPhase, runStage, runStep } from "./build-progress.ts";

const started = Date.now();
const root = new URL("../", import.meta.url).pathname;
const buildDir = new URL("../build/", import.meta.url).pathname;

// The PUBLIC_* settings from the same .env the bundler reads (vite.config.ts), hashed before anything is built.
loadEnvFile();
const inputs = buildInputsHash(root);
if (process.argv.includes("--if-changed") && isBuildCurrent(buildDir, inputs)) {
  console.log("Site unchanged since the last build (same sources and PUBLIC_* settings): not building again (npm run build forces it).");
  process.exit(0);
}
forgetBuildInputs(buildDir);

// The case studies first: a bad one stops the build with one line (scripts/check-work.ts).
const work = await runStep(process.execPath, ["--import", "tsx", "scripts/check-work.ts"]);
if (work.code !== 0) process.exit(1);
let bundlerReport = "";
const site = await runStage(
  {
    begin: "Building the site: pages, scripts and styles (about 30 s on an idle machine; the bundler's report goes to build/build.log)",
    still: "building the site",
  },
  () =>
    runStep(new URL("../node_modules/.bin/react-router", import.meta.url).pathname, ["build"], {
      quiet: true,
      onOutput: (soFar) => (bundlerReport = soFar),
      // Its whole report, whatever `npm run -s` asked of vite.config.ts's log level: kept back all the same, it feeds the heartbeat.
      env: { ...process.env, npm_config_loglevel: "notice" },
    }),
  { doing: () => bundlerPhase(bundlerReport) ?? "loading the bundler and its plugins" },
);
if (site.code !== 0) {
  process.stdout.write(site.stdout);
  console.error(`Build failed: react-router build exited with ${site.code} (its output is above).`);
  process.exit(1);
}
await writeFile(new URL("../build/build.log", import.meta.url), site.stdout);
// The favicon and the social card, in the brand's colours and name with the site's fonts: one line, cached.
const brandFiles = await runStage(
  { begin: "Drawing the favicon and the social card...", still: "drawing the favicon and the social card" },
  () => runStep(process.execPath, ["--import", "tsx", "scripts/render-brand-files.ts"]),
);
if (brandFiles.code !== 0) process.exit(1);
const post = await runStage(
  { begin: "Finishing: sitemap, robots.txt, precompressed copies and the compiled server...", still: "finishing" },
  () => runStep(process.execPath, ["--import", "tsx", "scripts/postbuild.ts"]),
);
if (post.code !== 0) process.exit(1);
rememberBuildInputs(buildDir, inputs);
console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
