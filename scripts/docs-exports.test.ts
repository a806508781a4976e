// Exports of leads are personal data: the docs write them with `--out`, which creates the file
// whole and readable by its owner only. A shell redirect (`> leads.csv`) creates it with the
// shell's umask, 0644 on most systems: readable by every account on the machine. So no example or
// sentence in README.md or docs/ sends `npm run leads` into a file through the shell.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = new URL("../", import.meta.url).pathname;

const markdownFiles = (directory: string): string[] =>
  readdirSync(join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith(".md") ? [path] : [];
  });

// A `leads` command whose output a shell writes to a file (`>`, `>>`, `| tee`), or prose saying a
// redirect to a .csv or .json file works.
// (A `<placeholder>` is no redirect: the `>` of one follows no space.)
const redirectedExport = /\bleads\b[^\n`]*(?:\s>>?\s*[\w./][\w./-]*|\|\s*tee\b)|`>>?\s*[\w./-]+\.(?:csv|json)`/;

describe("the docs' exports of leads", () => {
  it("write files with --out, never through a shell redirect", () => {
    const offending = ["README.md", ...markdownFiles("docs")].flatMap((file) =>
      readFileSync(join(root, file), "utf8")
        .split("\n")
        .flatMap((line, index) => (redirectedExport.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(offending).toEqual([]);
  });
});
