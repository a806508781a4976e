// A rebrand in app/app.css reaches the files that are not pages: the favicon and the social card
// are drawn from the tokens at build.
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { faviconSvg, readColourTokens, socialCardSvg } from "./brand-assets.ts";

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
