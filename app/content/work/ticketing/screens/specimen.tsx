// Gatepass's own type and colour, as its team keeps them: Archivo Black for what must read across
// a dark hall, Archivo for everything else, and the four colours with the one job each does.
import { Logo, palette } from "./brand";

const colours = [
  { name: "Coral", hex: palette.coral, job: "Anything you can press" },
  { name: "Ink", hex: palette.ink, job: "The door, and the words" },
  { name: "Gold", hex: palette.gold, job: "A valid scan, nothing else" },
  { name: "Cream", hex: palette.cream, job: "Paper: tickets, maps" },
] as const;

const weights = [
  { weight: 400, use: "Body · 15/22", sample: "Doors open at 19:00. Your code changes every 30 seconds." },
  { weight: 500, use: "Labels · 13/18", sample: "Stalls, row F, seat 13 · Door 2" },
  { weight: 600, use: "Figures · tabular", sample: "1,204 of 1,450 in · €40.00 · 1.8 s" },
  { weight: 700, use: "Buttons · 16", sample: "Pay €80.00 · Scan next ticket" },
] as const;

export function Specimen({ narrow = false }: { narrow?: boolean }) {
  return (
    <div className={`gp-spec ${narrow ? "is-narrow" : ""}`}>
      <header className="gp-spec-head">
        <Logo height={narrow ? 22 : 30} />
        <p className="gp-eyebrow">Type and colour · 2025</p>
      </header>
      <section className="gp-spec-display">
        <p className="gp-eyebrow">Display · Archivo Black</p>
        <p className="gp-display gp-spec-aa">Aa</p>
        <p className="gp-display gp-spec-set">ABCDEFGHIJKLM NOPQRSTUVWXYZ 0123456789 €</p>
        <p className="gp-display gp-spec-line">Row F · Seat 13</p>
      </section>
      <section className="gp-spec-text">
        <p className="gp-eyebrow">Text · Archivo</p>
        {weights.map((w) => (
          <div key={w.weight} className="gp-spec-weight" style={{ fontWeight: w.weight }}>
            <span className="gp-spec-use">
              {w.weight} · {w.use}
            </span>
            <span>{w.sample}</span>
          </div>
        ))}
      </section>
      <section className="gp-spec-colours">
        {colours.map((colour) => (
          <div key={colour.name} className="gp-spec-swatch" style={{ background: colour.hex }}>
            <span className="gp-display">{colour.name}</span>
            <span>{colour.hex.toUpperCase()}</span>
            <span>{colour.job}</span>
          </div>
        ))}
      </section>
    </div>
  );
}
