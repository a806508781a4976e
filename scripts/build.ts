// `npm run build`: the case studies checked (check-work.ts), the site (react-router build: the client bundle and the prerendered pages), the
// artwork (render-art.ts), then postbuild.ts (sitemap, robots.txt, precompressed copies, the compiled server). It prints what a
// person needs: warnings and errors as they come (stderr), then one line saying where everything
// went. The bundler's progress and its hundred lines of chunk sizes (stdout) are kept back (in
// build/build.log), and shown whole if the build fails, when they may help.
import { spawn } from "node:child_process";
import { writeFile } from "node:fs/promises";

const started = Date.now();

/** Runs a step; its stdout is kept back (`quiet`) or shown as it comes (our own steps' few lines). */
function run(command: string, args: string[], quiet = false): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", quiet ? "pipe" : "inherit", "inherit"] });
    let stdout = "";
    child.stdout?.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.once("error", reject);
    child.once("exit", (code) => resolve({ code, stdout }));
  });
}

// The case studies first: a bad one stops the build with one line (scripts/check-work.ts).
const work = await run(process.execPath, ["--import", "tsx", "scripts/check-work.ts"]);
if (work.code !== 0) process.exit(1);
console.log("Building the site: pages, scripts and styles (about 30 s on an idle machine; the bundler's report goes to build/build.log)");
const site = await run(new URL("../node_modules/.bin/react-router", import.meta.url).pathname, ["build"], true);
if (site.code !== 0) {
  process.stdout.write(site.stdout);
  console.error(`Build failed: react-router build exited with ${site.code} (its output is above).`);
  process.exit(1);
}
await writeFile(new URL("../build/build.log", import.meta.url), site.stdout);
// The artwork (app/assets/art) rendered to AVIF and WebP with the site's fonts: one line, cached.
const art = await run(process.execPath, ["--import", "tsx", "scripts/render-art.ts"]);
if (art.code !== 0) process.exit(1);
const post = await run(process.execPath, ["--import", "tsx", "scripts/postbuild.ts"]);
if (post.code !== 0) process.exit(1);
console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
