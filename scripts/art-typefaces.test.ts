// Text in the drawings (the studies' SVG pictures, the social card) is set by the
// renderer, sharp's librsvg through fontconfig, with the site's own font files. A family name
// fontconfig does not know is no error: the words silently come out in the fallback, Inter, and a
// client whose brand is Bricolage Grotesque is shown in ours. Every typeface a drawing names must
// draw differently from Inter.
import { readdirSync, readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { artFontFiles } from "./art-fonts.ts";
import { readColourTokens, socialCardSvg } from "./brand-assets.ts";

const fonts = await artFontFiles(new URL("../node_modules/.cache/art/fonts", import.meta.url).pathname);
process.env.FONTCONFIG_FILE = fonts.configFile;
const { default: sharp } = await import("sharp");

const work = new URL("../app/content/work/", import.meta.url);
const drawings = [
  ...readdirSync(work, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) =>
      readdirSync(new URL(`${folder.name}/`, work))
        .filter((file) => file.endsWith(".svg"))
        .map((file) => readFileSync(new URL(`${folder.name}/${file}`, work), "utf8")),
    ),
  socialCardSvg("Studio", readColourTokens()),
];
const families = [...new Set(drawings.flatMap((svg) => [...svg.matchAll(/font-family="([^"]+)"/g)].map((match) => match[1]!)))];

const sample = (family: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="80"><rect width="480" height="80" fill="#fff"/>` +
  `<text x="10" y="60" font-size="48" font-weight="700" font-family="${family}">Gatepass 1,450</text></svg>`;
const draw = (svg: string) => sharp(Buffer.from(svg)).raw().toBuffer();

it("finds the typefaces the drawings name", () => {
  expect(families).toContain("Inter");
  expect(families.length).toBeGreaterThan(1);
});

it.each(families.filter((family) => family !== "Inter"))("%s is drawn in its own typeface, not in Inter", async (family) => {
  const [own, inter] = await Promise.all([draw(sample(family)), draw(sample("Inter"))]);
  expect(own.equals(inter)).toBe(false);
});
