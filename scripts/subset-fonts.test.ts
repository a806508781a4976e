import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cutFont, fontSubsets, fontsDir, unicodeRange } from "./subset-fonts";

const appCss = readFileSync(new URL("../app/app.css", import.meta.url), "utf8");

/** The @font-face rule in app/app.css whose src is this file. */
function faceFor(file: string): string {
  const face = appCss.match(/@font-face\s*{[^}]*}/g)?.find((rule) => rule.includes(`/fonts/${file}`));
  if (!face) throw new Error(`app/app.css has no @font-face for fonts/${file}`);
  return face;
}

describe.each(fontSubsets)("the committed $file", (subset) => {
  it("is what scripts/subset-fonts.ts cuts from the font package today", async () => {
    const committed = readFileSync(fontsDir + subset.file);
    const cut = await cutFont(subset);
    // Differs after an upgrade of the font package or a change of the sets: run the script.
    expect(committed.equals(cut), `app/assets/fonts/${subset.file} is stale: run npx tsx scripts/subset-fonts.ts`).toBe(true);
  });

  it("is declared in app/app.css with the characters and weights it holds, no more", () => {
    const face = faceFor(subset.file).replace(/\s+/g, " ");
    expect(face).toContain(`unicode-range: ${unicodeRange(subset.ranges)};`);
    expect(face).toContain(`font-weight: ${subset.weights[0]} ${subset.weights[1]};`);
  });
});

it("the two faces on a first load weigh at most 90 KB together", () => {
  const bytes = fontSubsets.reduce((sum, subset) => sum + readFileSync(fontsDir + subset.file).length, 0);
  expect(bytes / 1024).toBeLessThanOrEqual(90);
});
