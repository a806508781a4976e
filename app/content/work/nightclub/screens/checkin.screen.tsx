// Door mode at Deep Room on a Friday, on the tablet at the door: 412 of tonight's 520 guests in,
// the pass just scanned (Maya K., Table 4, a guest of Leo) and the whole list, newest first.
import type { ScreenFrame } from "../../screens-kit/frame";
import { Logo } from "./brand";
import { arrivals, guests, totals, venue, type Via } from "./data";
import { GuestRow } from "./guest-row";
import "./door.css";
import "./checkin.screen.css";

export const frame: ScreenFrame = { width: 1440, height: 860 };

const byVia = (via: Via) => {
  const all = guests.filter((guest) => guest.via === via);
  return { all: all.length, in: all.filter((guest) => guest.inAt).length };
};

export default function CheckinScreen() {
  const maya = guests[0]!;
  const lists: [Via, string][] = [
    ["table", "Tables"],
    ["list", "Guest lists"],
    ["member", "Members"],
  ];
  return (
    <div className="afterglow door">
      <aside className="door-side">
        <header>
          <Logo size={22} />
          <span className="door-mode">Door mode</span>
        </header>
        <span className="door-venue">
          {venue.night} · {venue.name} · {venue.doors}
        </span>
        <div className="door-count">
          <span className="big">
            {totals.in} <small>of {totals.guests} in</small>
          </span>
          <span className="door-meter">
            <i style={{ width: `${(totals.in / totals.guests) * 100}%` }} />
          </span>
        </div>
        <ul className="door-lists">
          {lists.map(([via, label]) => {
            const count = byVia(via);
            return (
              <li key={via}>
                <span className={`tag ${via}`}>{label}</span>
                <b>
                  {count.in} / {count.all}
                </b>
              </li>
            );
          })}
        </ul>
        <div className="scan-card">
          <span className="ok">
            <i /> Pass valid · checked in 4 s
          </span>
          <h2>{maya.name}</h2>
          <div className="facts">
            <span className="tag table">Table 4</span>
            <span>Party of {maya.party}</span>
            <span>Guest of Leo</span>
          </div>
          <p className="host-told">Host told: Table 4 arriving, 2 of 6 in</p>
        </div>
        <div className="arrivals">
          <span className="label">In per half hour</span>
          <div className="bars">
            {arrivals.map((slot) => (
              <span key={slot.label}>
                <i style={{ height: `${(slot.count / Math.max(...arrivals.map((s) => s.count))) * 100}%` }} />
                <b>{slot.count}</b>
                <small>{slot.label}</small>
              </span>
            ))}
          </div>
        </div>
        <div className="scan-hint">Hold a pass to the camera · 4 s average tonight</div>
      </aside>
      <main className="door-list">
        <div className="door-tools">
          <span className="search">Search 520 names</span>
          <span className="tab on">All {totals.guests}</span>
          <span className="tab">In {totals.in}</span>
          <span className="tab">Due {totals.guests - totals.in}</span>
        </div>
        <div className="door-columns">
          <ol className="guest-list">
            {guests.slice(0, 14).map((guest) => (
              <GuestRow key={guest.id} guest={guest} />
            ))}
          </ol>
          <ol className="guest-list">
            {guests.slice(14, 28).map((guest) => (
              <GuestRow key={guest.id} guest={guest} />
            ))}
          </ol>
        </div>
        <div className="door-foot">Showing 1–28 of {totals.guests} · newest first</div>
      </main>
    </div>
  );
}
