// The story's result in Gatepass's own type and colours, as its box office would report it: one bar
// per €40 ticket, before and after. The colours say whose the money is, never which row it is:
// ink for what the promoter keeps, coral for the part it keeps now that the reseller took before
// (the box office's colour for that saving), a grey hatch for what leaves in fees.
import { Logo } from "./brand";
import { euro, venue } from "./data";
import { ticketMoney } from "./money";
import "./ticket-money.css";

const rows = [
  { when: "before", label: "Before" },
  { when: "after", label: "After" },
] as const;

export function TicketMoneyChart() {
  const { price, kept, keptMore } = ticketMoney;
  return (
    <figure className="gp-money">
      <header className="gp-money-head">
        <Logo height={20} />
        <span className="gp-eyebrow">Box office · per ticket</span>
      </header>
      <h2 className="gp-display">Where a {euro(price).replace(/\.00$/, "")} ticket&rsquo;s money goes</h2>
      <p className="gp-money-note">A stalls seat at {venue.name}. Each bar is the whole ticket.</p>
      <ol>
        {rows.map(({ when, label }) => {
          const { fee, feeName, how } = ticketMoney[when];
          return (
            <li key={when} className={`is-${when}`}>
              <p className="gp-money-when">
                <strong className="gp-display">{label}</strong>
                <span>{how}</span>
              </p>
              <div className="gp-money-bar">
                <span className="is-kept" style={{ flexGrow: kept.before }}>
                  Kept {euro(kept[when])}
                </span>
                {when === "after" ? (
                  <span className="is-more" style={{ flexGrow: keptMore }}>
                    <span className="gp-money-more">+{euro(keptMore)}</span>
                  </span>
                ) : null}
                <span className="is-fee" style={{ flexGrow: fee }} />
              </div>
              <p className="gp-money-out">
                <strong className="gp-display">{euro(fee)}</strong>
                <span>{feeName}</span>
              </p>
            </li>
          );
        })}
      </ol>
      <ul className="gp-money-legend">
        <li>
          <i className="is-kept" /> Kept by the promoter
        </li>
        <li>
          <i className="is-more" /> +{euro(keptMore)} a ticket, the reseller&rsquo;s before
        </li>
        <li>
          <i className="is-fee" /> Paid out in fees
        </li>
      </ul>
    </figure>
  );
}
