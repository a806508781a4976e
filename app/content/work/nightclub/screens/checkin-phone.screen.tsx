// Door mode on the host's phone, the second door the story tells of: the pass just scanned, the
// count, and the next guests on the list.
import type { ScreenFrame } from "../../screens-kit/frame";
import { Logo, StatusBar } from "./brand";
import { guests, totals } from "./data";
import { GuestRow } from "./guest-row";
import "./door.css";
import "./checkin.screen.css";

export const frame: ScreenFrame = { width: 390, height: 640, device: "phone" };

export default function CheckinPhoneScreen() {
  const maya = guests[0]!;
  return (
    <div className="afterglow">
      <div className="phone door-phone">
        <StatusBar />
        <header className="door-phone-head">
          <Logo size={18} />
          <span className="door-mode">Door mode</span>
        </header>
        <div className="door-count">
          <span className="big">
            {totals.in} <small>of {totals.guests} in</small>
          </span>
          <span className="door-meter">
            <i style={{ width: `${(totals.in / totals.guests) * 100}%` }} />
          </span>
        </div>
        <div className="scan-card">
          <span className="ok">
            <i /> Pass valid · 4 s
          </span>
          <h2>{maya.name}</h2>
          <div className="facts">
            <span className="tag table">Table 4</span>
            <span>Party of {maya.party}</span>
            <span>Guest of Leo</span>
          </div>
        </div>
        <ol className="guest-list">
          {guests.slice(1, 6).map((guest) => (
            <GuestRow key={guest.id} guest={guest} />
          ))}
        </ol>
      </div>
    </div>
  );
}
