// The cover's scene, drawn at two shapes: the editor at the comeback on a laptop-sized window and
// the vertical clip on a phone, on Clipwise's deep teal. Both are the story's own screens drawn
// smaller, so the cover can never show another product. `square` places the same parts for the
// phone version (cover-phone.screen.tsx): both whole, 32 px from the edges.
import { Logo } from "./brand";
import Editor from "./editor.screen";
import Publish from "./publish.screen";
import "./cover-scene.css";

export function CoverScene({ square = false }: { square?: boolean }) {
  return (
    <div className={square ? "clipwise cw-cover cw-cover-square" : "clipwise cw-cover"}>
      <div className="cw-cover-logo">
        <Logo size={square ? 24 : 26} />
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
