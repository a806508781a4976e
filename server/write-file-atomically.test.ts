// Exports and backups hold personal data and are written beside their target first. The
// temporary file must be new (never a file or symlink someone else placed at a name they could
// guess), owner-only, and gone once the target is in place.
import { lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createTemporaryBeside, writeFileAtomically } from "./write-file-atomically.ts";

const dir = mkdtempSync(join(tmpdir(), "atomic-write-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("writeFileAtomically", () => {
  it("neither follows nor reuses a symlink or file planted at the old predictable name, and writes 0600", () => {
    const out = join(dir, "leads.csv");
    const victim = join(dir, "victim.txt");
    writeFileSync(victim, "not yours\n", { mode: 0o644 });
    symlinkSync(victim, `${out}.partial`);
    const planted = join(dir, "other.csv");
    writeFileSync(`${planted}.partial`, "", { mode: 0o666 }); // another user's, readable by them

    writeFileAtomically(out, "name,email\nAda,ada@example.com\n");
    writeFileAtomically(planted, "name,email\nGrace,grace@example.com\n");

    expect(readFileSync(victim, "utf8")).toBe("not yours\n");
    expect(lstatSync(`${out}.partial`).isSymbolicLink()).toBe(true);
    expect(readFileSync(`${planted}.partial`, "utf8")).toBe("");
    expect(readFileSync(out, "utf8")).toBe("name,email\nAda,ada@example.com\n");
    expect(readFileSync(planted, "utf8")).toBe("name,email\nGrace,grace@example.com\n");
    for (const path of [out, planted]) expect(statSync(path).mode & 0o777).toBe(0o600);
    // Nothing else left behind: the temporary files were renamed into place.
    expect(readdirSync(dir).sort()).toEqual(["leads.csv", "leads.csv.partial", "other.csv", "other.csv.partial", "victim.txt"]);
  });

  it("replaces a symlink at the target itself, never the file it points to", () => {
    const victim = join(dir, "victim-2.txt");
    writeFileSync(victim, "not yours\n");
    const out = join(dir, "export.json");
    symlinkSync(victim, out);
    writeFileAtomically(out, "[]\n");
    expect(readFileSync(victim, "utf8")).toBe("not yours\n");
    expect(lstatSync(out).isFile()).toBe(true);
    expect(readFileSync(out, "utf8")).toBe("[]\n");
  });
});

describe("createTemporaryBeside", () => {
  it("creates a new owner-only file with an unguessable name in the target's directory", () => {
    const target = join(dir, "backup.dump");
    const first = createTemporaryBeside(target);
    const second = createTemporaryBeside(target);
    try {
      expect(first.path).not.toBe(second.path);
      for (const temporary of [first, second]) {
        expect(temporary.path.startsWith(`${dir}/`)).toBe(true);
        expect(temporary.path).toMatch(/\.backup\.dump\.[0-9a-f]{16}\.partial$/);
        expect(statSync(temporary.path).mode & 0o777).toBe(0o600);
      }
    } finally {
      for (const temporary of [first, second]) temporary.remove();
    }
  });
});
