// Hall A as Gatepass draws it for a buyer: every one of its 1,450 seats, rows lettered at both
// ends, two aisles, the stage at the top and the balcony behind. Shared by the desktop and phone
// seat pickers, which draw it at their own seat pitch.
import { hall, type SeatState } from "./data";

const fills: Record<SeatState, string> = {
  available: "var(--gp-seat-free)",
  held: "var(--gp-gold)",
  sold: "var(--gp-seat-sold)",
  picked: "var(--gp-coral)",
};

/** Where the two aisles cut a row of n seats: the side blocks are 28% of it each. */
const blocks = (n: number) => {
  const side = Math.floor(n * 0.28);
  return [side, n - side]; // seats after which an aisle comes
};

export function SeatMap({ pitch, showLetters = true }: { pitch: number; showLetters?: boolean }) {
  const seat = pitch * 0.78;
  const aisle = pitch * 1.6;
  const widest = Math.max(...hall.map((row) => row.seats.length));
  const label = showLetters ? pitch * 2.4 : 0;
  const width = widest * pitch + 2 * aisle + 2 * label;
  const stage = pitch * 4;
  const balconyGap = pitch * 2.6;
  const rowTop = (i: number) => stage + pitch * 2 + i * pitch + (hall[i]!.tier === "balcony" ? balconyGap : 0);
  const height = rowTop(hall.length - 1) + pitch * 1.5;
  return (
    <svg className="gp-seatmap" viewBox={`0 0 ${width} ${height}`} width={width} height={height} role="img" aria-label="Hall A seat map">
      <path
        d={`M${width * 0.22} ${stage} Q${width / 2} ${stage - pitch * 2.2} ${width * 0.78} ${stage} L${width * 0.78} ${pitch * 0.6} L${width * 0.22} ${pitch * 0.6}Z`}
        fill="var(--gp-stage)"
      />
      <text x={width / 2} y={stage * 0.55} textAnchor="middle" className="gp-seatmap-stage" fontSize={pitch * 1.1}>
        STAGE
      </text>
      {hall.map((row, i) => {
        const n = row.seats.length;
        const [a, b] = blocks(n);
        const rowWidth = n * pitch + 2 * aisle;
        const left = (width - rowWidth) / 2;
        const y = rowTop(i);
        return (
          <g key={row.letter}>
            {showLetters ? (
              <>
                <text x={left - pitch * 0.9} y={y + seat * 0.82} textAnchor="end" fontSize={pitch * 0.72} className="gp-seatmap-row">
                  {row.letter}
                </text>
                <text x={left + rowWidth + pitch * 0.7} y={y + seat * 0.82} fontSize={pitch * 0.72} className="gp-seatmap-row">
                  {row.letter}
                </text>
              </>
            ) : null}
            {row.seats.map((state, s) => {
              const x = left + s * pitch + (s >= a! ? aisle : 0) + (s >= b! ? aisle : 0);
              return (
                <rect
                  key={s}
                  x={x}
                  y={y}
                  width={seat}
                  height={seat}
                  rx={seat * 0.28}
                  fill={fills[state]}
                  stroke={state === "available" ? "var(--gp-seat-free-edge)" : "none"}
                  strokeWidth={pitch * 0.08}
                />
              );
            })}
          </g>
        );
      })}
      {showLetters ? (
        <text x={width / 2} y={rowTop(20) - balconyGap * 0.35} textAnchor="middle" fontSize={pitch * 0.8} className="gp-seatmap-label">
          BALCONY
        </text>
      ) : null}
    </svg>
  );
}
