// Friday night at Deep Room, Lisbon, as Afterglow's screens show it. The story's facts hold here:
// 520 guests on tonight's lists, 412 of them in, four seconds a check-in; Maya K. at Table 4 for
// six, a guest of Leo; doors 23:00–05:00; three clubs. Generated lists are seeded, so a render is
// the same every time.

export function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const venue = { name: "Deep Room", city: "Lisbon", night: "Fri 14 Mar", doors: "23:00–05:00", capacity: 520 } as const;

export type Via = "table" | "list" | "member";
export type Guest = {
  id: number;
  name: string;
  via: Via;
  /** Who they came through: a table host, a promoter's list, or the member's visit count. */
  detail: string;
  /** Check-in time (HH:MM), or undefined while due. */
  inAt?: string;
  party?: number;
};

const firstNames =
  "Ana Beatriz Carla Diogo Eva Filipe Gabriel Helena Inês João Joana Lara Leo Luís Marta Miguel Nuno Pedro Rita Rui Sara Sofia Tiago Vera Yara Zé Amir Chloé Dani Emma Felix Hugo Ivo Kai Lina Mateo Nadia Omar Pia Raúl Tomás Uma Vasco Wes Xana Yuri Zoe".split(
    " ",
  );
const initials = "ABCDEFGHIJKLMNOPRSTVW".split("");
const promoters = ["Nova", "Kiko", "Duarte", "Mila", "Reza", "Bia"] as const;

export const totals = { guests: 520, in: 412 } as const;

export const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th");
  return `${n}${suffix}`;
};

/** The three guests the story names, then the rest of tonight's 520, most recent first. */
export const guests: readonly Guest[] = (() => {
  const random = seeded(520);
  const list: Guest[] = [
    { id: 1, name: "Maya K.", via: "table", detail: "Table 4 · guest of Leo", inAt: "01:12", party: 6 },
    { id: 2, name: "Jon O.", via: "member", detail: "Member · 14th visit", inAt: "01:12" },
    { id: 3, name: "Ana S.", via: "list", detail: "Guest list · Nova" },
  ];
  for (let id = 4; list.length < totals.guests; id += 1) {
    const name = `${firstNames[Math.floor(random() * firstNames.length)]} ${initials[Math.floor(random() * initials.length)]}.`;
    const roll = random();
    const via: Via = roll < 0.18 ? "table" : roll < 0.62 ? "list" : "member";
    const detail =
      via === "table"
        ? `Table ${1 + Math.floor(random() * 18)} · guest of ${firstNames[Math.floor(random() * firstNames.length)]}`
        : via === "list"
          ? `Guest list · ${promoters[Math.floor(random() * promoters.length)]}`
          : `Member · ${ordinal(2 + Math.floor(random() * 30))} visit`;
    list.push({ id, name, via, detail });
  }
  // 412 in: check-in times count back from 01:12 to the doors opening at 23:00.
  let minutes = 24 * 60 + 72;
  let inCount = 2;
  for (const guest of list.slice(3)) {
    if (inCount >= totals.in) break;
    if (random() < 0.15) continue; // still due
    minutes -= random() < 0.68 ? 0 : 1;
    guest.inAt = `${String(Math.floor(minutes / 60) % 24).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
    inCount += 1;
  }
  return list;
})();

/** Guests in per half hour since the doors opened at 23:00, from the check-in times above. */
export const arrivals = (() => {
  const slots = ["23:00", "23:30", "00:00", "00:30", "01:00"].map((label) => ({ label, count: 0 }));
  for (const guest of guests) {
    if (!guest.inAt) continue;
    const [h, m] = guest.inAt.split(":").map(Number) as [number, number];
    const sinceDoors = (h < 12 ? h + 24 : h) * 60 + m - 23 * 60;
    slots[Math.max(0, Math.min(slots.length - 1, Math.floor(sinceDoors / 30)))]!.count += 1;
  }
  return slots;
})();

export const lineup = [
  {
    day: "Thu 13",
    club: "Halo",
    acts: [
      { time: "23:30", name: "Sable" },
      { time: "01:30", name: "Ori Tan" },
    ],
  },
  {
    day: "Fri 14",
    club: "Deep Room",
    acts: [
      { time: "23:00", name: "Nadia Vox", state: "done" },
      { time: "00:30", name: "Mara Lux", state: "live" },
      { time: "02:30", name: "Kiko & Rhea", state: "next" },
    ],
  },
  {
    day: "Sat 15",
    club: "Lowlight",
    acts: [
      { time: "00:00", name: "Jules Maré" },
      { time: "02:00", name: "Bruma" },
    ],
  },
  {
    day: "Sat 15",
    club: "Deep Room",
    acts: [
      { time: "23:30", name: "Teo Lamas" },
      { time: "01:30", name: "Halcyon b2b Vox" },
    ],
  },
] as const;

export const member = { name: "Maya Kovač", number: "AG-0412-7731", since: "2024", visits: 9, tier: "Member" } as const;

export type Table = {
  id: number;
  seats: number;
  x: number;
  y: number;
  w: number;
  h: number;
  state: "free" | "taken" | "yours";
  minimum: number;
};

/** Deep Room's floor: 18 tables around the dance floor; Table 4 is the one booked for six. */
export const tables: readonly Table[] = (() => {
  const random = seeded(4);
  const spots: [number, number, number][] = [
    [20, 70, 4],
    [20, 130, 8],
    [20, 190, 6],
    [20, 250, 6],
    [20, 310, 4],
    [290, 70, 4],
    [290, 130, 6],
    [290, 190, 6],
    [290, 250, 8],
    [290, 310, 4],
    [80, 380, 4],
    [140, 380, 6],
    [200, 380, 6],
    [260, 380, 4],
    [80, 20, 2],
    [140, 20, 2],
    [200, 20, 2],
    [260, 20, 2],
  ];
  return spots.map(([x, y, seats], index) => {
    const id = index + 1;
    const big = seats >= 6;
    return {
      id,
      seats,
      x,
      y,
      w: big ? 52 : 44,
      h: big ? 44 : 36,
      state: id === 4 ? "yours" : random() < 0.55 ? "taken" : "free",
      minimum: seats * 60,
    };
  });
})();

export const booking = { table: 4, guests: 6, deposit: 120, minimum: 480, arrival: "01:00", host: "Leo" } as const;

/** One guest's night, as the team drew it at the doors: who does what, when. */
export const night = [
  { lane: "promoter", time: "Tue 18:05", step: "Invite", text: "Leo sends Maya his list link", detail: "Credited to Leo when she books" },
  { lane: "guest", time: "Wed 21:12", step: "Book", text: "Maya books Table 4 for six", detail: "€120 deposit, €480 minimum" },
  { lane: "guest", time: "Sat 01:12", step: "Arrive", text: "Her pass is scanned at the door", detail: "4 s, the host is told" },
  { lane: "host", time: "Sat 01:14", step: "Host", text: "The host meets her by name", detail: "Table ready, spend on the floor view" },
] as const;
