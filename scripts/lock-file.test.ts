// package-lock.json is committed complete, for every platform the dependencies ship binaries for,
// so that `npm ci` installs a fresh clone and `npm install` leaves the clone clean. A lock file
// written with only this machine's binaries, or one that no longer matches package.json, fails here
// with the command that repairs it (`npm run lock`).
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const root = new URL("../", import.meta.url).pathname;
const scratch: string[] = [];
afterEach(() => scratch.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A folder holding only copies of package.json and package-lock.json: npm never touches node_modules here. */
function copyOfManifests(): string {
  const dir = mkdtempSync(join(tmpdir(), "lock-file-"));
  scratch.push(dir);
  for (const file of ["package.json", "package-lock.json"]) copyFileSync(join(root, file), join(dir, file));
  return dir;
}

const npm = (dir: string, ...args: string[]) =>
  spawnSync("npm", [...args, "--prefer-offline", "--ignore-scripts", "--no-audit", "--no-fund"], {
    cwd: dir,
    encoding: "utf8",
    timeout: 120_000,
  });

type Manifest = { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
type Lock = { packages: Record<string, Manifest & { version?: string; optional?: boolean; os?: string[] }> };
const readJson = <T>(path: string) => JSON.parse(readFileSync(path, "utf8")) as T;

// One npm run here (the regeneration, which also fails on a lock that does not match package.json);
// the other checks read the files. npm ci's own refusal of an incomplete lock is npm's to test.
describe("package-lock.json", () => {
  it("is what npm ci installs from: it matches package.json", () => {
    const manifest = readJson<Manifest>(join(root, "package.json"));
    const lock = readJson<Lock>(join(root, "package-lock.json"));
    const fix = "package-lock.json does not match package.json: run `npm run lock` and commit it";
    expect(lock.packages[""]?.dependencies ?? {}, fix).toEqual(manifest.dependencies ?? {});
    expect(lock.packages[""]?.devDependencies ?? {}, fix).toEqual(manifest.devDependencies ?? {});
    const pinned = { ...manifest.dependencies, ...manifest.devDependencies };
    const locked = Object.fromEntries(Object.keys(pinned).map((name) => [name, lock.packages[`node_modules/${name}`]?.version]));
    expect(locked, fix).toEqual(pinned);
  });

  it("holds other platforms' binaries, which npm ci refuses to do without", () => {
    const lock = readJson<Lock>(join(root, "package-lock.json"));
    const binaries = Object.values(lock.packages).filter((entry) => entry.optional && entry.os);
    const platforms = new Set(binaries.flatMap((entry) => entry.os ?? []));
    for (const os of ["darwin", "linux", "win32"])
      expect(platforms.has(os), `no ${os} binary in package-lock.json: run \`npm run lock\` and commit it`).toBe(true);
  });

  it("is what `npm run lock` writes: regenerating it changes nothing", { timeout: 150_000 }, () => {
    const dir = copyOfManifests();
    const scripts = readJson<{ scripts: Record<string, string> }>(join(dir, "package.json")).scripts;
    expect(scripts.lock).toBe("npm install --package-lock-only --no-audit --no-fund");

    const run = npm(dir, "install", "--package-lock-only");
    expect(run.status, run.stderr).toBe(0);
    expect(readFileSync(join(dir, "package-lock.json"), "utf8")).toBe(readFileSync(join(root, "package-lock.json"), "utf8"));
  });
});
