// How far apart two renders of a screen are: the share of pixels whose colour moved by more than
// anti-aliasing does between two runs of Chromium. The same source drawn from two processes can
// still place glyph edges a subpixel apart (1.4% of a phone ticket's pixels moved by more than 24
// levels, every one on a letter's edge), so both pictures are first averaged over 4×4 blocks: an
// edge's shimmer averages out, a changed word or colour does not.
import sharp from "sharp";

/**
 * A 4×4 block's average may move this much (of 255) between renders of the same source: measured,
 * a block on a shifted glyph edge moved by up to 60; a changed word or colour moves by far more.
 */
const noise = 64;

/** The share of pixels (0 to 1) that differ between two PNGs; 1 if their sizes differ. */
export async function pixelDifference(a: Buffer | string, b: Buffer | string): Promise<number> {
  const sizes = await Promise.all([a, b].map((image) => sharp(image).metadata()));
  if (sizes[0]!.width !== sizes[1]!.width || sizes[0]!.height !== sizes[1]!.height) return 1;
  const block = {
    width: Math.ceil(sizes[0]!.width! / 4),
    height: Math.ceil(sizes[0]!.height! / 4),
    fit: "fill" as const,
    kernel: "linear" as const,
  };
  const [left, right] = await Promise.all(
    [a, b].map((image) => sharp(image).ensureAlpha().resize(block).raw().toBuffer({ resolveWithObject: true })),
  );
  const pixels = left!.info.width * left!.info.height;
  let differing = 0;
  for (let i = 0; i < left!.data.length; i += 4) {
    for (let channel = 0; channel < 4; channel++)
      if (Math.abs(left!.data[i + channel]! - right!.data[i + channel]!) > noise) {
        differing++;
        break;
      }
  }
  return differing / pixels;
}
