import { pictureSlots, type PictureSlotName } from "./picture-slots";
import { ResponsivePicture, type ResponsivePictureProps } from "./responsive-picture";

type StoryImageProps = Omit<ResponsivePictureProps, "sizes" | "phoneSizes"> & {
  /** Where it is shown: decides `sizes` (the build rendered the same slot's widths). */
  slot: PictureSlotName;
};

/** A study's picture in one of its slots (picture-slots.ts): the slot's `sizes`, its phone version's the `narrow` slot's. */
export function StoryImage({ slot, ...picture }: StoryImageProps) {
  return <ResponsivePicture {...picture} sizes={pictureSlots[slot].sizes} phoneSizes={pictureSlots.narrow.sizes} />;
}
