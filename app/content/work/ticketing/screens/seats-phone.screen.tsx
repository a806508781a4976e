// The seat picker on a phone: the whole of Hall A at a glance (every seat, too small to tap until
// the buyer zooms), row F seats 13 and 14 picked, and the sheet that takes them to payment.
import type { ScreenFrame } from "../../screens-kit/frame";
import { GatepassScreen, Logo } from "./brand";
import { countSeats, euro, hall, onSale, tierOf, tiers, venue } from "./data";
import { SeatMap } from "./seat-map";
import { StatusBar } from "./status-bar";
import "./phone.css";
import "./seats.screen.css";
import "./seats-phone.screen.css";

export const frame: ScreenFrame = { width: 390, height: 844, device: "phone" };

/** Seats still to be had in a tier. */
const freeIn = (tier: string) =>
  hall.filter((row) => row.tier === tier).reduce((sum, row) => sum + row.seats.filter((seat) => seat === "available").length, 0);

export default function SeatsPhone() {
  const stalls = tierOf("stalls");
  const total = stalls.price * onSale.picked.seats.length;
  return (
    <GatepassScreen className="gp-phone gp-seats-phone">
      <StatusBar time="12:03" />
      <div className="gp-appbar">
        <Logo height={16} />
        <span className="gp-seats-phone-hold">{onSale.holdLeft} left</span>
      </div>
      <p className="gp-eyebrow">
        {venue.name} · {venue.hall}
      </p>
      <h1 className="gp-display gp-seats-phone-title">{onSale.artist}</h1>
      <p className="gp-seats-phone-when">
        {onSale.date} · Show {onSale.start}
      </p>
      <div className="gp-seats-phone-map">
        <SeatMap pitch={5} showLetters={false} />
      </div>
      <p className="gp-seats-phone-free">{countSeats("available")} seats left · pinch to zoom</p>
      <ul className="gp-seats-phone-tiers">
        {tiers.map((tier) => (
          <li key={tier.id} className={tier.id === "stalls" ? "is-current" : undefined}>
            <span>
              {tier.name}
              <small>rows {tier.rows}</small>
            </span>
            <span className="gp-seats-phone-left">{freeIn(tier.id)} left</span>
            <strong>{euro(tier.price)}</strong>
          </li>
        ))}
      </ul>
      <section className="gp-seats-phone-sheet">
        <div className="gp-seats-phone-picked">
          {onSale.picked.seats.map((seat) => (
            <span key={seat} className="gp-checkout-seat">
              {onSale.picked.row}
              <b>{seat}</b>
            </span>
          ))}
          <span className="gp-seats-phone-what">
            {stalls.name}, row {onSale.picked.row}
            <small>
              {onSale.picked.seats.length} × {euro(stalls.price)} · no booking fee
            </small>
          </span>
        </div>
        <div className="gp-button">Pay {euro(total)}</div>
      </section>
    </GatepassScreen>
  );
}
