// A ticket's life as Gatepass's box office and door staff drew it with us in week one: four
// states, what each one proves and who is holding the phone, and the one path that ends in a
// refusal (a screenshot with an old code). Across on a desktop, down on a phone.

const steps = [
  {
    state: "Bought",
    who: "Buyer · web or app",
    does: "Picks seats on Hall A's map; the seats are held while they pay; Stripe takes the card.",
    proof: "Order GP-25-04817",
  },
  {
    state: "In the wallet",
    who: "Buyer · Gatepass app",
    does: "The ticket holds a key. Its QR code is signed on the phone and changes every 30 seconds.",
    proof: "Code valid for 30 s",
  },
  {
    state: "Scanned",
    who: "Door staff · door app",
    does: "The door app checks the signature with no network: valid, already in, or an old code.",
    proof: "1.8 s a scan, offline",
  },
  {
    state: "Reconciled",
    who: "Box office · when Wi-Fi returns",
    does: "Scans queued on each door phone are sent; a ticket scanned at two doors is flagged.",
    proof: "Every scan counted once",
  },
] as const;

export function TicketLife({ vertical = false }: { vertical?: boolean }) {
  return (
    <div className={`gp-life ${vertical ? "is-vertical" : ""}`}>
      <header className="gp-life-head">
        <p className="gp-eyebrow">Gatepass · how a ticket lives · week 1</p>
        <h1 className="gp-display">One ticket, four states, no network needed at the door</h1>
      </header>
      <ol className="gp-life-steps">
        {steps.map((step, i) => (
          <li key={step.state}>
            <span className="gp-life-number gp-display">{i + 1}</span>
            <h2 className="gp-display">{step.state}</h2>
            <p className="gp-life-who">{step.who}</p>
            <p className="gp-life-does">{step.does}</p>
            <p className="gp-life-proof">{step.proof}</p>
            {i === 1 ? (
              <p className="gp-life-refused">
                <b>Screenshot?</b> Its code is over 30 s old by the door: refused.
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
