// A rebrand in app/app.css reaches the files that are not pages: the favicon, the social card and
// the artwork's accents are drawn from the tokens at build.
import { readdirSync, readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { faviconSvg, paintWithTokens, readColourTokens, socialCardSvg } from "./brand-assets.ts";

const css = readFileSync(new URL("../app/app.css", import.meta.url), "utf8");
// The same stylesheet with a teal brand, as an agency would set it.
const teal = readColourTokens(
  css
    .replace(/--color-brand: [^;]+;/, "--color-brand: light-dark(#0f766e, #14b8a6);")
    .replace(/--color-brand-deep: [^;]+;/, "--color-brand-deep: #134e4a;"),
);

it("draws the favicon and the social card in the brand's colours and name", () => {
  expect(faviconSvg(teal)).toContain('fill="#0f766e"');
  const card = socialCardSvg("Northwind Labs", teal);
  expect(card).toContain('stop-color="#0f766e"');
  expect(card).toContain('stop-color="#134e4a"');
  expect(card).toContain(">Northwind Labs<");
  expect(card).not.toMatch(/#4a36d8/i);
});

it("paints the artwork's accents with the tokens, in either scheme's value", () => {
  expect(paintWithTokens('<rect fill="{{brand}}"/><rect fill="{{brand:dark}}"/>', teal)).toBe(
    '<rect fill="#0f766e"/><rect fill="#14b8a6"/>',
  );
  expect(() => paintWithTokens('<rect fill="{{no-such-token}}"/>', teal)).toThrow(
    "app/app.css declares no colour token --color-no-such-token",
  );
});

it("the studio's artwork names the brand's colours by token, so a rebrand repaints it", () => {
  // Not "no literal brand colour": the artwork also shows clients' screens in their own colours,
  // and a client's teal may be exactly the teal an agency rebrands to.
  const ours = readColourTokens(css);
  const drawings = readdirSync(new URL("../app/assets/art", import.meta.url)).filter((f) => f.endsWith(".svg"));
  expect(drawings.length).toBeGreaterThan(0);
  for (const file of drawings) {
    const svg = readFileSync(new URL(`../app/assets/art/${file}`, import.meta.url), "utf8");
    const repainted = paintWithTokens(svg, teal) !== paintWithTokens(svg, ours);
    expect(repainted, `app/assets/art/${file}: no {{token}} a rebrand changes (write {{brand}}, not its value)`).toBe(true);
  }
});
