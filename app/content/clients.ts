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

export type Client = {
  id: string;
  name: string;
  /** The name as the wordmark sets it (its case, its spacing). */
  lettering: string;
  face: WordmarkFace;
  /** Extra space between letters, in thousandths of the type size. */
  tracking?: number;
  mark: WordmarkMark;
};

export const clients = [
  { id: "gatepass", name: "Gatepass", lettering: "GATEPASS", face: { family: "archivo-black", weight: 400 }, tracking: 40, mark: "ticket" },
  {
    id: "clipwise",
    name: "Clipwise",
    lettering: "clipwise",
    face: { family: "space-grotesk", weight: 700 },
    tracking: -30,
    mark: "play-bracket",
  },
  { id: "afterglow", name: "Afterglow", lettering: "afterglow", face: { family: "syne", weight: 800 }, tracking: -10, mark: "half-sun" },
  { id: "loopline", name: "Loopline", lettering: "loopline", face: { family: "unbounded", weight: 600 }, tracking: -20, mark: "rings" },
  { id: "fieldnote", name: "Fieldnote", lettering: "Fieldnote", face: { family: "dm-serif-display", weight: 400 }, mark: "leaf" },
  {
    id: "tempo-health",
    name: "Tempo Health",
    lettering: "Tempo Health",
    face: { family: "instrument-serif", weight: 400, style: "italic" },
    mark: "pulse",
  },
] as const satisfies readonly Client[];

export const clientLogos = {
  title: "Teams we have built with",
  label: "Clients",
  /** Said after a client's name where its wordmark links to its case study. */
  studyLink: "read the case study",
} as const;
