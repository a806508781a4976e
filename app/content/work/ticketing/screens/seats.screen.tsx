// The buyer's seat picker on the web: Hall A whole, row F seats 13 and 14 picked, and the checkout
// beside it with the story's prices (two stalls seats at €40, €80 to pay, no booking fee).
import type { ScreenFrame } from "../../screens-kit/frame";
import { GatepassScreen, Logo } from "./brand";
import { countSeats, euro, onSale, seatCount, tierOf, tiers, venue } from "./data";
import { SeatMap } from "./seat-map";
import "./seats.screen.css";

export const frame: ScreenFrame = { width: 1440, height: 900, device: "laptop" };

export default function Seats() {
  const stalls = tierOf("stalls");
  const total = stalls.price * onSale.picked.seats.length;
  return (
    <GatepassScreen className="gp-seats">
      <header className="gp-topbar">
        <Logo height={22} />
        <nav>
          <span>Shows</span>
          <span>Venues</span>
          <span>My tickets</span>
        </nav>
        <span className="gp-topbar-account">JW</span>
      </header>
      <div className="gp-seats-body">
        <section className="gp-seats-map">
          <div className="gp-seats-event">
            <div>
              <p className="gp-eyebrow">
                {venue.name} · {venue.hall}
              </p>
              <h1 className="gp-display">
                {onSale.artist} <span>{onSale.tour}</span>
              </h1>
              <p className="gp-seats-when">
                {onSale.date} · Doors {onSale.doors} · Show {onSale.start}
              </p>
            </div>
            <ul className="gp-seats-tiers">
              {tiers.map((tier) => (
                <li key={tier.id} className={tier.id === "stalls" ? "is-current" : undefined}>
                  <span>
                    {tier.name} <small>rows {tier.rows}</small>
                  </span>
                  <strong>{euro(tier.price)}</strong>
                </li>
              ))}
            </ul>
          </div>
          <div className="gp-seats-canvas">
            <SeatMap pitch={13.4} />
          </div>
          <footer className="gp-seats-legend">
            <span>
              <i className="is-free" /> Available {countSeats("available")}
            </span>
            <span>
              <i className="is-held" /> Held in a basket {countSeats("held")}
            </span>
            <span>
              <i className="is-sold" /> Sold {countSeats("sold")}
            </span>
            <span>
              <i className="is-picked" /> Your seats {countSeats("picked")}
            </span>
            <span className="gp-seats-total">{seatCount.toLocaleString("en-GB")} seats</span>
          </footer>
        </section>
        <aside className="gp-checkout">
          <p className="gp-eyebrow">Your seats</p>
          <ul className="gp-checkout-seats">
            {onSale.picked.seats.map((seat) => (
              <li key={seat}>
                <span className="gp-checkout-seat">
                  {onSale.picked.row}
                  <b>{seat}</b>
                </span>
                <span>
                  {stalls.name}, row {onSale.picked.row}, seat {seat}
                  <small>{seat === 14 ? "Next to the aisle" : "One in from the aisle"}</small>
                </span>
                <strong>{euro(stalls.price)}</strong>
              </li>
            ))}
          </ul>
          <dl className="gp-checkout-sum">
            <div>
              <dt>
                {onSale.picked.seats.length} × {stalls.name}
              </dt>
              <dd>{euro(total)}</dd>
            </div>
            <div>
              <dt>Booking fee</dt>
              <dd>{euro(0)}</dd>
            </div>
            <div className="is-total">
              <dt>To pay</dt>
              <dd>{euro(total)}</dd>
            </div>
          </dl>
          <p className="gp-checkout-hold">
            <span className="gp-checkout-clock">{onSale.holdLeft}</span> We hold these seats for you while you pay.
          </p>
          <div className="gp-button">Pay {euro(total)}</div>
          <div className="gp-checkout-methods">
            <span>Card</span>
            <span>Apple Pay</span>
            <span>Google Pay</span>
            <span>SEPA</span>
          </div>
          <p className="gp-checkout-note">
            Your tickets land in the Gatepass app. Their QR code changes every 30 seconds, so a screenshot won&rsquo;t get anyone in.
          </p>
        </aside>
      </div>
    </GatepassScreen>
  );
}
