// What a client screen tells the renderer (scripts/screens.ts) about the picture it becomes. A
// screen is `app/content/work/<folder>/screens/<name>.screen.tsx`: a component with no props as its
// default export, and `export const frame: ScreenFrame` beside it.

export type ScreenScheme = "light" | "dark";

export type ScreenFrame = {
  /** The viewport the screen is drawn for, in CSS pixels. */
  width: number;
  height: number;
  /** The colour schemes the product has: "dark" also writes `<name>.dark.png`. Light only if left out. */
  schemes?: readonly ScreenScheme[];
  /**
   * What the screen runs on. The site draws the device around the picture (the story's <Device>);
   * here it decides the pixel density: a phone is drawn at 2x, like the phones it is shown on.
   */
  device?: "phone" | "laptop" | "none";
};

/**
 * The widest file the site makes of a desktop picture (pictureSlots' `wide` at 1.5x: 1824 px). A
 * screen drawn narrower than that is rendered at 2x so the build never blows a picture up; a wider
 * one is sharp at 1x and its PNG stays a third of the size.
 */
const widestDesktopFile = 1824;

/** Device pixels per CSS pixel for a frame: 2 for phones, 1 or 2 for the desktop. */
export function pixelDensity(frame: ScreenFrame): 1 | 2 {
  if (frame.device === "phone") return 2;
  return frame.width >= widestDesktopFile ? 1 : 2;
}

/** The schemes a frame is rendered in, light first. */
export function schemesOf(frame: ScreenFrame): readonly ScreenScheme[] {
  return frame.schemes?.length ? frame.schemes : ["light"];
}
