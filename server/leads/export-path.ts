// `--out` writes personal data (a lead export, everything held on a person). Inside a git checkout,
// a file git does not ignore is one `git add .` away from a commit that is pushed and kept forever
// (`npm run` starts the command in the repository's root, so `--out ann.json` lands there). Such a
// path is refused with where to write instead: outside the repository, or under exports/, which
// .gitignore ignores. The file is written whole and readable by its owner only either way.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { basename, dirname, resolve } from "node:path";

/** Why `--out file` must not be written there, or undefined when it may be. */
export function exportPathProblem(file: string, cwd = process.cwd()): string | undefined {
  const path = resolve(cwd, file);
  // git asks from the nearest folder that exists (the command creates exports/ when it writes there).
  let folder = dirname(path);
  while (!existsSync(folder)) folder = dirname(folder);
  // Exit 1: in a checkout and not ignored; 0: ignored; 128: not in a checkout (or no git): nothing to leak into.
  const ignored = spawnSync("git", ["check-ignore", "-q", "--", path], { cwd: folder, stdio: "ignore" });
  if (ignored.status !== 1) return undefined;
  return (
    `${file} would be inside the repository, where git does not ignore it: personal data one commit away from being published; ` +
    `write it outside (--out ~/${basename(path)}) or under exports/, which git ignores (--out exports/${basename(path)})`
  );
}
