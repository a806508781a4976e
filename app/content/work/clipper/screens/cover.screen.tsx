// Clipwise's cover (the /work card and the social card), 16:10: the editor and the vertical clip.
import type { ScreenFrame } from "../../screens-kit/frame";
import { CoverScene } from "./cover-scene";

export const frame: ScreenFrame = { width: 1200, height: 750 };

export default function Cover() {
  return <CoverScene />;
}
