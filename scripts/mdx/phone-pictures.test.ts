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
// Without its showcase (Home's hero screen, which has a dark version): only the story's pictures are compiled here.
const frontmatter = /^---\n[\s\S]*?\n---\n/
  .exec(readFileSync(join(study, "index.mdx"), "utf8"))![0]
  .replace(/^showcase:\n(?: {2}.*\n)+/m, "");

// An SVG picture, as a study may have one (Gatepass's screens are PNGs): a crop is given in its viewBox's units.
const drawing =
  '<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1200" viewBox="0 0 1200 600"><rect width="1200" height="600" fill="#fff"/></svg>';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "phone-pictures-"));
  cpSync(study, dir, { recursive: true });
  writeFileSync(join(dir, "drawing.svg"), drawing);
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
    const code = await compileStory('<Wide src="./chart.png" phoneSrc="./chart-phone.png" alt="The chart" />');
    const phoneImport = new RegExp(`import (\\w+) from "\\./chart-phone\\.png\\?${narrowWidths}&[^"]*as=picture"`).exec(code);
    expect(phoneImport).not.toBeNull();
    expect(code).toMatch(new RegExp(`phone: ${phoneImport![1]}\\b`));
    expect(code).not.toMatch(/phoneSrc/);
  });

  it("as a crop: the same file, the region converted from viewBox units to the rendered pixels", async () => {
    // drawing.svg: viewBox 0 0 1200 600 drawn 2400 px wide, 2 px a unit.
    const code = await compileStory('<FullBleed src="./drawing.svg" phoneCrop="600 40 320 400" alt="After" />');
    expect(code).toMatch(new RegExp(`from "\\./drawing\\.svg\\?extract=1200,80,640,800&${narrowWidths}&[^"]*as=picture"`));
    expect(code).not.toMatch(/phoneCrop/);
  });

  it.each([
    [
      "a crop outside the viewBox",
      '<FullBleed src="./drawing.svg" phoneCrop="1000 0 256 320" alt="x" />',
      /<FullBleed phoneCrop> phoneCrop="1000 0 256 320" lies outside \.\/drawing\.svg's viewBox "0 0 1200 600"$/,
    ],
    [
      "a crop that is not four numbers",
      '<FullBleed src="./drawing.svg" phoneCrop="0 0 300" alt="x" />',
      /<FullBleed phoneCrop> phoneCrop="0 0 300" is not "x y width height"$/,
    ],
    [
      "a missing phone drawing",
      '<Wide src="./chart.png" phoneSrc="./missing-phone.png" alt="x" />',
      /\.\/missing-phone\.png \(<Wide phoneSrc>\) does not exist in /,
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

// A product's dark screens: npm run screens writes `<name>.dark.png` beside a screen that has a
// dark scheme, and the MDX step hands it to the component for the dark scheme.
describe("a picture's dark version", () => {
  it("is found beside the picture and beside its phone version, at the same widths", async () => {
    const code = await compileStory('<Device kind="phone" src="./ticket.png" phoneSrc="./sales.png" alt="The ticket" />');
    const dark = new RegExp(`import (\\w+) from "\\./ticket\\.dark\\.png\\?w=${pictureSlots.phone.widths.join(";")}&[^"]*as=picture"`).exec(
      code,
    );
    const phoneDark = new RegExp(`import (\\w+) from "\\./sales\\.dark\\.png\\?${narrowWidths}&[^"]*as=picture"`).exec(code);
    expect(dark).not.toBeNull();
    expect(phoneDark).not.toBeNull();
    expect(code).toMatch(new RegExp(`dark: ${dark![1]}\\b`));
    expect(code).toMatch(new RegExp(`phoneDark: ${phoneDark![1]}\\b`));
  });

  it("is not asked for where the product has none", async () => {
    const code = await compileStory('<FullBleed src="./seats.png" phoneSrc="./seats-phone.png" alt="Hall A" />');
    expect(code).not.toMatch(/\.dark\.png/);
    expect(code).not.toMatch(/\bdark:/);
  });
});
