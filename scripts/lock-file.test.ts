// package-lock.json is committed complete, for every platform the dependencies ship binaries for,
// so that `npm ci` installs a fresh clone and `npm install` leaves the clone clean. A lock file
// written with only this machine's binaries, or one that no longer matches package.json, fails here
// with the command that repairs it (`npm run lock`).
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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

type Lock = { packages: Record<string, { optional?: boolean; os?: string[] }> };
const readLock = (dir: string) => JSON.parse(readFileSync(join(dir, "package-lock.json"), "utf8")) as Lock;

describe("package-lock.json", () => {
  it("is what npm ci installs from: it matches package.json", { timeout: 150_000 }, () => {
    const run = npm(copyOfManifests(), "ci", "--dry-run");
    expect(run.stderr, "package-lock.json does not match package.json: run `npm run lock` and commit it").not.toMatch(/npm error/);
    expect(run.status).toBe(0);
  });

  it("holds other platforms' binaries, which npm ci refuses to do without", { timeout: 150_000 }, () => {
    const dir = copyOfManifests();
    const lock = readLock(dir);
    const otherPlatform = Object.keys(lock.packages).find((path) => lock.packages[path]?.os?.includes("darwin"));
    expect(otherPlatform, "no macOS binary in package-lock.json: run `npm run lock` and commit it").toBeDefined();

    // The lock file as npm once wrote it on one machine: this check is what catches that.
    delete lock.packages[otherPlatform!];
    writeFileSync(join(dir, "package-lock.json"), JSON.stringify(lock, null, 2));
    const run = npm(dir, "ci", "--dry-run");
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain(`Missing: ${otherPlatform!.replace(/^node_modules\//, "")}`);
  });

  it("is what `npm run lock` writes: regenerating it changes nothing", { timeout: 150_000 }, () => {
    const dir = copyOfManifests();
    const scripts = (JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
    expect(scripts.lock).toBe("npm install --package-lock-only --no-audit --no-fund");

    const run = npm(dir, "install", "--package-lock-only");
    expect(run.status, run.stderr).toBe(0);
    expect(readFileSync(join(dir, "package-lock.json"), "utf8")).toBe(readFileSync(join(root, "package-lock.json"), "utf8"));
  });
});
