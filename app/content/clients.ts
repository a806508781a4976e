// The fictional clients whose wordmarks appear on Home and About: the case studies' clients and
// the testimonials' companies. Each wordmark is drawn once by scripts/client-logos.ts into one
// sprite (app/assets/client-logos.svg): the name set in its own typeface (outlined, so the
// visitor downloads no font) beside its own mark, all in currentColor so it takes the brand's ink
// in either scheme. A client whose `name` is a case study's name links to that study.
// After changing this list, run: npx tsx scripts/client-logos.ts

/** Which typeface the wordmark is cut from (the @fontsource package's file, weight and style). */
export type WordmarkFace = { family: string; weight: number; style?: "normal" | "italic" };

/** The mark beside the name: each drawn in scripts/client-logos.ts. */
export type WordmarkMark = "ticket" | "play-bracket" | "half-sun" | "rings" | "leaf" | "pulse";

export type Client = { id: string; name: string };

/** How a client's wordmark is drawn: read by scripts/client-logos.ts only (the pages show the sprite it draws). */
export type Wordmark = {
  /** The name as the wordmark sets it (its case, its spacing). */
  lettering: string;
  face: WordmarkFace;
  /** Extra space between letters, in thousandths of the type size. */
  tracking?: number;
  mark: WordmarkMark;
};

/** The clients as the pages name them: Home's and About's rows list them in this order. */
export const clients = [
  { id: "gatepass", name: "Gatepass" },
  { id: "clipwise", name: "Clipwise" },
  { id: "afterglow", name: "Afterglow" },
  { id: "loopline", name: "Loopline" },
  { id: "fieldnote", name: "Fieldnote" },
  { id: "tempo-health", name: "Tempo Health" },
] as const satisfies readonly Client[];

export type ClientId = (typeof clients)[number]["id"];

// Each client's wordmark, by its id (the compiler asks for one per client, and no other). Kept out
// of `clients`: a bundler keeps an array of records whole, so Home's script, which lists the
// clients for its logo row, carried every client's lettering and typeface with them.
export const wordmarks = {
  gatepass: { lettering: "GATEPASS", face: { family: "archivo-black", weight: 400 }, tracking: 40, mark: "ticket" },
  clipwise: { lettering: "clipwise", face: { family: "space-grotesk", weight: 700 }, tracking: -30, mark: "play-bracket" },
  afterglow: { lettering: "afterglow", face: { family: "syne", weight: 800 }, tracking: -10, mark: "half-sun" },
  loopline: { lettering: "loopline", face: { family: "unbounded", weight: 600 }, tracking: -20, mark: "rings" },
  fieldnote: { lettering: "Fieldnote", face: { family: "dm-serif-display", weight: 400 }, mark: "leaf" },
  "tempo-health": { lettering: "Tempo Health", face: { family: "instrument-serif", weight: 400, style: "italic" }, mark: "pulse" },
} as const satisfies Record<ClientId, Wordmark>;

export const clientLogos = {
  title: "Teams we have built with",
  label: "Clients",
  /** Said after a client's name where its wordmark links to its case study. */
  studyLink: "read the case study",
} as const;
