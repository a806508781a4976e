// The study's cover (the /work card and the social card): the editor at the comeback on a laptop-
// sized window and the vertical clip on a phone, on Clipwise's deep teal. Both are the story's own
// screens drawn smaller, so the cover can never show another product.
import type { ScreenFrame } from "../../screens-kit/frame";
import { Logo } from "./brand";
import Editor from "./editor.screen";
import Publish from "./publish.screen";
import "./cover.screen.css";

export const frame: ScreenFrame = { width: 1200, height: 750 };

export default function Cover() {
  return (
    <div className="clipwise cw-cover">
      <div className="cw-cover-logo">
        <Logo size={26} />
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
