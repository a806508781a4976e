// The door app on a sold-out night, after the hall's Wi-Fi went: it still checks every ticket's
// signature on the phone (1.8 s a scan on average), counts 1,204 of 1,450 in, turns away a
// screenshot, and keeps the scans to send when the network comes back. Always ink: a door phone
// must not light up the queue.
import type { ScreenFrame } from "../../screens-kit/frame";
import { GatepassScreen, Logo } from "./brand";
import { recentScans, soldOutNight, venue } from "./data";
import { StatusBar } from "./status-bar";
import "./phone.css";
import "./door.screen.css";

export const frame: ScreenFrame = { width: 390, height: 844, device: "phone" };

const number = (n: number) => n.toLocaleString("en-GB");

export default function Door() {
  const share = soldOutNight.inside / soldOutNight.capacity;
  const last = recentScans[0];
  return (
    <GatepassScreen className="gp-phone gp-door">
      <StatusBar time={soldOutNight.time} offline />
      <div className="gp-appbar">
        <Logo height={16} />
        <span className="gp-chip gp-door-offline">
          <i /> Offline · checking on this phone
        </span>
      </div>
      <p className="gp-door-show">
        {soldOutNight.artist} · {venue.hall} · Door 2
      </p>
      <section className="gp-door-valid">
        <div className="gp-door-tick" aria-hidden>
          <svg viewBox="0 0 24 24" width="40" height="40">
            <path
              d="M5 12.5l4.5 4.5L19 7.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </div>
        <div>
          <p className="gp-display gp-door-word">Valid</p>
          <p className="gp-door-seat">{last.seat}</p>
        </div>
        <p className="gp-door-time">
          {last.seconds.toFixed(1)} s<small>signature checked offline</small>
        </p>
      </section>
      <section className="gp-door-count">
        <p className="gp-eyebrow">In the hall</p>
        <p className="gp-display gp-door-figure">
          {number(soldOutNight.inside)} <span>of {number(soldOutNight.capacity)}</span>
        </p>
        <div className="gp-door-bar">
          <span style={{ width: `${share * 100}%` }} />
        </div>
        <dl className="gp-door-stats">
          <div>
            <dt>Average scan</dt>
            <dd>{soldOutNight.averageScan}</dd>
          </div>
          <div>
            <dt>Waiting to sync</dt>
            <dd>{number(soldOutNight.queued)}</dd>
          </div>
          <div>
            <dt>Offline since</dt>
            <dd>{soldOutNight.offlineSince}</dd>
          </div>
        </dl>
      </section>
      <ol className="gp-door-log">
        {recentScans.map((scan) => (
          <li key={scan.time} className={scan.result === "valid" ? "is-valid" : "is-refused"}>
            <span className="gp-door-log-time">{scan.time}</span>
            <span>{scan.seat}</span>
            <strong>{scan.result === "valid" ? `${scan.seconds.toFixed(1)} s` : "Screenshot · old code"}</strong>
          </li>
        ))}
      </ol>
      <div className="gp-door-scan">Scan next ticket</div>
    </GatepassScreen>
  );
}
