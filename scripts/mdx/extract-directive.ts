// An `extract=left,top,width,height` directive for vite-imagetools (in the source's pixels): the
// region a picture's phone version shows (`phoneCrop` in a study's MDX, converted to pixels by
// scripts/mdx/remark-story-pictures.ts). vite-imagetools has no crop of its own, only resizing to
// an aspect; this cuts before the widths are made, so the crop is as sharp as the source allows.
import { setMetadata, type TransformFactory } from "vite-imagetools";

export const extract: TransformFactory<{ extract: string }> = ({ extract: region }) => {
  if (typeof region !== "string") return;
  const [left, top, width, height] = region.split(",").map(Number);
  if (![left, top, width, height].every((n) => Number.isInteger(n) && n! >= 0)) return;
  return function extractTransform(image) {
    // The widths that follow are computed from these: the crop's own size and shape (the
    // auto-orientation step that comes next resets the size from `autoOrient`, so that too).
    setMetadata(image, "width", width);
    setMetadata(image, "height", height);
    setMetadata(image, "autoOrient", { width, height });
    return image.extract({ left: left!, top: top!, width: width!, height: height! });
  };
};
