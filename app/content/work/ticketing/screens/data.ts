// The facts Gatepass's screens show, as the story tells them (index.mdx): Hall A of Sound House
// Berlin, the pilot venue, with 1,450 seats; €40 a ticket in the stalls, row F seats 13 and 14
// picked for €80; a QR that rotates every 30 seconds; the door offline on a sold-out night with
// 1,204 of 1,450 in and a 1.8 s scan. Every count on a screen is computed from these.

export type SeatState = "available" | "held" | "sold" | "picked";
export type Tier = { id: "front" | "stalls" | "balcony"; name: string; price: number; rows: string };
export type Row = { letter: string; tier: Tier["id"]; seats: SeatState[] };

export const venue = { name: "Sound House Berlin", hall: "Hall A", city: "Berlin" } as const;

export const tiers: Tier[] = [
  { id: "front", name: "Front stalls", price: 55, rows: "A–E" },
  { id: "stalls", name: "Stalls", price: 40, rows: "F–T" },
  { id: "balcony", name: "Balcony", price: 32, rows: "AA–EE" },
];

/** The on-sale the seat map shows. */
export const onSale = {
  artist: "Mira Kallio",
  tour: "Low Light Tour",
  date: "Sat 14 June 2025",
  doors: "19:00",
  start: "20:30",
  /** The two seats the buyer picked. */
  picked: { row: "F", seats: [13, 14] },
  /** How long a picked seat stays held for the buyer. */
  holdLeft: "7:42",
} as const;

// A small fixed random sequence (mulberry32): the same sold and held seats on every render.
function sequence(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Hall A: stalls rows A–T widening from 50 to 69 seats, and a balcony of five rows of 52:
 * 1,190 + 260 = 1,450 seats. The front sells first; the balcony last.
 */
export const hall: Row[] = (() => {
  const random = sequence(1450);
  const rows: Row[] = [];
  const stalls = "ABCDEFGHIJKLMNOPQRST".split("");
  stalls.forEach((letter, i) => {
    const tier = i < 5 ? "front" : "stalls";
    const soldShare = 0.86 - i * 0.025;
    const seats = Array.from({ length: 50 + i }, (): SeatState => {
      const r = random();
      return r < soldShare ? "sold" : r < soldShare + 0.035 ? "held" : "available";
    });
    rows.push({ letter, tier, seats });
  });
  for (const letter of ["AA", "BB", "CC", "DD", "EE"]) {
    const seats = Array.from({ length: 52 }, (): SeatState => {
      const r = random();
      return r < 0.34 ? "sold" : r < 0.37 ? "held" : "available";
    });
    rows.push({ letter, tier: "balcony", seats });
  }
  const picked = rows.find((row) => row.letter === onSale.picked.row)!;
  for (const seat of onSale.picked.seats) picked.seats[seat - 1] = "picked";
  return rows;
})();

export const seatCount = hall.reduce((sum, row) => sum + row.seats.length, 0);

export function countSeats(state: SeatState): number {
  return hall.reduce((sum, row) => sum + row.seats.filter((seat) => seat === state).length, 0);
}

export const tierOf = (id: Tier["id"]) => tiers.find((tier) => tier.id === id)!;

export const euro = (amount: number) =>
  new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR", minimumFractionDigits: 2 }).format(amount);

/** The sold-out night the door app and the box office show: the night the Wi-Fi died at nine. */
export const soldOutNight = {
  artist: "The Hollow Arcs",
  date: "Fri 21 March 2025",
  time: "21:14",
  capacity: 1450,
  inside: 1204,
  averageScan: "1.8 s",
  /** Scans stored on the phone since the network went, sent when it comes back. */
  queued: 611,
  offlineSince: "21:02",
} as const;

/** The last few scans at door 2, newest first. */
export const recentScans = [
  { time: "21:14:07", seat: "Stalls · K 31", result: "valid", seconds: 1.8 },
  { time: "21:14:02", seat: "Stalls · K 32", result: "valid", seconds: 1.9 },
  { time: "21:13:51", seat: "Balcony · CC 8", result: "valid", seconds: 1.6 },
  { time: "21:13:44", seat: "Front · C 22", result: "screenshot", seconds: 1.8 },
  { time: "21:13:40", seat: "Stalls · P 4", result: "valid", seconds: 2.0 },
  { time: "21:13:31", seat: "Stalls · P 5", result: "valid", seconds: 1.8 },
] as const;

/** Tickets sold for the sold-out night, by tier: the hall's seats, every one. */
export const sales = tiers.map((tier) => {
  const sold = hall.filter((row) => row.tier === tier.id).reduce((sum, row) => sum + row.seats.length, 0);
  return { ...tier, sold, revenue: sold * tier.price };
});
export const revenue = sales.reduce((sum, tier) => sum + tier.revenue, 0);
/** What the reseller's 12% would have kept of the same sales. */
export const resellerFee = Math.round(revenue * 0.12 * 100) / 100;

/** The ticket in the buyer's wallet. */
export const ticket = {
  holder: "Jonas Weber",
  order: "GP-25-04817",
  row: "F",
  seat: 13,
  tier: "Stalls",
  gate: "Door 2",
  /** What the QR carries at this moment: ticket id, 30-second window, signature (Ed25519, cut short). */
  payload: "GP1:t_8KQ2M7F13:w58233041:sig_Xq3vN0bH8fLr2cWk9pYtE5uJ",
  refreshesIn: 18,
} as const;
