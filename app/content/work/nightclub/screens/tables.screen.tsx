// Booking a table in the members' app: Deep Room's floor of 18 tables around the dance floor,
// Table 4 chosen for six, and the deposit to pay.
import type { ScreenFrame } from "../../screens-kit/frame";
import { StatusBar } from "./brand";
import { booking, tables, venue } from "./data";
import "./app.css";

export const frame: ScreenFrame = { width: 390, height: 844, device: "phone", schemes: ["light", "dark"] };

export default function TablesScreen() {
  const chosen = tables.find((table) => table.id === booking.table)!;
  return (
    <div className="afterglow follows-phone">
      <div className="phone app">
        <StatusBar time="21:12" />
        <header className="app-head">
          <span className="back">‹ {venue.name}</span>
          <span className="muted">{venue.night}</span>
        </header>
        <h1 className="app-title">Choose a table</h1>
        <div className="floor">
          <svg viewBox="0 0 360 430" width={358} height={428} aria-hidden>
            <rect x="80" y="70" width="200" height="290" rx="18" className="dancefloor" />
            <text x="180" y="215" className="floor-label">
              Dance floor
            </text>
            <rect x="120" y="2" width="120" height="14" rx="7" className="booth" />
            <text x="180" y="12.5" className="booth-label">
              DJ
            </text>
            {tables.map((table) => (
              <g key={table.id} className={`table ${table.state}`}>
                <rect x={table.x} y={table.y} width={table.w} height={table.h} rx="10" />
                <text x={table.x + table.w / 2} y={table.y + table.h / 2 + 1}>
                  {table.id}
                </text>
                <text x={table.x + table.w / 2} y={table.y + table.h / 2 + 13} className="seats">
                  {table.seats}
                </text>
              </g>
            ))}
          </svg>
          <ul className="legend">
            <li className="free">Free</li>
            <li className="taken">Booked</li>
            <li className="yours">Yours</li>
          </ul>
        </div>
        <div className="book-sheet">
          <div className="book-line">
            <b className="display">Table {chosen.id}</b>
            <span>
              {booking.guests} guests · arrive by {booking.arrival}
            </span>
          </div>
          <div className="book-money">
            <span>
              Deposit <b>€{booking.deposit}</b>
            </span>
            <span>
              Minimum spend <b>€{booking.minimum}</b>
            </span>
          </div>
          <button>Pay €{booking.deposit} deposit</button>
        </div>
      </div>
    </div>
  );
}
