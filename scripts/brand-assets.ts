// The brand's files that are not pages, drawn at build from the design tokens (app/app.css) and
// the studio's name (.env), so a rebrand changes them too: the favicon and the site's social card.
import { readFileSync } from "node:fs";
import { markCrescent, markGlobe } from "../app/components/brand/mark-shape.ts";
import { displayFamily, textFamily } from "./typefaces.ts";

export type ColourTokens = ReadonlyMap<string, { light: string; dark: string }>;

const appCss = new URL("../app/app.css", import.meta.url);

/** Every `--color-*` token of app.css with a plain colour: `light-dark(light, dark)` or one value for both. */
export function readColourTokens(css = readFileSync(appCss, "utf8")): ColourTokens {
  return new Map(
    [...css.matchAll(/--color-([a-z-]+):\s*(?:light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)|(#[0-9a-f]{6}));/gi)].map((m) => [
      m[1]!,
      { light: (m[2] ?? m[4])!, dark: (m[3] ?? m[4])! },
    ]),
  );
}

function colour(tokens: ColourTokens, name: string, scheme: "light" | "dark" = "light") {
  const token = tokens.get(name);
  if (!token) throw new Error(`app/app.css declares no colour token --color-${name}`);
  return token[scheme];
}

/** The mark in the brand colour, as the favicon. */
export function faviconSvg(tokens: ColourTokens): string {
  const { cx, cy, r } = markGlobe;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour(tokens, "brand")}"/>` +
    `<path d="${markCrescent}" fill="${colour(tokens, "on-brand")}"/></svg>\n`
  );
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The social card of every page without its own (1200×630): the mark and the studio's name on the
 * brand colour, and what the studio does, set in the site's typefaces.
 */
export function socialCardSvg(brand: string, tokens: ColourTokens, faces = { display: displayFamily, text: textFamily }): string {
  const { cx, cy, r } = markGlobe;
  // The display family's heaviest optical size, where it has one ("Bricolage Grotesque 96pt
  // ExtraBold" is a named instance fontconfig lists), then the family itself.
  const display = escapeXml(`'${faces.display} 96pt ExtraBold', '${faces.display}'`);
  const [from, to] = [colour(tokens, "brand"), colour(tokens, "brand-deep")];
  const ink = colour(tokens, "on-brand");
  const soft = colour(tokens, "on-brand-hover");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="band" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#band)"/>
  <g transform="translate(96 136) scale(3.25)">
    <circle cx="${cx}" cy="${cy}" r="${r + 0.6}" fill="${ink}"/>
    <circle cx="${cx}" cy="${cy}" r="${r - 1.4}" fill="${from}"/>
    <path d="${markCrescent}" fill="${ink}" transform="translate(1.6 1.6) scale(0.9)"/>
  </g>
  <text x="232" y="212" font-family="${display}" font-weight="700" font-size="64" letter-spacing="-1.5" fill="${ink}">${escapeXml(brand)}</text>
  <text font-family="${display}" font-weight="700" font-size="60" letter-spacing="-1.5" fill="${ink}">
    <tspan x="96" y="360">Design &amp; engineering for</tspan><tspan x="96" y="432">startups and product teams</tspan>
  </text>
  <text x="96" y="512" font-family="${escapeXml(faces.text)}" font-size="30" fill="${soft}">Web and mobile apps, from first prototype to launch.</text>
</svg>
`;
}
