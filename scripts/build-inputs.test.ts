// `npm start` skips the build when nothing it reads changed: a real git checkout in a temporary
// directory, edited the ways a newcomer does.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildInputsHash, forgetBuildInputs, isBuildCurrent, rememberBuildInputs } from "./build-inputs.ts";

let root: string;
const write = (path: string, text: string) => {
  mkdirSync(join(root, path, ".."), { recursive: true });
  writeFileSync(join(root, path), text);
};
const git = (...args: string[]) => execFileSync("git", args, { cwd: root, stdio: "ignore" });

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "build-inputs-"));
  git("init", "-q");
  write(".gitignore", "build/\n.env\n");
  write("app/routes/home.tsx", "export default 1;\n");
  write("package-lock.json", "{}\n");
  write("docs/guide.md", "# Guide\n");
  git("add", ".");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("what makes npm start build again", () => {
  const env = { PUBLIC_BRAND_NAME: "Meridian", PATH: "/usr/bin" };

  it("the same sources and PUBLIC_* settings give the same hash; the server's own settings do not count", () => {
    const before = buildInputsHash(root, env);
    expect(before).toMatch(/^[0-9a-f]{64}$/);
    expect(buildInputsHash(root, { ...env, DATABASE_URL: "postgres://db/site", NOTIFY_WEBHOOK_URL: "https://hooks.example/x" })).toBe(
      before,
    );
    write("docs/guide.md", "# A guide that changed\n"); // docs, tests and ignored files are not built
    write("app/routes/home.test.tsx", "test\n");
    write(".env", "NOTIFY_WEBHOOK_URL=https://hooks.example/y\n");
    expect(buildInputsHash(root, env)).toBe(before);
  });

  it("a changed, new or deleted source, a changed lock file or a changed PUBLIC_* setting rebuilds", () => {
    const before = buildInputsHash(root, env);
    expect(buildInputsHash(root, { ...env, PUBLIC_BRAND_NAME: "Other" })).not.toBe(before);
    expect(buildInputsHash(root, { ...env, PUBLIC_SITE_URL: "https://studio.example" })).not.toBe(before);
    const changes = [
      () => write("app/routes/home.tsx", "export default 2;\n"), // not committed: the working tree counts
      () => write("app/routes/about.tsx", "export default 3;\n"), // new, not yet added
      () => write("package-lock.json", '{"lockfileVersion":3}\n'),
      () => unlinkSync(join(root, "app/routes/about.tsx")),
    ];
    const hashes = new Set([before]);
    for (const change of changes) {
      change();
      hashes.add(buildInputsHash(root, env));
    }
    expect(hashes.size).toBe(changes.length + 1);
  });

  it("counts a build as current only when it is whole and made from these inputs", () => {
    const build = join(root, "build");
    const hash = buildInputsHash(root, env);
    write("build/client/index.html", "<html>");
    write("build/node/main.js", "");
    expect(isBuildCurrent(build, hash)).toBe(false); // never recorded
    rememberBuildInputs(build, hash);
    expect(isBuildCurrent(build, hash)).toBe(true);
    expect(isBuildCurrent(build, buildInputsHash(root, { ...env, PUBLIC_BRAND_NAME: "Other" }))).toBe(false);
    unlinkSync(join(build, "node/main.js"));
    expect(isBuildCurrent(build, hash)).toBe(false);
    write("build/node/main.js", "");
    forgetBuildInputs(build); // a build that began and failed
    expect(isBuildCurrent(build, hash)).toBe(false);
  });

  it("always builds outside a git checkout (a copied release): nothing to compare", () => {
    rmSync(join(root, ".git"), { recursive: true });
    expect(buildInputsHash(root, env)).toBeUndefined();
    expect(isBuildCurrent(join(root, "build"), undefined)).toBe(false);
  });
});
