// The study's cover (the /work card and the social card): door mode at Deep Room on the tablet and
// the members' app on a phone, on Afterglow's near-black. Both are the story's own screens drawn
// smaller, so the cover can never show another product.
import type { ScreenFrame } from "../../screens-kit/frame";
import { Logo } from "./brand";
import Checkin from "./checkin.screen";
import Lineup from "./lineup.screen";
import "./cover.screen.css";

export const frame: ScreenFrame = { width: 1200, height: 750 };

export default function Cover() {
  return (
    <div className="afterglow ag-cover">
      <div className="ag-cover-logo">
        <Logo size={26} />
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
