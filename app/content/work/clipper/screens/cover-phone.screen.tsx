// The cover's phone version (frontmatter `phonePreview`), served below 640 px instead of the 16:10
// cover, a strip there: the same scene drawn square, so a phone's first screen is mostly the product.
import type { ScreenFrame } from "../../screens-kit/frame";
import { CoverScene } from "./cover-scene";

export const frame: ScreenFrame = { width: 600, height: 600 };

export default function CoverPhone() {
  return <CoverScene square />;
}
