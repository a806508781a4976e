// What the tests need from the machine beyond npm install, said in one line with the command that
// installs it, instead of a spawn error (`nginx -t failed: null`) that leaves a newcomer guessing.
// The same list as the README's prerequisites and CI's apt-get line (.ci/run).
import { accessSync, constants } from "node:fs";

export type Prerequisite = { program: string; name: string; aptPackage: string };

export const prerequisites = {
  nginx: { program: "/usr/sbin/nginx", name: "nginx", aptPackage: "nginx" },
  postgres: { program: "/usr/lib/postgresql/15/bin/postgres", name: "The PostgreSQL 15 server binaries", aptPackage: "postgresql-15" },
  chromium: { program: "/usr/bin/chromium", name: "Chromium", aptPackage: "chromium" },
} as const satisfies Record<string, Prerequisite>;

/** The one line saying what is missing and how to install it, or undefined when it is there. */
export function missingPrerequisite({ program, name, aptPackage }: Prerequisite): string | undefined {
  try {
    accessSync(program, constants.X_OK);
    return undefined;
  } catch {
    return `${name} ${name.endsWith("binaries") ? "are" : "is"} not installed (${program} is missing): apt-get install -y ${aptPackage}`;
  }
}

/** Throws that line when `prerequisite` is missing. */
export function requirePrerequisite(prerequisite: Prerequisite): void {
  const missing = missingPrerequisite(prerequisite);
  if (missing) throw new Error(missing);
}
