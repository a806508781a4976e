// A copy of the project's sources (tracked and new files, not build output) in a temporary folder,
// with node_modules linked (so the picture cache is shared and a warm build takes about a minute):
// for tests that change what an agency changes (a study's folder, a person's photograph) and build.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

const root = new URL("..", import.meta.url).pathname;

export function scratchCopy(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: root, encoding: "utf8" })
    .split("\0")
    .filter((file) => file && existsSync(join(root, file)));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(root, file), join(dir, file));
  }
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"));
  return dir;
}
