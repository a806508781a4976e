// Whether `npm start` must build again: a hash of what the build reads, kept beside its output.
// The build reads the sources git knows (tracked, or new and not ignored), the lock file (which
// packages), and the PUBLIC_* settings it bakes into the pages. Settings only the server reads (a
// webhook, DATABASE_URL) are not in it: adding one costs a restart, not a build. Tests, docs, the
// browser tests, the bench and the nginx configuration are not build inputs either.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const notBuildInputs = /^(docs|e2e|bench|testing|deploy)\/|\.test\.tsx?$|\.md$/;

/** The hash of the build's inputs in `root`, or undefined where git cannot list them (not a checkout: always build). */
export function buildInputsHash(root: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  let listed: string;
  try {
    listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch {
    return undefined;
  }
  const hash = createHash("sha256");
  const files = [...new Set(listed.split("\0").filter((path) => path && !notBuildInputs.test(path)))].sort();
  for (const path of files) {
    const file = join(root, path);
    // A tracked file deleted in the working tree is still listed: its absence is a change too.
    const content = existsSync(file) ? createHash("sha256").update(readFileSync(file)).digest("hex") : "deleted";
    hash.update(`${path}\0${content}\0`);
  }
  for (const name of Object.keys(env)
    .filter((key) => key.startsWith("PUBLIC_"))
    .sort())
    hash.update(`${name}=${env[name]}\0`);
  return hash.digest("hex");
}

const inputsFile = (buildDir: string) => join(buildDir, "inputs.sha256");
// What `npm run serve` needs of a build: a build interrupted before these is not current.
const outputs = (buildDir: string) => [join(buildDir, "client", "index.html"), join(buildDir, "node", "main.js")];

/** Whether `buildDir` holds a whole build made from exactly these inputs. */
export const isBuildCurrent = (buildDir: string, hash: string | undefined) =>
  hash !== undefined &&
  outputs(buildDir).every((file) => existsSync(file)) &&
  existsSync(inputsFile(buildDir)) &&
  readFileSync(inputsFile(buildDir), "utf8").trim() === hash;

/** Before building: a build that fails half-way must never count as current. */
export const forgetBuildInputs = (buildDir: string) => rmSync(inputsFile(buildDir), { force: true });

/** After a whole build: the inputs it was made from (hashed before it began, so an edit meanwhile rebuilds next time). */
export const rememberBuildInputs = (buildDir: string, hash: string | undefined) => {
  if (hash !== undefined) writeFileSync(inputsFile(buildDir), `${hash}\n`);
};
