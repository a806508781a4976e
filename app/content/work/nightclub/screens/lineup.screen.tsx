// The members' app: this week's line-ups across the three clubs, tonight's set times live, and
// the member's pass that opens the door (a real QR code of her member number).
import type { ScreenFrame } from "../../screens-kit/frame";
import { Logo, StatusBar } from "./brand";
import { lineup, member, venue } from "./data";
import { QrCode } from "./qr-code";
import "./app.css";

export const frame: ScreenFrame = { width: 390, height: 844, device: "phone", schemes: ["light", "dark"] };

export default function LineupScreen() {
  return (
    <div className="afterglow follows-phone">
      <div className="phone app">
        <StatusBar />
        <header className="app-head">
          <Logo size={20} />
          <span className="avatar-me">MK</span>
        </header>
        <h1 className="app-title">This week</h1>
        <ol className="lineup">
          {lineup.map((night) => (
            <li key={`${night.day}-${night.club}`} className={night.club === venue.name && night.day === "Fri 14" ? "tonight" : undefined}>
              <div className="night-head">
                <b>{night.day}</b>
                <span>{night.club}</span>
                {night.club === venue.name && night.day === "Fri 14" ? <span className="live-dot">Tonight</span> : null}
              </div>
              <ul>
                {night.acts.map((act) => (
                  <li key={act.name} className={"state" in act ? act.state : undefined}>
                    <span className="time">{act.time}</span>
                    <span className="act">{act.name}</span>
                    {"state" in act ? (
                      <span className="act-state">{act.state === "live" ? "On now" : act.state === "done" ? "Played" : "Next"}</span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
        <div className="pass">
          <QrCode value={`afterglow:member:${member.number}`} size={96} />
          <div className="pass-text">
            <span className="pass-kind">Member pass</span>
            <b>{member.name}</b>
            <span>
              {member.number} · since {member.since}
            </span>
            <span className="pass-open">Opens the door at all 3 clubs</span>
          </div>
        </div>
      </div>
    </div>
  );
}
