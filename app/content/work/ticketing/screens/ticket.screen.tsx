// The buyer's ticket in the Gatepass app: row F seat 13, its QR code (real, signed, for this
// 30-second window) and the bar that shows when it changes. The app follows the phone's scheme.
import type { ScreenFrame } from "../../screens-kit/frame";
import { GatepassScreen, Logo } from "./brand";
import { onSale, ticket, venue } from "./data";
import { QrCode } from "./qr-code";
import { StatusBar } from "./status-bar";
import "./phone.css";
import "./ticket.screen.css";

export const frame: ScreenFrame = { width: 390, height: 844, device: "phone", schemes: ["light", "dark"] };

export default function Ticket() {
  return (
    <GatepassScreen className="gp-phone gp-follows-scheme gp-ticket">
      <StatusBar time="19:24" />
      <div className="gp-appbar">
        <Logo height={18} />
        <span className="gp-ticket-count">Ticket 1 of 2</span>
      </div>
      <article className="gp-ticket-card">
        <header>
          <p className="gp-eyebrow">
            {venue.name} · {venue.hall}
          </p>
          <h1 className="gp-display">{onSale.artist}</h1>
          <p>
            {onSale.date} · Doors {onSale.doors}
          </p>
        </header>
        <dl className="gp-ticket-seat">
          <div>
            <dt>Row</dt>
            <dd>{ticket.row}</dd>
          </div>
          <div>
            <dt>Seat</dt>
            <dd>{ticket.seat}</dd>
          </div>
          <div>
            <dt>Entry</dt>
            <dd>{ticket.gate.replace("Door ", "D")}</dd>
          </div>
        </dl>
        <div className="gp-ticket-perforation" />
        <div className="gp-ticket-qr">
          <QrCode value={ticket.payload} size={236} />
        </div>
        <div className="gp-ticket-refresh">
          <div className="gp-ticket-refresh-bar">
            <span style={{ width: `${(ticket.refreshesIn / 30) * 100}%` }} />
          </div>
          <p>
            New code in <strong>0:{String(ticket.refreshesIn).padStart(2, "0")}</strong> · a screenshot won&rsquo;t scan
          </p>
        </div>
      </article>
      <div className="gp-ticket-actions">
        <span>Add to Wallet</span>
        <span>Send to a friend</span>
      </div>
      <p className="gp-ticket-holder">
        {ticket.holder} · Order {ticket.order}
      </p>
    </GatepassScreen>
  );
}
