// The box office on the promoter's phone, the night the show sold out: every one of Hall A's
// 1,450 seats sold, by tier, and what the reseller's 12% would have kept of it. Follows the
// phone's scheme.
import type { ScreenFrame } from "../../screens-kit/frame";
import { GatepassScreen, Logo } from "./brand";
import { euro, resellerFee, revenue, sales, seatCount, soldOutNight, venue } from "./data";
import { StatusBar } from "./status-bar";
import "./phone.css";
import "./sales.screen.css";

export const frame: ScreenFrame = { width: 390, height: 844, device: "phone", schemes: ["light", "dark"] };

const number = (n: number) => n.toLocaleString("en-GB");
const whole = (amount: number) => euro(amount).replace(/\.00$/, "");

export default function Sales() {
  const sold = sales.reduce((sum, tier) => sum + tier.sold, 0);
  return (
    <GatepassScreen className="gp-phone gp-follows-scheme gp-sales">
      <StatusBar time="21:20" />
      <div className="gp-appbar">
        <Logo height={16} />
        <span className="gp-sales-tab">Box office</span>
      </div>
      <header className="gp-sales-head">
        <p className="gp-eyebrow">
          {venue.name} · {venue.hall}
        </p>
        <h1 className="gp-display">{soldOutNight.artist}</h1>
        <p>{soldOutNight.date}</p>
      </header>
      <section className="gp-sales-sold">
        <span className="gp-chip gp-sales-chip">Sold out</span>
        <p className="gp-display gp-sales-figure">
          {number(sold)}
          <span> / {number(seatCount)} seats</span>
        </p>
        <div className="gp-sales-bars">
          {sales.map((tier) => (
            <span key={tier.id} className={`is-${tier.id}`} style={{ flexGrow: tier.sold }} />
          ))}
        </div>
      </section>
      <ul className="gp-sales-tiers">
        {sales.map((tier) => (
          <li key={tier.id}>
            <i className={`is-${tier.id}`} />
            <span>
              {tier.name}
              <small>
                rows {tier.rows} · {whole(tier.price)}
              </small>
            </span>
            <span className="gp-sales-count">{number(tier.sold)}</span>
            <strong>{whole(tier.revenue)}</strong>
          </li>
        ))}
      </ul>
      <dl className="gp-sales-sum">
        <div>
          <dt>Ticket sales</dt>
          <dd>{euro(revenue)}</dd>
        </div>
        <div>
          <dt>Reseller fee</dt>
          <dd>{euro(0)}</dd>
        </div>
        <div className="is-saved">
          <dt>Kept that a 12% reseller fee would have taken</dt>
          <dd>{euro(resellerFee)}</dd>
        </div>
      </dl>
      <p className="gp-sales-note">Payouts through Stripe Connect, two working days after the show.</p>
    </GatepassScreen>
  );
}
