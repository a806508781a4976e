// The mark's drawing, shared by the component (meridian-mark.tsx) and the build, which draws the
// favicon and the social card from it in the brand's colours (scripts/brand-assets.ts).

/** The globe: a circle filling a 32-unit square. */
export const markGlobe = { cx: 16, cy: 16, r: 15 } as const;

/** The lit crescent: from pole to pole out along one meridian (rx 9.5), back along another (rx 3). */
export const markCrescent = "M16 3a9.5 13 0 0 1 0 26a3 13 0 0 0 0-26z";
