// How far apart two renders of a screen are: the share of pixels whose colour moved by more than
// anti-aliasing does between two runs of the same Chromium (a few levels on an edge). A changed
// word or colour moves hundreds of pixels by far more.
import sharp from "sharp";

/** A channel may move this much (of 255) between renders of the same source. */
const noise = 24;

/** The share of pixels (0 to 1) that differ between two PNGs; 1 if their sizes differ. */
export async function pixelDifference(a: Buffer | string, b: Buffer | string): Promise<number> {
  const [left, right] = await Promise.all([a, b].map((image) => sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true })));
  if (left!.info.width !== right!.info.width || left!.info.height !== right!.info.height) return 1;
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
