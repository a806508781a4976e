// The client screens are committed as PNGs (scripts/screens.ts says why): drawn again from their
// source, they must give the same picture, and a screen changed in a scratch copy must give a
// changed one. One browser for the file; a few screens, not all of them.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { schemesOf } from "../app/content/work/screens-kit/frame.ts";
import { pixelDifference } from "./screens-compare.ts";
import { bundleScreen, drawScreen, findScreens, launchChromium, pictureFile, renderScreens, workFolder } from "./screens.ts";

/**
 * Of the pixels of a committed picture (in 4×4 blocks), the share that may differ when drawn again
 * (glyph edges a subpixel apart, a newer Chromium). The recorded hash is the exact check that a
 * picture was drawn from its current source; the pixels check that drawing it still gives it.
 */
// Measured: the same source drawn by the command and from this test differs on up to 0.6% of blocks,
// every difference on a glyph's edge; a changed screen differs on far more (the scratch test: over 20%).
const tolerance = 0.015;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
}, 60_000);
afterAll(() => browser?.close());

describe("committed screens", () => {
  // One screen per study (its first), in each scheme it has: enough to catch a picture left stale.
  const sampled = [...new Map(findScreens().map((screen) => [screen.folder, screen])).values()];

  test("there are client screens to check", () => {
    expect(sampled.length).toBeGreaterThan(0);
  });

  test.each(sampled.map((screen) => [`${screen.folder}/${screen.name}`, screen] as const))(
    "%s drawn again matches its committed picture and its recorded hash",
    async (_, screen) => {
      const bundle = await bundleScreen(screen);
      const renders = JSON.parse(readFileSync(join(workFolder, screen.folder, "screens/renders.json"), "utf8")) as Record<
        string,
        { hash: string }
      >;
      expect(renders[screen.name]?.hash, "renders.json is out of date: run npm run screens").toBe(bundle.hash);
      for (const scheme of schemesOf(bundle.frame)) {
        const drawn = await drawScreen(browser, bundle, scheme);
        const difference = await pixelDifference(drawn, pictureFile(screen, scheme));
        // The picture drawn here, kept where the failure names it: to see what differs.
        const kept = join(tmpdir(), `screens-drawn-${screen.folder}-${screen.name}-${scheme}.png`);
        if (difference >= tolerance) writeFileSync(kept, drawn);
        expect(difference, `${screen.folder}/${screen.name} (${scheme}): run npm run screens (drawn here: ${kept})`).toBeLessThan(
          tolerance,
        );
      }
    },
    60_000,
  );
});

describe("a new client's screen in a scratch copy", () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), "screens-"));
    // The kit as the site has it, and the site's packages (React, the fonts) where esbuild looks.
    cpSync(join(workFolder, "screens-kit"), join(root, "screens-kit"), { recursive: true });
    symlinkSync(join(workFolder, "../../../node_modules"), join(root, "node_modules"));
    mkdirSync(join(root, "acme/screens"), { recursive: true });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const screenSource = (headline: string, colour: string) => `import "@fontsource/archivo-black/400.css";
import type { ScreenFrame } from "../../screens-kit/frame";
export const frame: ScreenFrame = { width: 360, height: 240, device: "phone", schemes: ["light", "dark"] };
export default function Welcome() {
  return <main style={{ background: "${colour}", color: "white", font: "40px 'Archivo Black'", padding: 24, height: "100%" }}>${headline}</main>;
}
`;

  test("is drawn in each of its schemes, skipped while unchanged, and drawn anew when it changes", async () => {
    const file = join(root, "acme/screens/welcome.screen.tsx");
    writeFileSync(file, screenSource("Acme tickets", "#0b3d91"));
    const [first] = await renderScreens({ root, browser });
    expect(first!.drawn).toBe(true);
    expect(first!.files.map((f) => f.slice(root.length))).toEqual(["/acme/welcome.png", "/acme/welcome.dark.png"]);
    const before = readFileSync(first!.files[0]!);
    const { width, height } = await import("sharp").then(({ default: sharp }) => sharp(before).metadata());
    expect([width, height]).toEqual([720, 480]); // a phone frame, drawn at 2x

    const [again] = await renderScreens({ root, browser });
    expect(again!.drawn).toBe(false);

    writeFileSync(file, screenSource("Acme tickets sold out", "#b3261e"));
    const [changed] = await renderScreens({ root, browser });
    expect(changed!.drawn).toBe(true);
    expect(await pixelDifference(before, readFileSync(changed!.files[0]!))).toBeGreaterThan(0.2);
  }, 90_000);
});

// The browser draws with the system's fonts, whatever fontconfig file the caller points at: the
// build and the test runner point FONTCONFIG_FILE at the SVG renderer's own (scripts/art-fonts.ts),
// and a Chromium whose fontconfig lists no font draws no text, not even in a web font.
test("draws the same picture when the caller's FONTCONFIG_FILE lists no fonts", async () => {
  const root = mkdtempSync(join(tmpdir(), "screens-fonts-"));
  const given = process.env.FONTCONFIG_FILE;
  const own = await (async () => {
    process.env.FONTCONFIG_FILE = join(root, "fonts.conf");
    writeFileSync(process.env.FONTCONFIG_FILE, `<?xml version="1.0"?>\n<fontconfig><dir>${join(root, "none")}</dir></fontconfig>\n`);
    return launchChromium();
  })().finally(() => {
    if (given === undefined) delete process.env.FONTCONFIG_FILE;
    else process.env.FONTCONFIG_FILE = given;
  });
  try {
    const screen = findScreens().find((one) => one.folder === "ticketing" && one.name === "ticket")!;
    const drawn = await drawScreen(own, await bundleScreen(screen), "light");
    expect(await pixelDifference(drawn, pictureFile(screen, "light"))).toBeLessThan(tolerance);
  } finally {
    await own.close();
    rmSync(root, { recursive: true, force: true });
  }
}, 60_000);
