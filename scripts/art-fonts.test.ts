// The fontconfig file the SVG renderer reads lives in node_modules/.cache, which a scratch copy of
// the project shares through a symlink (testing/scratch-copy.ts). A build there once rewrote it to
// name the fonts by the copy's path: once the copy was removed, every later reader of the shared
// file (sharp, and a Chromium started with it) found no fonts at all and drew no text.
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { artFontFiles } from "./art-fonts.ts";

const root = mkdtempSync(join(tmpdir(), "art-fonts-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it("names the fonts by their real folder, also when written through a symlinked copy's path", async () => {
  const real = join(root, "real", "fonts");
  mkdirSync(real, { recursive: true });
  symlinkSync(join(root, "real"), join(root, "copy"));
  const { configFile } = await artFontFiles(join(root, "copy", "fonts"));
  rmSync(join(root, "copy")); // the scratch copy goes; the shared folder stays
  const config = readFileSync(join(real, "fonts.conf"), "utf8");
  expect(realpathSync(configFile)).toBe(join(realpathSync(real), "fonts.conf"));
  expect([...config.matchAll(/<(?:dir|cachedir)>([^<]+)</g)].map((match) => match[1])).toEqual([
    realpathSync(real),
    join(realpathSync(real), "fc-cache"),
  ]);
});
