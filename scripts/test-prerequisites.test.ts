// The tests' needs beyond npm install: said in one line with the command that installs them, and
// the same list in the README's prerequisites, in CI's apt-get line and in testing/prerequisites.ts.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { missingPrerequisite, prerequisites } from "../testing/prerequisites.ts";

const root = new URL("../", import.meta.url).pathname;
const packagesIn = (text: string, pattern: RegExp) => (pattern.exec(text)?.[1] ?? "").trim().split(/\s+/).sort();

describe("test prerequisites", () => {
  it("name what is missing and how to install it", () => {
    expect(missingPrerequisite({ program: "/nonexistent/sbin/nginx", name: "nginx", aptPackage: "nginx" })).toBe(
      "nginx is not installed (/nonexistent/sbin/nginx is missing): apt-get install -y nginx",
    );
    expect(missingPrerequisite({ ...prerequisites.postgres, program: "/nonexistent/postgres" })).toBe(
      "The PostgreSQL 15 server binaries are not installed (/nonexistent/postgres is missing): apt-get install -y postgresql-15",
    );
  });

  it("are the same in the README, in CI and in the test helpers", () => {
    const needed = Object.values(prerequisites)
      .map((prerequisite) => prerequisite.aptPackage)
      .sort();
    expect(packagesIn(readFileSync(`${root}README.md`, "utf8"), /`apt-get install -y ([^`]+)`/)).toEqual(needed);
    expect(packagesIn(readFileSync(`${root}.ci/run`, "utf8"), /apt-get install -y -qq ([^>\n]+)/)).toEqual(needed);
  });
});
