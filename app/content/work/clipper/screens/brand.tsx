// Clipwise's brand as its product sets it: Space Grotesk for the interface and the wordmark (the
// face clients.ts cuts the logo strip's wordmark from), JetBrains Mono for timecodes and scores
// (figures that line up in a dense timeline), the deep teal canvas and its accents (brand.css).
import "@fontsource/space-grotesk/latin-400.css";
import "@fontsource/space-grotesk/latin-500.css";
import "@fontsource/space-grotesk/latin-700.css";
import "@fontsource/jetbrains-mono/latin-400.css";
import "@fontsource/jetbrains-mono/latin-700.css";
import "./brand.css";
import { Wordmark } from "../../screens-kit/wordmark";

/** The palette, by role: the same values brand.css declares as custom properties. */
export const palette = {
  canvas: "#021f1e",
  panel: "#062b2a",
  raised: "#0b3836",
  line: "#15504c",
  teal: "#14b8a6",
  mint: "#ccfbf1",
  pink: "#ff3d8f",
  ink: "#e6fffa",
  muted: "#7fb5ad",
} as const;

/** Clipwise's logo: the same drawing as the site's logo strip and the study's cover (one sprite). */
export function Logo({ size = 20 }: { size?: number }) {
  return <Wordmark id="clipwise" label="Clipwise" height={Math.round(size * 1.15)} className="clipwise-logo" />;
}
