// Exports of personal data never land where git would commit them.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { exportPathProblem } from "./export-path.ts";

const scratch = mkdtempSync(join(tmpdir(), "export-path-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("where --out may write personal data", () => {
  it("refuses a file in a checkout that git does not ignore, saying where to write it instead", () => {
    const checkout = join(scratch, "site");
    mkdirSync(join(checkout, "exports"), { recursive: true });
    execFileSync("git", ["init", "-q"], { cwd: checkout });
    writeFileSync(join(checkout, ".gitignore"), "/exports/\n");
    expect(exportPathProblem("ann.json", checkout)).toBe(
      "ann.json would be inside the repository, where git does not ignore it: personal data one commit away from being published; " +
        "write it outside (--out ~/ann.json) or under exports/, which git ignores (--out exports/ann.json)",
    );
    expect(exportPathProblem("exports/ann.json", checkout)).toBeUndefined();
    expect(exportPathProblem(join(scratch, "ann.json"), checkout)).toBeUndefined(); // outside any checkout
  });

  it("takes exports/ in this repository, as the docs say", () => {
    const root = new URL("../../", import.meta.url).pathname;
    expect(exportPathProblem("exports/ann.json", root)).toBeUndefined();
    expect(exportPathProblem("exports/leads.csv", root)).toBeUndefined();
    expect(exportPathProblem("ann.json", root)).toMatch(/^ann\.json would be inside the repository/);
  });
});
