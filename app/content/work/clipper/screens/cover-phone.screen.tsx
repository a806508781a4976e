// The cover's phone version (frontmatter `phonePreview`), served below 640 px instead of the 16:10
// cover, a strip there: the same editor at the comeback and the same vertical clip on Clipwise's
// deep teal, drawn square, so the page's first screen on a phone is mostly the product.
import type { ScreenFrame } from "../../screens-kit/frame";
import { Logo } from "./brand";
import Editor from "./editor.screen";
import Publish from "./publish.screen";
import "./cover.screen.css";
import "./cover-phone.screen.css";

export const frame: ScreenFrame = { width: 600, height: 600 };

export default function CoverPhone() {
  return (
    <div className="clipwise cw-cover cw-cover-square">
      <div className="cw-cover-logo">
        <Logo size={24} />
      </div>
      <div className="cw-cover-window">
        <div className="cw-cover-scaled cw-cover-editor">
          <Editor />
        </div>
      </div>
      <div className="cw-cover-phone">
        <div className="cw-cover-scaled cw-cover-publish">
          <Publish />
        </div>
      </div>
    </div>
  );
}
