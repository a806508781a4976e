// A phone crop comes out in the crop's own shape at every width, not squeezed into the source's.
import sharp from "sharp";
import { applyTransforms, builtins, generateTransforms, type TransformFactory } from "vite-imagetools";
import { expect, it } from "vitest";
import { extract } from "./extract-directive.ts";

it("cuts the region first, so each width keeps the region's proportions", async () => {
  // A 1600×1000 source; a 300×400 portrait region of it, rendered 240 px wide.
  const source = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#0b4f86" } })
    .png()
    .toBuffer();
  const config = { extract: "100,200,300,400", w: "240", format: "webp" };
  const factories = [extract, ...builtins] as TransformFactory[];
  const { transforms } = generateTransforms(config, factories, new URLSearchParams("w=240"));
  const { image, metadata } = await applyTransforms(transforms, sharp(source));
  const written = await sharp(await image.toBuffer()).metadata();
  expect([written.width, written.height]).toEqual([240, 320]);
  expect([metadata.width, metadata.height]).toEqual([240, 320]);
});
