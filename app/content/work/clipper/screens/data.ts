// The stream every Clipwise screen shows: one creator's three-hour session, as the editor would
// hold it after the pipeline ran. The story's facts hold here: a three-hour stream cut into 36
// five-minute chunks, clipped in six minutes, the comeback scoring 97, three platforms.
// Everything generated is seeded, so a render is the same every time.

/** A small seeded generator (mulberry32): the same seed gives the same numbers on every machine. */
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

export const stream = {
  number: 218,
  creator: "nyx.plays",
  title: "Ashfall: first blind run, Warden of Ash",
  game: "Ashfall",
  /** 2 h 58 min 40 s: a three-hour stream. */
  seconds: 2 * 3600 + 58 * 60 + 40,
  chunkSeconds: 300,
  chunks: 36,
  /** How long the pipeline took: the story's "6 min". */
  clippedIn: "5 min 52 s",
  workers: 36,
  viewersPeak: 4812,
} as const;

export type Signal = "speech" | "chat" | "scene";

export type Moment = {
  id: number;
  title: string;
  /** Seconds from the start of the stream. */
  at: number;
  /** Length of the suggested clip, seconds (cut at sentence edges). */
  length: number;
  score: number;
  signals: readonly Signal[];
  quote?: string;
};

export function timecode(seconds: number, withHours = true) {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.floor(seconds % 60);
  const mm = String(m).padStart(2, "0");
  const ss = String(s).padStart(2, "0");
  return withHours || h > 0 ? `${h}:${mm}:${ss}` : `${m}:${ss}`;
}

const at = (h: number, m: number, s: number) => h * 3600 + m * 60 + s;

/** The moments a creator would recognise; the rest of the list is filled from the signals below. */
const named: Moment[] = [
  {
    id: 1,
    title: "The comeback",
    at: at(1, 42, 10),
    length: 38,
    score: 97,
    signals: ["speech", "chat"],
    quote: "No way that actually worked",
  },
  {
    id: 2,
    title: "Chat goes wild",
    at: at(0, 58, 31),
    length: 27,
    score: 91,
    signals: ["chat", "scene"],
    quote: "Chat, are you seeing this?",
  },
  { id: 3, title: "Boss fight", at: at(2, 31, 4), length: 52, score: 88, signals: ["scene"], quote: "Phase two. Here we go." },
  { id: 4, title: "One HP parry", at: at(1, 39, 47), length: 22, score: 86, signals: ["speech", "scene"], quote: "One HP. ONE." },
  { id: 5, title: "Raid from kaito", at: at(0, 21, 12), length: 31, score: 84, signals: ["chat"], quote: "Welcome in, raiders" },
  {
    id: 6,
    title: "Fell off the bridge",
    at: at(0, 44, 50),
    length: 19,
    score: 82,
    signals: ["speech", "chat"],
    quote: "I did not see that ledge",
  },
  { id: 7, title: "The lore rant", at: at(1, 12, 3), length: 58, score: 79, signals: ["speech"], quote: "The Warden was the first king" },
  { id: 8, title: "Secret door", at: at(2, 5, 36), length: 24, score: 77, signals: ["scene", "chat"], quote: "Wait, that wall is fake" },
  { id: 9, title: "Final blow", at: at(2, 48, 19), length: 33, score: 76, signals: ["scene", "speech"], quote: "GG. Good game, Warden." },
];

const fillerTitles = [
  "Parry streak",
  "Chat names the horse",
  "Low-health escape",
  "First death",
  "Dodge through fire",
  "Reading donations",
  "Build explained",
  "Ambush in the crypt",
  "Cheese attempt",
  "Sub train",
  "Map reveal",
  "Camera falls over",
  "Speedrun route talk",
  "Trap room",
  "Ember farming",
  "Sword upgrade",
  "Mimic chest",
  "Hard mode vote",
  "Dog walks in",
  "Stamina misread",
  "Rage quit tease",
  "Cutscene reaction",
  "Back-to-back kills",
  "Question from chat",
  "Music drop",
  "Arena reset",
  "Boss phase one",
  "Water break chat",
  "Perfect block",
  "Poll result",
  "Hidden merchant",
  "Wrong turn",
  "Ladder glitch",
  "Shout-out",
  "Shrine found",
];

