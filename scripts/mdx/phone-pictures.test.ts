// A picture's phone version, as the MDX step makes it: a crop of the picture or a drawing of its
// own, imported at the phone's widths; a crop outside the drawing or a missing file refused.
import { compile } from "@mdx-js/mdx";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pictureSlots } from "../../app/components/story/picture-slots.ts";
import { storyRemarkPlugins } from "./story-plugins.ts";

const study = new URL("../../app/content/work/ticketing/", import.meta.url).pathname;
const frontmatter = /^---\n[\s\S]*?\n---\n/.exec(readFileSync(join(study, "index.mdx"), "utf8"))![0];

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "phone-pictures-"));
  cpSync(study, dir, { recursive: true });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function compileStory(body: string) {
  const path = join(dir, "index.mdx");
  writeFileSync(path, `${frontmatter}\n${body}\n`);
  return String(await compile({ path, value: readFileSync(path, "utf8") }, { remarkPlugins: storyRemarkPlugins }));
}

const narrowWidths = `w=${pictureSlots.narrow.widths.join(";")}`;

describe("a picture's phone version", () => {
  it("as its own drawing: imported at the phone's widths and handed to the component", async () => {
    const code = await compileStory('<Wide src="./flow.svg" phoneSrc="./door.svg" alt="The board" />');
    const phoneImport = new RegExp(`import (\\w+) from "\\./door\\.svg\\?${narrowWidths}&[^"]*as=picture"`).exec(code);
    expect(phoneImport).not.toBeNull();
    expect(code).toMatch(new RegExp(`phone: ${phoneImport![1]}\\b`));
    expect(code).not.toMatch(/phoneSrc/);
  });

  it("as a crop: the same file, the region converted from viewBox units to the rendered pixels", async () => {
    // seats.svg: viewBox 0 0 640 400 drawn 2400 px wide, 3.75 px a unit.
    const code = await compileStory('<FullBleed src="./seats.svg" phoneCrop="320 40 256 320" alt="Checkout" />');
    expect(code).toMatch(new RegExp(`from "\\./seats\\.svg\\?extract=1200,150,960,1200&${narrowWidths}&[^"]*as=picture"`));
    expect(code).not.toMatch(/phoneCrop/);
  });

  it.each([
    [
      "a crop outside the viewBox",
      '<FullBleed src="./seats.svg" phoneCrop="500 0 256 320" alt="x" />',
      /<FullBleed phoneCrop> phoneCrop="500 0 256 320" lies outside \.\/seats\.svg's viewBox "0 0 640 400"$/,
    ],
    [
      "a crop that is not four numbers",
      '<FullBleed src="./seats.svg" phoneCrop="0 0 300" alt="x" />',
      /<FullBleed phoneCrop> phoneCrop="0 0 300" is not "x y width height"$/,
    ],
    [
      "a missing phone drawing",
      '<Wide src="./flow.svg" phoneSrc="./missing-phone.svg" alt="x" />',
      /\.\/missing-phone\.svg \(<Wide phoneSrc>\) does not exist in /,
    ],
  ])("refuses %s, with one line naming the file and the prop", async (_, body, line) => {
    const refusal = await compileStory(body).then(
      () => undefined,
      (error: Error) => error.message,
    );
    expect(refusal).toMatch(/index\.mdx: /);
    expect(refusal).toMatch(line);
    expect(refusal).not.toContain("\n");
  });
});
