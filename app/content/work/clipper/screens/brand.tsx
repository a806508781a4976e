// Clipwise's brand as its product sets it: Space Grotesk for the interface and the wordmark (the
// face clients.ts cuts the logo strip's wordmark from), JetBrains Mono for timecodes and scores
// (figures that line up in a dense timeline), the deep teal canvas and its accents (brand.css).
import "@fontsource/space-grotesk/latin-400.css";
import "@fontsource/space-grotesk/latin-500.css";
import "@fontsource/space-grotesk/latin-700.css";
import "@fontsource/jetbrains-mono/latin-400.css";
import "@fontsource/jetbrains-mono/latin-700.css";
import "./brand.css";

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

/** The wordmark: a play triangle in brackets, and "clipwise" in Space Grotesk Bold, tight. */
export function Logo({ size = 20, className }: { size?: number; className?: string }) {
  return (
    <span className={`clipwise-logo ${className ?? ""}`} style={{ fontSize: size }}>
      <svg viewBox="0 0 40 40" width={size * 1.1} height={size * 1.1} aria-hidden>
        <path fill="currentColor" d="M4 6h8v4H8v20h4v4H4zM36 6h-8v4h4v20h-4v4h8z" />
        <path fill="var(--cw-teal)" d="M15 12l12 8-12 8z" />
      </svg>
      <span>clipwise</span>
    </span>
  );
}
