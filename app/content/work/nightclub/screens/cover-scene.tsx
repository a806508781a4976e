// The cover's scene, drawn at two shapes: door mode at Deep Room on the tablet and the members' app
// on a phone, on Afterglow's near-black. Both are the story's own screens drawn smaller, so the
// cover can never show another product. `square` places the same parts for the phone version
// (cover-phone.screen.tsx): both whole, 32 px from the edges.
import { Logo } from "./brand";
import Checkin from "./checkin.screen";
import Lineup from "./lineup.screen";
import "./cover-scene.css";

export function CoverScene({ square = false }: { square?: boolean }) {
  return (
    <div className={square ? "afterglow ag-cover ag-cover-square" : "afterglow ag-cover"}>
      <div className="ag-cover-logo">
        <Logo size={square ? 24 : 26} />
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
