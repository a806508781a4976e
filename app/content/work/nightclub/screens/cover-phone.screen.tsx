// The cover's phone version (frontmatter `phonePreview`), served below 640 px instead of the 16:10
// cover, a strip there: the same door mode at Deep Room and the same members' app on Afterglow's
// near-black, drawn square, so the page's first screen on a phone is mostly the product.
import type { ScreenFrame } from "../../screens-kit/frame";
import { Logo } from "./brand";
import Checkin from "./checkin.screen";
import Lineup from "./lineup.screen";
import "./cover.screen.css";
import "./cover-phone.screen.css";

export const frame: ScreenFrame = { width: 600, height: 600 };

export default function CoverPhone() {
  return (
    <div className="afterglow ag-cover ag-cover-square">
      <div className="ag-cover-logo">
        <Logo size={24} />
      </div>
      <div className="ag-cover-window">
        <div className="ag-cover-scaled ag-cover-door">
          <Checkin />
        </div>
      </div>
      <div className="ag-cover-phone">
        <div className="ag-cover-scaled ag-cover-app">
          <Lineup />
        </div>
      </div>
    </div>
  );
}