function fillMoments(): Moment[] {
  const random = seeded(218);
  const signalsOf: Signal[][] = [["speech"], ["chat"], ["scene"], ["speech", "chat"], ["chat", "scene"], ["speech", "scene"]];
  return fillerTitles.map((title, index) => {
    // Spread across the stream, away from the start's "starting soon" screen.
    const slot = (stream.seconds - 600) / fillerTitles.length;
    const start = 480 + slot * index + random() * slot * 0.8;
    return {
      id: 10 + index,
      title,
      at: Math.round(start),
      length: 15 + Math.round(random() * 40),
      score: Math.round(38 + random() * 36),
      signals: signalsOf[Math.floor(random() * signalsOf.length)]!,
    };
  });
}

/** Every moment found, best first: 44 of them. */
export const moments: readonly Moment[] = [...named, ...fillMoments()].sort((a, b) => b.score - a.score);

export const topMoment = moments[0]!;

/** Loudness of the voice track, one value (0..1) per 10 seconds: 1,072 bars for the whole stream. */
export const waveform: readonly number[] = (() => {
  const random = seeded(7);
  const bars = Math.ceil(stream.seconds / 10);
  const out: number[] = [];
  let level = 0.4;
  for (let i = 0; i < bars; i += 1) {
    const t = i * 10;
    level += (random() - 0.5) * 0.18;
    level = Math.min(0.85, Math.max(0.12, level));
    let value = level * (0.6 + random() * 0.4);
    // Loud around the named moments (the creator shouting at the screen).
    for (const m of named) if (Math.abs(t - m.at) < 40) value = Math.max(value, 0.7 + random() * 0.3);
    // The first minutes are a "starting soon" screen with music only.
    if (t < 240) value *= 0.35;
    out.push(value);
  }
  return out;
})();

/** Chat messages per minute, one value per minute: 179 points. */
export const chatRate: readonly number[] = (() => {
  const random = seeded(11);
  const minutes = Math.ceil(stream.seconds / 60);
  const out: number[] = [];
  for (let i = 0; i < minutes; i += 1) {
    let value = 40 + random() * 60 + i * 0.6;
    for (const m of named) {
      const distance = Math.abs(i * 60 - m.at) / 60;
      if (distance < 3) value += (m.score - 60) * 9 * (1 - distance / 3);
    }
    out.push(Math.round(value));
  }
  return out;
})();

/** Scene changes: seconds where the picture cut (area changes, deaths, menus). */
export const sceneCuts: readonly number[] = (() => {
  const random = seeded(23);
  const out: number[] = [];
  let t = 240;
  while (t < stream.seconds) {
    out.push(Math.round(t));
    t += 40 + random() * 260;
  }
  return out;
})();

export const platforms = [
  { id: "tiktok", name: "TikTok", handle: "@nyx.plays", when: "Today 19:30", note: "Best time for your audience" },
  { id: "shorts", name: "YouTube Shorts", handle: "nyx plays", when: "Today 20:00", note: "Title from the caption" },
  { id: "reels", name: "Instagram Reels", handle: "@nyxplays", when: "Today 20:15", note: "Cover: frame at 0:04" },
] as const;

/** The clip's captions as the creator said them, word by word with their start (seconds into the clip). */
export const captionWords = [
  { word: "NO", at: 0.2 },
  { word: "WAY", at: 0.45 },
  { word: "THAT", at: 0.7 },
  { word: "ACTUALLY", at: 0.95 },
  { word: "WORKED", at: 1.5 },
] as const;

/** One run of the pipeline over the stream's 36 chunks, seconds from upload: each chunk is cut
 * from the upload, transcribed and scored by its own worker; cutting starts when the last is scored. */
export const chunkRuns = (() => {
  const random = seeded(36);
  return Array.from({ length: stream.chunks }, (_, index) => {
    const ingestStart = index * 1.8;
    const ingestEnd = ingestStart + 8 + random() * 4;
    const transcribeEnd = ingestEnd + 80 + random() * 55;
    const scoreEnd = transcribeEnd + 22 + random() * 18;
    return { index, ingestStart, ingestEnd, transcribeEnd, scoreEnd };
  });
})();

/** Where a stream's six minutes go (seconds), as the run's trace sums them. */
export const pipelineSteps = [
  { id: "ingest", name: "Ingest", detail: "Split into 36 five-minute chunks on S3", tool: "S3 · ffprobe", seconds: 74 },
  {
    id: "score",
    name: "Score",
    detail: "Speech, chat rate and scene cuts, per second, 36 workers",
    tool: "Python · GPU workers",
    seconds: 188,
  },
  { id: "cut", name: "Cut", detail: "Top moments trimmed to sentence edges, reframed 9:16", tool: "FFmpeg", seconds: 61 },
  {
    id: "publish",
    name: "Publish",
    detail: "Captions burned in, scheduled to three platforms",
    tool: "TikTok · Shorts · Reels",
    seconds: 29,
  },
] as const;
